/**
 * A results folder (data/, or one brought in by `npm run data:sync`) read and checked with the import's
 * own rules (app/import/results-csv.server.ts), and its coverage summarised for data/README.md.
 * One reader for the sync script, the start script and the tests, so they can never disagree.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readDivisionFile, readDrawFile, type FileProblem } from "../../app/import/results-csv.server";
import type { DrawInput } from "../../app/input/draw-input.server";
import { GAME_IDS, GAMES, type GameId } from "../../app/rules/games";
import type { DivisionWrite } from "../../app/input/draw-input.server";

export const DIVISIONS_FILE = "divisions.csv";
export const RESULT_FILES: readonly string[] = [...GAME_IDS.map((game) => `${game}.csv`), DIVISIONS_FILE];

export interface FolderCheck {
  draws: Map<GameId, DrawInput[]>;
  divisions: DivisionWrite[];
  /** Per file: hard errors (the import would refuse the file) and warnings (kept, reported). */
  errors: { file: string; problems: FileProblem[] }[];
  warnings: { file: string; problems: FileProblem[] }[];
  /** Result files that are not in the folder. */
  missing: string[];
}

/**
 * Reads every result file of a folder with the import's checks. Division rows must belong to a draw of
 * the folder or, for the import, to one the database already holds (`alsoHeld`).
 */
export function checkFolder(dir: string, alsoHeld: (game: GameId, drawDate: string) => boolean = () => false): FolderCheck {
  const check: FolderCheck = { draws: new Map(), divisions: [], errors: [], warnings: [], missing: [] };
  const held = new Set<string>();
  for (const game of GAME_IDS) {
    const file = `${game}.csv`;
    if (!existsSync(join(dir, file))) {
      check.missing.push(file);
      continue;
    }
    const result = readDrawFile(game, readFileSync(join(dir, file), "utf8"));
    if (result.errors.length > 0) check.errors.push({ file, problems: result.errors });
    if (result.warnings.length > 0) check.warnings.push({ file, problems: result.warnings });
    check.draws.set(game, result.draws);
    for (const draw of result.draws) held.add(`${game}|${draw.drawDate}`);
  }
  if (existsSync(join(dir, DIVISIONS_FILE))) {
    const result = readDivisionFile(
      readFileSync(join(dir, DIVISIONS_FILE), "utf8"),
      (game, date) => held.has(`${game}|${date}`) || alsoHeld(game, date),
    );
    if (result.errors.length > 0) check.errors.push({ file: DIVISIONS_FILE, problems: result.errors });
    check.divisions = result.divisions;
  } else {
    check.missing.push(DIVISIONS_FILE);
  }
  return check;
}

export interface GameCoverage {
  game: GameId;
  draws: number;
  first: string | null;
  last: string | null;
  withDrawNumber: number;
  withJackpot: number;
  withNextJackpot: number;
  withRollover: number;
  withDivisions: number;
  divisionRows: number;
}

export function coverage(check: FolderCheck): GameCoverage[] {
  return GAME_IDS.map((game) => {
    const draws = [...(check.draws.get(game) ?? [])].sort((a, b) => a.drawDate.localeCompare(b.drawDate));
    const rows = check.divisions.filter((d) => d.game === game);
    const count = (test: (draw: DrawInput) => boolean) => draws.filter(test).length;
    return {
      game,
      draws: draws.length,
      first: draws[0]?.drawDate ?? null,
      last: draws[draws.length - 1]?.drawDate ?? null,
      withDrawNumber: count((d) => d.drawNumber !== null),
      withJackpot: count((d) => d.jackpot !== null),
      withNextJackpot: count((d) => d.nextJackpot !== null),
      withRollover: count((d) => d.rollover !== null),
      withDivisions: new Set(rows.map((d) => d.drawDate)).size,
      divisionRows: rows.length,
    };
  });
}

const thousands = (n: number) => n.toLocaleString("en-US");

/** The counts table of data/README.md, between its markers. */
export function coverageTable(rows: GameCoverage[]): string {
  const lines = [
    "| game | draws | first draw | last draw | with draw number | with jackpot | with next jackpot | with rollover | with divisions (rows) |",
    "|---|---:|---|---|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${GAMES[r.game].name} (\`${r.game}.csv\`) | ${thousands(r.draws)} | ${r.first ?? "–"} | ${r.last ?? "–"} | ${thousands(r.withDrawNumber)} | ${thousands(r.withJackpot)} | ${thousands(r.withNextJackpot)} | ${thousands(r.withRollover)} | ${thousands(r.withDivisions)} (${thousands(r.divisionRows)}) |`,
    ),
  ];
  const total = rows.reduce((sum, r) => sum + r.draws, 0);
  const divisions = rows.reduce((sum, r) => sum + r.divisionRows, 0);
  lines.push("", `In all: ${thousands(total)} draws and ${thousands(divisions)} prize-division rows.`);
  return lines.join("\n");
}

export const COUNTS_START = "<!-- coverage:start (written by npm run data:sync; do not edit by hand) -->";
export const COUNTS_END = "<!-- coverage:end -->";

/** The README with its counts block replaced; throws when the markers are missing. */
export function withCoverage(readme: string, table: string): string {
  const start = readme.indexOf(COUNTS_START);
  const end = readme.indexOf(COUNTS_END);
  if (start < 0 || end < start) throw new Error(`data/README.md lacks the markers ${COUNTS_START} … ${COUNTS_END}`);
  return `${readme.slice(0, start + COUNTS_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** "file:line: reason" lines, at most `limit` per file. */
export function problemLines(list: { file: string; problems: FileProblem[] }[], limit = 20): string[] {
  return list.flatMap(({ file, problems }) => [
    ...problems.slice(0, limit).map((p) => `${file}:${p.line}: ${p.reason}`),
    ...(problems.length > limit ? [`${file}: … and ${problems.length - limit} more`] : []),
  ]);
}
