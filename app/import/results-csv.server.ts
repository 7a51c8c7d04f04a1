/**
 * Reads the results CSV format (docs/data-format.md) into validated draws and divisions. Pure: the CLI
 * import (scripts/db-import.ts) and its tests use it. A file with any bad row yields errors and no draws.
 */
import { GAMES, type GameId } from "~/rules/games";
import { checkDivisionRules, parseDraw, type DivisionInput, type DrawInput } from "~/input/draw-input.server";
import { isIsoDate } from "~/rules/schedule";
import { randAmountProblem } from "~/input/rand-amount";
import type { DivisionWrite } from "~/input/draw-input.server";
import { CsvSyntaxError, parseCsv } from "./csv";

export interface FileProblem {
  line: number;
  reason: string;
}

export interface DrawFileResult {
  draws: DrawInput[];
  errors: FileProblem[];
  warnings: FileProblem[];
}

const optionalNumber = (value: string | undefined) => (value === undefined || value === "" ? null : Number(value));

function optionalBoolean(value: string | undefined): boolean | null | "invalid" {
  if (value === undefined || value === "") return null;
  if (value === "true") return true;
  if (value === "false") return false;
  return "invalid";
}

/** The file's header and records, or the one problem that stops it being read as CSV at all. */
function readCsv(text: string): ReturnType<typeof parseCsv> | FileProblem {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { line: error.line, reason: error.message };
    throw error;
  }
}

function requireColumns(header: string[], columns: string[]): string | null {
  const missing = columns.filter((column) => !header.includes(column));
  return missing.length > 0 ? `missing column(s): ${missing.join(", ")}` : null;
}

/**
 * One per-game file: `lotto.csv`, `powerball.csv`, … A draw not drawn yet by `now` (the import's clock,
 * the real one unless a test sets it) is refused, as every write path refuses it.
 */
export function readDrawFile(game: GameId, text: string, now: Date = new Date()): DrawFileResult {
  const csv = readCsv(text);
  if ("reason" in csv) return { draws: [], errors: [csv], warnings: [] };
  const { header, records } = csv;
  const mainColumns = Array.from({ length: GAMES[game].family === "lotto" ? 6 : 5 }, (_, i) => `n${i + 1}`);
  const missing = requireColumns(header, ["draw_number", "draw_date", ...mainColumns, "bonus"]);
  if (missing) return { draws: [], errors: [{ line: 1, reason: missing }], warnings: [] };

  const result: DrawFileResult = { draws: [], errors: [], warnings: [] };
  const byDate = new Map<string, number>();
  const byNumber = new Map<number, number>();
  for (const record of records) {
    const problem = (reason: string) => result.errors.push({ line: record.line, reason });
    const v = record.values;
    const rollover = optionalBoolean(v.rollover);
    if (rollover === "invalid") {
      problem(`rollover must be true, false or empty; got "${v.rollover}"`);
      continue;
    }
    const parsed = parseDraw(
      {
        game,
        drawNumber: optionalNumber(v.draw_number),
        drawDate: v.draw_date,
        numbers: mainColumns.map((column) => optionalNumber(v[column])),
        bonus: optionalNumber(v.bonus),
        jackpot: optionalNumber(v.jackpot_rand),
        nextJackpot: optionalNumber(v.next_jackpot_rand),
        rollover,
        source: v.sources ? `csv:${v.sources}` : "csv",
      },
      { now },
    );
    if ("errors" in parsed) {
      parsed.errors.forEach(problem);
      continue;
    }
    const { draw, warnings } = parsed;
    warnings.forEach((reason) => result.warnings.push({ line: record.line, reason }));
    const dateLine = byDate.get(draw.drawDate);
    if (dateLine) problem(`${draw.drawDate} already appears on line ${dateLine}`);
    byDate.set(draw.drawDate, record.line);
    if (draw.drawNumber !== null) {
      const numberLine = byNumber.get(draw.drawNumber);
      if (numberLine) problem(`draw number ${draw.drawNumber} already appears on line ${numberLine}`);
      byNumber.set(draw.drawNumber, record.line);
    }
    result.draws.push(draw);
  }
  if (result.errors.length > 0) result.draws = [];
  return result;
}

export interface DivisionFileResult {
  divisions: DivisionWrite[];
  errors: FileProblem[];
}

/**
 * `divisions.csv`: game, draw_number, division, match, winners, payout_rand, draw_date. Each row must
 * belong to a draw we hold or are importing (`hasDraw`).
 */
export function readDivisionFile(text: string, hasDraw: (game: GameId, drawDate: string) => boolean): DivisionFileResult {
  const csv = readCsv(text);
  if ("reason" in csv) return { divisions: [], errors: [csv] };
  const { header, records } = csv;
  const missing = requireColumns(header, ["game", "division", "match", "winners", "payout_rand", "draw_date"]);
  if (missing) return { divisions: [], errors: [{ line: 1, reason: missing }] };

  const result: DivisionFileResult = { divisions: [], errors: [] };
  const groups = new Map<string, { game: GameId; drawDate: string; rows: (DivisionInput & { line: number })[] }>();
  for (const record of records) {
    const v = record.values;
    const problem = (reason: string) => result.errors.push({ line: record.line, reason });
    const game = v.game as GameId;
    if (!(game in GAMES)) {
      problem(`unknown game "${v.game}"`);
      continue;
    }
    if (!isIsoDate(v.draw_date ?? "")) {
      problem(`draw_date must be a real date as YYYY-MM-DD; got "${v.draw_date}"`);
      continue;
    }
    const division = Number(v.division);
    const winners = optionalNumber(v.winners);
    const payout = optionalNumber(v.payout_rand);
    if (!Number.isInteger(division) || division < 1) {
      problem(`division must be a whole number from 1; got "${v.division}"`);
      continue;
    }
    if (winners !== null && !(Number.isInteger(winners) && winners >= 0)) {
      problem(`winners must be a whole number of 0 or more; got "${v.winners}"`);
      continue;
    }
    const payoutProblem = payout === null ? null : randAmountProblem(payout);
    if (payoutProblem) {
      problem(`payout_rand ${payoutProblem}; got "${v.payout_rand}"`);
      continue;
    }
    if (!hasDraw(game, v.draw_date!)) {
      problem(`no ${game} draw on ${v.draw_date} in the database or in this import`);
      continue;
    }
    const key = `${game}|${v.draw_date}`;
    const group = groups.get(key) ?? { game, drawDate: v.draw_date!, rows: [] };
    group.rows.push({ division, match: v.match ?? "", winners, payout, line: record.line });
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    for (const reason of checkDivisionRules(group.game, group.drawDate, group.rows)) {
      result.errors.push({ line: group.rows[0]!.line, reason: `${group.game} ${group.drawDate}: ${reason}` });
    }
    for (const { line: _line, ...row } of group.rows) {
      result.divisions.push({ ...row, game: group.game, drawDate: group.drawDate });
    }
  }
  if (result.errors.length > 0) result.divisions = [];
  return result;
}
