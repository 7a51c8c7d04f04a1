/**
 * Every field of ResultsZA's answers that we read, and what it becomes in our terms (sources.md 2c, and
 * its public API documentation at resultsza.co.za/api_docs and SDK: docs/ingest.md). As for the
 * official API (official-fields.server.ts, whose helpers build these shapes), only what a draw needs is
 * required (`date`, `winning_numbers`); any other field of an unexpected type is read as absent and
 * named in the run's warnings, never a reason to refuse the answer. Money is in RAND, not cents.
 */
import { z } from "zod";
import { isIsoDate } from "~/rules/schedule";
import type { GameId } from "~/rules/games";
import { field, requiredField, shapeOf } from "./official-fields.server";
import { ball, wholeNumber } from "./official-payloads.server";

/** ResultsZA's name of each of our games: its endpoint is `/api/get_<name>_results`. */
export const RESULTSZA_GAMES: Record<GameId, string> = {
  lotto: "lotto",
  "lotto-plus-1": "lotto_plus_1",
  "lotto-plus-2": "lotto_5_max",
  powerball: "sa_powerball",
  "powerball-plus": "powerball_xtra",
  "daily-lotto": "daily_lotto",
};

/**
 * Every name ResultsZA gives a game (endpoint names, the keys of `results` such as `powerball_results`,
 * `game_type` such as "Lotto 5 Max", a webhook's `game`), reduced to one slug: lower case, words joined
 * by "_", without "sa_" or "_results". The pre-June-2026 names of the Plus games are theirs too.
 */
const SLUGS: Record<string, GameId> = {
  lotto: "lotto",
  lotto_plus_1: "lotto-plus-1",
  lotto_5_max: "lotto-plus-2",
  lotto_plus_2: "lotto-plus-2",
  powerball: "powerball",
  powerball_xtra: "powerball-plus",
  powerball_plus: "powerball-plus",
  daily_lotto: "daily-lotto",
};

export function gameOfResultszaName(name: string): GameId | null {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .replace(/^sa_/, "")
    .replace(/_results$/, "");
  return SLUGS[slug] ?? null;
}

/**
 * Rand as a JSON number or a numeric string, kept to the cent. Its sign and size are not judged here but
 * by the draw rules (app/input/rand-amount.ts), so a negative or absurd amount refuses the draw instead
 * of being read as absent.
 */
const rand = z
  .preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z.number({ invalid_type_error: "must be an amount in rand" }).finite(),
  )
  .transform((value) => Math.round(value * 100) / 100);

/**
 * "2026-06-02T21:00:00Z": the draw's SOUTH AFRICAN date, whatever zone it claims. ResultsZA puts a `Z`
 * on the 21:00 SAST draw time (sources.md 2c), so converting it would be wrong: the date part is taken.
 */
const saDateOfResultsza = z
  .string()
  .transform((value) => value.trim().slice(0, 10))
  .refine(isIsoDate, "must start with a date as YYYY-MM-DD");

/** One prize division: `{division: "DIV 1", match: "MATCH 5", winners, winning_amount}` (rand per winner). */
export const DIVISION_FIELDS = {
  division: requiredField(
    z
      .union([wholeNumber, z.string().regex(/^\s*DIV(?:ISION)?\s*\d+\s*$/i, 'must be "DIV n"')])
      .transform((value) => (typeof value === "number" ? value : Number(/\d+/.exec(value)![0]))),
    "division (the number of DIV n)",
  ),
  match: field(z.string(), 'match: the label ("MATCH 5 + BONUS") → our code; without one, our era\'s table by position', "verified"),
  winners: field(wholeNumber, "winners", "verified"),
  winning_amount: field(rand, "payout (rand per winner)", "verified"),
};

/** One game's draw: an entry of `results`, or a webhook's `data`. */
export const DRAW_FIELDS = {
  date: requiredField(saDateOfResultsza, "drawDate: the date part, read as the SA date (the spurious Z is not converted)"),
  winning_numbers: requiredField(z.array(ball).min(1).max(10), "numbers (the main balls)"),
  bonus_ball: field(ball, "bonus (the Lotto games' bonus ball; null for Daily Lotto)", "verified"),
  powerball: field(ball, "bonus (the PowerBall games' PowerBall)", "verified"),
  draw_id: field(wholeNumber.pipe(z.number().positive()), "drawNumber", "verified"),
  draw_number: field(wholeNumber.pipe(z.number().positive()), "drawNumber (the webhook's name for draw_id)", "seen once"),
  draw_machine: field(z.string(), 'drawMachine ("RNG2")', "verified"),
  next_jackpot: field(rand, "nextJackpot (rand)", "verified"),
  rollover_amount: field(rand, "rolloverAmount (rand)", "verified"),
  total_sales: field(rand, "sales (rand)", "verified"),
  total_pool_size: field(rand, "prizePool (rand)", "verified"),
  next_draw_date: field(z.string(), "not stored: the run details' nextDrawTime (its clock read as SA time)", "verified"),
  game_type: field(z.string(), 'which game the entry is ("Lotto 5 Max"), where its key does not say', "verified"),
  divisions: field(z.array(z.unknown()), "divisions (each read by DIVISION_FIELDS; all zeros: not published yet)", "verified"),
};

export const drawSchema = z.object(shapeOf(DRAW_FIELDS));
export type ResultszaDraw = z.infer<typeof drawSchema>;
export const divisionSchema = z.object(shapeOf(DIVISION_FIELDS));

/** A results answer: `{status: "success", results: {...}}`; an error: `{status: "error", message}`. */
export const answerSchema = z.object({
  status: z.string(),
  message: z.string().nullish().catch(undefined),
  results: z.unknown().optional(),
});

/** A webhook delivery's envelope (the SDK's `parse_event`): `result.published`, or `result.test` from the portal. */
export const webhookSchema = z.object({
  event: z.string().min(1),
  game: z.string().nullish().catch(undefined),
  country: z.string().nullish().catch(undefined),
  dispatched_at: z.string().nullish().catch(undefined),
  data: z.unknown(),
});
