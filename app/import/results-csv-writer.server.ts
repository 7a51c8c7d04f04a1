/**
 * Writes the results CSV format (docs/data-format.md): the per-game files and the divisions file, one
 * line at a time, so that a caller can stream a whole history without holding it. It lives beside the
 * reader (results-csv.server.ts) because the two are one format: the downloads (/data/{game}.csv) write
 * with it, `npm run db:import` reads with the reader, and tests/workers/downloads.test.ts proves that what
 * one writes the other reads back into the same rows. Nothing else in app/ or scripts/ writes this format
 * (scripts/bench/synthetic-data.ts writes invented rows for the benchmark only).
 */
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import { GAMES, type GameId } from "~/rules/games";

/** The columns of a draw the per-game file carries. */
export type CsvDraw = Pick<DrawRow, "drawNumber" | "drawDate" | "numbers" | "bonus" | "jackpot" | "nextJackpot" | "rollover" | "source">;
export type CsvDivision = Pick<PrizeDivisionRow, "division" | "match" | "winners" | "payout">;

/** `n1` … `n6` for the Lotto family, `n1` … `n5` for the others. */
function mainColumns(game: GameId): string[] {
  return Array.from({ length: GAMES[game].family === "lotto" ? 6 : 5 }, (_, i) => `n${i + 1}`);
}

/** The header line of `{game}.csv`, with its line break. */
export function drawFileHeader(game: GameId): string {
  return `${["draw_number", "draw_date", ...mainColumns(game), "bonus", "jackpot_rand", "next_jackpot_rand", "rollover", "sources"].join(",")}\n`;
}

export const DIVISION_FILE_HEADER = "game,draw_number,division,match,winners,payout_rand,draw_date\n";

/**
 * The provenance codes of a stored `source`, as the `sources` column carries them: "csv:J|G" → J|G (the
 * import stores them back as "csv:J|G"), a plain "csv" (imported without codes) → none, and a live
 * source ("official", "search", "manual") → its name, which a re-import keeps as "csv:official": the row
 * then says both where it came from and that it came back through a file.
 */
export function sourceCodesOf(source: string): string[] {
  if (source === "csv") return [];
  if (source.startsWith("csv:")) return source.slice(4).split("|").filter(Boolean);
  return [source];
}

/**
 * One field (RFC 4180). Empty for unknown (null), as the reader takes it. Numbers as JavaScript prints
 * them, which the reader's Number() reads back to the same value. Text is quoted only when it holds a
 * comma, a quote or a line break (the reader, csv-parse, reads a quoted line break back; no stored code or
 * match holds one today), with its quotes doubled.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const line = (values: (string | number | boolean | null)[]) => `${values.map(csvField).join(",")}\n`;

/**
 * One draw of `{game}.csv`, with its line break. The balls go out sorted, as stored: the format's main
 * columns are "in any order" and a reader cannot tell drawn order from sorted, so the JSON download
 * carries the drawn order instead.
 */
export function drawFileLine(game: GameId, draw: CsvDraw): string {
  const balls = mainColumns(game).map((_, i) => draw.numbers[i] ?? null);
  return line([
    draw.drawNumber,
    draw.drawDate,
    ...balls,
    draw.bonus,
    draw.jackpot,
    draw.nextJackpot,
    draw.rollover,
    sourceCodesOf(draw.source).join("|"),
  ]);
}

/** One prize division of `divisions.csv`, keyed by game and draw date as the import keys it, with its line break. */
export function divisionFileLine(game: GameId, draw: Pick<DrawRow, "drawNumber" | "drawDate">, division: CsvDivision): string {
  return line([game, draw.drawNumber, division.division, division.match, division.winners, division.payout, draw.drawDate]);
}
