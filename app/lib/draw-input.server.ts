/**
 * The shape every draw has before it touches D1, whatever brought it (CSV import, the official API, the
 * search source, the admin's manual entry), and its check against the rules of the draw's era.
 */
import { z } from "zod";
import { divisionCode, eraOn, GAME_IDS, GAMES, type GameId } from "./games";
import { isIsoDate, isScheduledDrawDate } from "./schedule";

const money = z.number().finite().nonnegative().nullable();
const ball = z.number().int().min(1).max(99);

export const divisionInputSchema = z.object({
  division: z.number().int().min(1).max(20),
  match: z.string().min(1).max(20),
  winners: z.number().int().nonnegative().nullable(),
  payout: money,
});

export const drawInputSchema = z.object({
  game: z.enum(GAME_IDS),
  drawNumber: z.number().int().positive().nullable(),
  drawDate: z.string().refine(isIsoDate, "must be a real date as YYYY-MM-DD"),
  /** Main balls in any order; stored sorted. */
  numbers: z.array(ball).min(1).max(10),
  /** Main balls in drawn order, when the source gives it. */
  drawnOrder: z.array(ball).nullable().default(null),
  bonus: ball.nullable(),
  jackpot: money.default(null),
  nextJackpot: money.default(null),
  rollover: z.boolean().nullable().default(null),
  rolloverAmount: money.default(null),
  prizePool: money.default(null),
  sales: money.default(null),
  source: z.string().min(1).max(60),
  divisions: z.array(divisionInputSchema).default([]),
});

export type DrawInput = z.infer<typeof drawInputSchema>;
export type DivisionInput = z.infer<typeof divisionInputSchema>;

export interface RuleCheck {
  /** Hard rule broken: the draw must not be stored. */
  errors: string[];
  /** Soft rule (the weekday): stored, but reported. */
  warnings: string[];
}

/** Checks a draw against the rules of its era: ball count, ranges, no repeats, bonus rules, divisions. */
export function checkDrawRules(draw: DrawInput): RuleCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const game = GAMES[draw.game];
  const era = eraOn(draw.game, draw.drawDate);
  if (!era) {
    return { errors: [`${game.name} has no draws on ${draw.drawDate} (before the game started)`], warnings };
  }
  const range = `1-${era.mainMax}`;
  if (draw.numbers.length !== era.mainCount) {
    errors.push(`${game.name} draws ${era.mainCount} main numbers, got ${draw.numbers.length}`);
  }
  const outOfRange = draw.numbers.filter((n) => n > era.mainMax);
  if (outOfRange.length > 0) {
    errors.push(`main numbers must be ${range} on ${draw.drawDate}; got ${outOfRange.join(", ")}`);
  }
  if (new Set(draw.numbers).size !== draw.numbers.length) errors.push("a main number appears twice");
  if (draw.drawnOrder && [...draw.drawnOrder].sort((a, b) => a - b).join() !== sortBalls(draw.numbers).join()) {
    errors.push("drawn order does not hold the same balls as the numbers");
  }

  const bonusName = game.family === "powerball" ? "PowerBall" : "bonus ball";
  if (era.bonusMax === null) {
    if (draw.bonus !== null) errors.push(`${game.name} has no bonus ball`);
  } else if (draw.bonus === null) {
    errors.push(`the ${bonusName} is missing`);
  } else {
    if (draw.bonus > era.bonusMax) errors.push(`the ${bonusName} must be 1-${era.bonusMax} on ${draw.drawDate}; got ${draw.bonus}`);
    if (era.bonusFromMainDrum && draw.numbers.includes(draw.bonus)) {
      errors.push(`the bonus ball ${draw.bonus} is also a main number`);
    }
  }

  errors.push(...checkDivisionRules(draw.game, draw.drawDate, draw.divisions));

  if (!isScheduledDrawDate(draw.game, draw.drawDate)) {
    warnings.push(`${draw.drawDate} is not a usual ${game.name} draw day (kept: draws move around holidays)`);
  }
  return { errors, warnings };
}

/** Division numbers and match codes must be those of the era (when our records know the era's table). */
export function checkDivisionRules(game: GameId, drawDate: string, divisions: readonly DivisionInput[]): string[] {
  const errors: string[] = [];
  const era = eraOn(game, drawDate);
  if (!era) return [`${GAMES[game].name} has no draws on ${drawDate}`];
  const seen = new Set<number>();
  for (const division of divisions) {
    if (seen.has(division.division)) errors.push(`division ${division.division} appears twice`);
    seen.add(division.division);
    if (!era.divisions) continue;
    const rule = era.divisions.find((d) => d.division === division.division);
    if (!rule) {
      errors.push(`${GAMES[game].name} had ${era.divisions.length} divisions on ${drawDate}; got division ${division.division}`);
    } else if (divisionCode(game, rule) !== division.match) {
      errors.push(`division ${division.division} is "${divisionCode(game, rule)}" on ${drawDate}; got "${division.match}"`);
    }
  }
  return errors;
}

export function sortBalls(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

/** Parses unknown input into a draw; errors are one line each, fit to show a person. */
export function parseDraw(input: unknown): { draw: DrawInput; warnings: string[] } | { errors: string[] } {
  const parsed = drawInputSchema.safeParse(input);
  if (!parsed.success) {
    return { errors: parsed.error.issues.map((issue) => `${issue.path.join(".") || "draw"}: ${issue.message}`) };
  }
  const draw = { ...parsed.data, numbers: sortBalls(parsed.data.numbers) };
  const check = checkDrawRules(draw);
  return check.errors.length > 0 ? { errors: check.errors } : { draw, warnings: check.warnings };
}

export function isGameIdValue(value: unknown): value is GameId {
  return typeof value === "string" && (GAME_IDS as readonly string[]).includes(value);
}
