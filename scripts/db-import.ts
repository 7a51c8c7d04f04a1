/**
 * npm run db:import -- <dir> [--remote] [--persist-to <state dir>] [--quiet]
 *
 * Loads results CSV files (docs/data-format.md) into D1: the local database by default, the real one
 * with --remote. Every row is validated against the rules of its draw's era. A file with a bad row is
 * reported (file, line, reason) and nothing of it is written; good files still import. Writes use the
 * same upsert as the Worker's ingest, so importing twice changes nothing.
 *
 * D1's limits shape the writes: a statement may be at most 100,000 bytes of SQL, so rows are packed
 * into multi-row upserts of at most STATEMENT_BYTES; with --remote the statements go up in files of at
 * most FILE_STATEMENTS statements (one `wrangler d1 execute --file` each), so a failure stops at a file
 * boundary and a second run (idempotent) finishes the rest.
 * --quiet prints only problems and one closing line (npm start uses it).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getDb } from "../app/db/client.server";
import type { DrawInput } from "../app/input/draw-input.server";
import { GAME_IDS } from "../app/rules/games";
import type { DivisionWrite } from "../app/input/draw-input.server";
import { findDrawNumberConflict, upsertDivisionsQuery, upsertDrawsQuery } from "../app/models/draw-writes.server";
import { provenanceOf, recordSourcesQuery } from "../app/models/draw-provenance.server";
import { inlineSql } from "./inline-sql";
import { readArgs } from "./lib/cli.mjs";
import { checkFolder, problemLines } from "./lib/data-folder";
import { d1ExecuteFile, d1Query, type D1Target } from "./wrangler";

/** Under D1's 100,000-byte statement limit, with room to spare. */
export const STATEMENT_BYTES = 90_000;
/** Statements per file sent to the remote database. */
const FILE_STATEMENTS = 50;

const USAGE = "Usage: npm run db:import -- <dir> [--remote] [--persist-to <dir>] [--quiet]";
const { values, positionals } = readArgs({
  usage: USAGE,
  options: { remote: { type: "boolean" }, "persist-to": { type: "string" }, quiet: { type: "boolean" } },
  allowPositionals: true,
});
const dir = positionals[0];
if (!dir || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const target: D1Target = { remote: values.remote ?? false, persistTo: values["persist-to"] };
const say = (line: string) => {
  if (!values.quiet) console.log(line);
};
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const thousands = (n: number) => n.toLocaleString("en-US");

say(`Importing from ${dir} into the ${target.remote ? "REMOTE" : "local"} D1 database`);

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
say(`Database holds ${thousands(existing.length)} draws (${elapsed()})`);

const check = checkFolder(dir, (game, date) => heldDates.has(`${game}|${date}`));
/** Refused files and their number of bad rows. */
const rejected = new Map(check.errors.map((entry) => [entry.file, entry.problems.length]));
for (const line of problemLines(check.warnings)) say(`  warning ${line}`);
for (const line of problemLines(check.errors)) console.log(`  error ${line}`);

const accepted: DrawInput[] = [];
const acceptedDates = new Set(heldDates);
for (const game of GAME_IDS) {
  const file = `${game}.csv`;
  const draws = check.draws.get(game);
  if (!draws || rejected.has(file)) continue;
  const conflicts = draws.flatMap((draw, i) => {
    const reason = findDrawNumberConflict(draw, (g, n) => heldNumbers.get(`${g}|${n}`));
    return reason ? [`${file}:${i + 2}: ${reason}`] : [];
  });
  if (conflicts.length > 0) {
    for (const line of conflicts.slice(0, 20)) console.log(`  error ${line}`);
    rejected.set(file, conflicts.length);
    continue;
  }
  say(`✓ ${file}: ${draws.length} draws valid`);
  accepted.push(...draws);
  for (const draw of draws) acceptedDates.add(`${draw.game}|${draw.drawDate}`);
}
for (const [file, bad] of rejected) console.log(`✗ ${file}: ${bad} bad row(s); nothing of this file is written`);
// Division rows of a draw file refused above have no draw to belong to.
const divisions: DivisionWrite[] = rejected.has("divisions.csv")
  ? []
  : check.divisions.filter((row) => acceptedDates.has(`${row.game}|${row.drawDate}`));
if (check.divisions.length > 0 && !rejected.has("divisions.csv")) say(`✓ divisions.csv: ${divisions.length} division rows valid`);

/** Multi-row upserts, each as large as fits in STATEMENT_BYTES (rendered by Drizzle, the Worker's own queries). */
function packStatements<T>(rows: readonly T[], render: (slice: readonly T[]) => string): string[] {
  const statements: string[] = [];
  let start = 0;
  while (start < rows.length) {
    // Grow the slice while the statement fits; rows are small, so the first guess is usually close.
    let size = Math.min(rows.length - start, 400);
    let text = render(rows.slice(start, start + size));
    while (text.length > STATEMENT_BYTES && size > 1) {
      size = Math.floor(size * 0.8);
      text = render(rows.slice(start, start + size));
    }
    if (text.length > STATEMENT_BYTES) throw new Error(`One row alone renders to ${text.length} bytes of SQL, over D1's statement limit`);
    statements.push(text);
    start += size;
  }
  return statements;
}

const db = getDb({} as D1Database);
const importedAt = new Date().toISOString();
const statements = [
  ...packStatements(accepted, (slice) => inlineSql(upsertDrawsQuery(db, slice).toSQL())),
  ...packStatements(divisions, (slice) => inlineSql(upsertDivisionsQuery(db, slice).toSQL())),
  // Each draw's source ("import"), recorded as every write path records it (draw-provenance.server.ts).
  ...packStatements(accepted, (slice) =>
    inlineSql(
      recordSourcesQuery(
        db,
        slice.map((draw) => ({ game: draw.game, drawDate: draw.drawDate, source: provenanceOf(draw.source) })),
        importedAt,
      ).toSQL(),
    ),
  ),
];

if (statements.length > 0) {
  const workDir = mkdtempSync(join(tmpdir(), "db-import-"));
  const perFile = target.remote ? FILE_STATEMENTS : statements.length;
  const files = Math.ceil(statements.length / perFile);
  say(
    `Writing ${thousands(accepted.length)} draws and ${thousands(divisions.length)} division rows in ${statements.length} statements${files > 1 ? `, ${files} files` : ""}… (${elapsed()})`,
  );
  try {
    for (let i = 0; i < statements.length; i += perFile) {
      const sqlFile = join(workDir, `import-${i / perFile + 1}.sql`);
      writeFileSync(sqlFile, statements.slice(i, i + perFile).join("\n"));
      d1ExecuteFile(target, sqlFile);
      if (files > 1) say(`  file ${i / perFile + 1} of ${files} written (${elapsed()})`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const after = d1Query<{ game: string; draws: number; divisions: number; first: string; last: string }>(
  target,
  "SELECT d.game AS game, COUNT(DISTINCT d.id) AS draws, COUNT(p.id) AS divisions, MIN(d.draw_date) AS first, MAX(d.draw_date) AS last FROM draws d LEFT JOIN prize_divisions p ON p.draw_id = d.id GROUP BY d.game ORDER BY d.game",
);
say("\nDraws per game (before → after), and prize-division rows:");
for (const row of after) {
  say(
    `  ${row.game.padEnd(16)} ${String(countsBefore.get(row.game) ?? 0).padStart(6)} → ${String(row.draws).padStart(6)}   divisions ${row.divisions}`,
  );
}
const totalDraws = after.reduce((sum, row) => sum + row.draws, 0);
const totalDivisions = after.reduce((sum, row) => sum + row.divisions, 0);
const importedDates = accepted.map((draw) => draw.drawDate).sort();
const span = importedDates.length > 0 ? ` (${importedDates[0]} → ${importedDates.at(-1)})` : "";
console.log(
  `${values.quiet ? "" : "\n"}Imported ${thousands(accepted.length)} draws and ${thousands(divisions.length)} prize divisions${span} from ${dir}/ in ${elapsed()}: ` +
    `${thousands(totalDraws - existing.length)} new; the database holds ${thousands(totalDraws)} draws and ${thousands(totalDivisions)} prize divisions.` +
    (rejected.size > 0 ? ` Rejected files: ${[...rejected.keys()].join(", ")}.` : ""),
);
process.exit(rejected.size > 0 ? 1 : 0);
