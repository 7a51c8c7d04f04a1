/**
 * npm run db:import -- <dir> [--remote] [--persist-to <state dir>]
 *
 * Loads results CSV files (docs/data-format.md) into D1: the local database by default, the real one
 * with --remote. Every row is validated against the rules of its draw's era. A file with a bad row is
 * reported (file, line, reason) and nothing of it is written; good files still import. Writes use the
 * same upsert as the Worker's ingest, so importing twice changes nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getDb } from "../app/db/client.server";
import { readDivisionFile, readDrawFile, type FileProblem } from "../app/import/results-csv.server";
import type { DrawInput } from "../app/lib/draw-input.server";
import { GAME_IDS, type GameId } from "../app/lib/games";
import { findDrawNumberConflict, upsertDivisionsQuery, upsertDrawsQuery, type DivisionWrite } from "../app/models/draw-writes.server";
import { inlineSql } from "./inline-sql";
import { d1ExecuteFile, d1Query, parseD1Target } from "./wrangler";

// Statements stay well under D1's statement size limit (about 100 KB).
const DRAWS_PER_STATEMENT = 150;
const DIVISIONS_PER_STATEMENT = 250;

const args = process.argv.slice(2);
const dir = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--persist-to");
if (!dir) {
  console.error("Usage: npm run db:import -- <dir> [--remote] [--persist-to <dir>]");
  process.exit(2);
}
const target = parseD1Target(args);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const printProblems = (file: string, problems: FileProblem[], kind: string) => {
  for (const p of problems.slice(0, 20)) console.log(`  ${kind} ${file}:${p.line}: ${p.reason}`);
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
};

const files = readdirSync(dir);
console.log(`Importing from ${dir} into the ${target.remote ? "REMOTE" : "local"} D1 database`);

type Existing = { game: string; draw_date: string; draw_number: number | null };
const existing = d1Query<Existing>(target, "SELECT game, draw_date, draw_number FROM draws");
const countsBefore = new Map<string, number>();
const heldNumbers = new Map<string, string>();
const heldDates = new Set<string>();
for (const row of existing) {
  countsBefore.set(row.game, (countsBefore.get(row.game) ?? 0) + 1);
  heldDates.add(`${row.game}|${row.draw_date}`);
  if (row.draw_number !== null) heldNumbers.set(`${row.game}|${row.draw_number}`, row.draw_date);
}
console.log(`Database holds ${existing.length} draws (${elapsed()})`);

const accepted: DrawInput[] = [];
const rejectedFiles: string[] = [];
for (const game of GAME_IDS) {
  const file = `${game}.csv`;
  if (!files.includes(file)) continue;
  const result = readDrawFile(game, readFileSync(join(dir, file), "utf8"));
  const conflicts = result.draws.flatMap((draw, i) => {
    const reason = findDrawNumberConflict(draw, (g, n) => heldNumbers.get(`${g}|${n}`));
    return reason ? [{ line: i + 2, reason }] : [];
  });
  const errors = [...result.errors, ...conflicts];
  printProblems(file, result.warnings, "warning");
  if (errors.length > 0) {
    printProblems(file, errors, "error");
    console.log(`✗ ${file}: ${errors.length} bad row(s); nothing of this file is written`);
    rejectedFiles.push(file);
    continue;
  }
  console.log(`✓ ${file}: ${result.draws.length} draws valid`);
  accepted.push(...result.draws);
  for (const draw of result.draws) heldDates.add(`${draw.game}|${draw.drawDate}`);
}

let divisions: DivisionWrite[] = [];
if (files.includes("divisions.csv")) {
  const result = readDivisionFile(readFileSync(join(dir, "divisions.csv"), "utf8"), (game: GameId, date: string) =>
    heldDates.has(`${game}|${date}`),
  );
  if (result.errors.length > 0) {
    printProblems("divisions.csv", result.errors, "error");
    console.log(`✗ divisions.csv: ${result.errors.length} bad row(s); nothing of this file is written`);
    rejectedFiles.push("divisions.csv");
  } else {
    console.log(`✓ divisions.csv: ${result.divisions.length} division rows valid`);
    divisions = result.divisions;
  }
}

// Queries are built with Drizzle (the same definitions the Worker runs) and rendered to SQL text.
const db = getDb({} as D1Database);
const statements: string[] = [];
for (let i = 0; i < accepted.length; i += DRAWS_PER_STATEMENT) {
  statements.push(inlineSql(upsertDrawsQuery(db, accepted.slice(i, i + DRAWS_PER_STATEMENT)).toSQL()));
}
for (let i = 0; i < divisions.length; i += DIVISIONS_PER_STATEMENT) {
  statements.push(inlineSql(upsertDivisionsQuery(db, divisions.slice(i, i + DIVISIONS_PER_STATEMENT)).toSQL()));
}

if (statements.length > 0) {
  const workDir = mkdtempSync(join(tmpdir(), "db-import-"));
  const sqlFile = join(workDir, "import.sql");
  writeFileSync(sqlFile, statements.join("\n"));
  console.log(`Writing ${accepted.length} draws and ${divisions.length} division rows in ${statements.length} statements… (${elapsed()})`);
  try {
    d1ExecuteFile(target, sqlFile);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const after = d1Query<{ game: string; draws: number; divisions: number }>(
  target,
  "SELECT d.game AS game, COUNT(DISTINCT d.id) AS draws, COUNT(p.id) AS divisions FROM draws d LEFT JOIN prize_divisions p ON p.draw_id = d.id GROUP BY d.game ORDER BY d.game",
);
console.log("\nDraws per game (before → after), and prize-division rows:");
for (const row of after) {
  console.log(`  ${row.game.padEnd(16)} ${String(countsBefore.get(row.game) ?? 0).padStart(6)} → ${String(row.draws).padStart(6)}   divisions ${row.divisions}`);
}
console.log(`Done in ${elapsed()}.${rejectedFiles.length > 0 ? ` Rejected files: ${rejectedFiles.join(", ")}.` : ""}`);
process.exit(rejectedFiles.length > 0 ? 1 : 0);
