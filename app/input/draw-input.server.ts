/**
 * The shape every draw has before it touches D1, whatever brought it (CSV import, the official API, the
 * search source, the admin's manual entry), and its check against the rules of the draw's era.
 */
import { z } from "zod";
import { divisionCode, eraOn, GAME_IDS, GAMES, hasPowerBall, matchCodeLabel, type Era, type Family, type GameId } from "../rules/games";
import { isDrawnBy, isIsoDate, isScheduledDrawDate, saDate, saTime } from "../rules/schedule";
import { MAX_RAND, MAX_RAND_TEXT } from "./rand-amount";

/** Rand, within the one bound every write path shares (rand-amount.ts). */
const money = z.number().finite().nonnegative("must not be negative").max(MAX_RAND, MAX_RAND_TEXT).nullable();
const ball = z.number().int().min(1).max(99);

const divisionInputSchema = z.object({
  division: z.number().int().min(1).max(20),
  match: z.string().min(1).max(20),
  winners: z.number().int().nonnegative().nullable(),
  payout: money,
});

const drawInputSchema = z.object({
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
  /** The drawing machine ("RNG2"), where a source names it. */
  drawMachine: z.string().trim().min(1).max(40).nullable().default(null),
  source: z.string().min(1).max(60),
  divisions: z.array(divisionInputSchema).default([]),
});

export type DrawInput = z.infer<typeof drawInputSchema>;
export type DivisionInput = z.infer<typeof divisionInputSchema>;

interface RuleCheck {
  /** Hard rule broken: the draw must not be stored. */
  errors: string[];
  /** Soft rule (the weekday; a prize table of its own, as sent): stored, but reported. */
  warnings: string[];
}

export interface RuleOptions {
  /**
   * A prize table that differs from the era's (another count of divisions, other codes at a position):
   * - "era" (default): an error. Our own records (CSV import, manual entry) follow the era's table, so
   *   a difference there is a slip.
   * - "as-sent": a results source's table is the truth of that draw (a Plus pool may pay a table of its
   *   own): stored as sent, with a warning.
   * Broken divisions (a number twice, a code that is no prize of the game) are errors either way.
   */
  divisionTable?: "era" | "as-sent";
  /**
   * The run's clock (tests fix it): a draw whose draw time has not passed by then, a date after today in
   * SA or today before the draw, is refused. Required, so no write path can forget it.
   */
  now: Date;
}

/** Checks a draw against the rules of its era: ball count, ranges, no repeats, bonus rules, divisions. */
function checkDrawRules(draw: DrawInput, options: RuleOptions): RuleCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const game = GAMES[draw.game];
  const era = eraOn(draw.game, draw.drawDate);
  if (!era) {
    return { errors: [`${game.name} has no draws on ${draw.drawDate} (before the game started)`], warnings };
  }
  const notDrawn = notDrawnYet(draw, era, options.now);
  if (notDrawn) return { errors: [notDrawn], warnings };
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

  const bonusName = hasPowerBall(draw.game) ? "PowerBall" : "bonus ball";
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

  const divisions = checkDivisionTable(draw.game, draw.drawDate, draw.divisions);
  errors.push(...divisions.errors);
  if (options.divisionTable === "as-sent") {
    // A shorter table counts too: the source's table is the whole of what the draw paid.
    if (divisions.differences.length > 0 || (draw.divisions.length > 0 && divisions.missing.length > 0)) {
      warnings.push(`${describeTableDifference(draw.game, era, draw.divisions)}; stored as the source sent it`);
    }
  } else {
    errors.push(...divisions.differences);
  }

  if (!isScheduledDrawDate(draw.game, draw.drawDate)) {
    warnings.push(`${draw.drawDate} is not a usual ${game.name} draw day (kept: draws move around holidays)`);
  }
  return { errors, warnings };
}

/**
 * Why a draw cannot have a result yet by `now`, or null. Worded with the field first ("drawDate: …"), as
 * zod's messages are, so the admin's form shows it beside the date.
 */
function notDrawnYet(draw: Pick<DrawInput, "game" | "drawDate">, era: Era, now: Date): string | null {
  if (isDrawnBy(draw.game, draw.drawDate, now)) return null;
  const today = saDate(now);
  if (draw.drawDate > today) {
    return `drawDate: ${draw.drawDate} is after today in South Africa (${today}); a draw is stored only once it has been drawn`;
  }
  return `drawDate: ${GAMES[draw.game].name} draws at ${era.drawTime} SAST and it is ${saTime(now)}; today's draw is stored only once it has been drawn`;
}

/**
 * The match codes a prize division of each family can carry, whatever the era's table: a code outside
 * these is broken input ("7" in Lotto, "3+bonus" in PowerBall). Plain "2" is here for Lotto (a Plus pool
 * may pay Match 2) and PowerBall alike.
 */
const MATCH_CODES: Record<Family, readonly string[]> = {
  lotto: ["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "3", "2+bonus", "2"],
  powerball: ["5+powerball", "5", "4+powerball", "4", "3+powerball", "3", "2+powerball", "2", "1+powerball", "0+powerball"],
  "daily-lotto": ["5", "4", "3", "2"],
};

function isMatchCodeOf(game: GameId, code: string): boolean {
  return MATCH_CODES[GAMES[game].family].includes(code);
}

interface DivisionTableCheck {
  /** Broken input: a division number twice, a code that is no prize of the game. */
  errors: string[];
  /** Where the divisions differ from the era's table, one line each (none when our records lack the table). */
  differences: string[];
  /** Divisions of the era's table that are not given (our records may hold only some). */
  missing: number[];
}

/** Checks divisions for broken input, and lists where they differ from the table of the era. */
function checkDivisionTable(game: GameId, drawDate: string, divisions: readonly DivisionInput[]): DivisionTableCheck {
  const errors: string[] = [];
  const differences: string[] = [];
  const era = eraOn(game, drawDate);
  if (!era) return { errors: [`${GAMES[game].name} has no draws on ${drawDate}`], differences, missing: [] };
  const seen = new Set<number>();
  for (const division of divisions) {
    if (seen.has(division.division)) errors.push(`division ${division.division} appears twice`);
    seen.add(division.division);
    if (!isMatchCodeOf(game, division.match)) {
      errors.push(
        `division ${division.division}: "${division.match}" is not a ${GAMES[game].name} prize (codes: ${MATCH_CODES[GAMES[game].family].join(", ")})`,
      );
      continue;
    }
    if (!era.divisions) continue;
    const rule = era.divisions.find((d) => d.division === division.division);
    if (!rule) {
      differences.push(`${GAMES[game].name} had ${era.divisions.length} divisions on ${drawDate}; got division ${division.division}`);
    } else if (divisionCode(game, rule) !== division.match) {
      differences.push(`division ${division.division} is "${divisionCode(game, rule)}" on ${drawDate}; got "${division.match}"`);
    }
  }
  const missing = (era.divisions ?? []).map((rule) => rule.division).filter((division) => !seen.has(division));
  return { errors, differences, missing };
}

/** Division numbers and match codes must be those of the era (when our records know the era's table). */
export function checkDivisionRules(game: GameId, drawDate: string, divisions: readonly DivisionInput[]): string[] {
  const { errors, differences } = checkDivisionTable(game, drawDate, divisions);
  return [...errors, ...differences];
}

/** The game whose era table a game's divisions are checked against, by name: "Lotto" for LOTTO 5 MAX too. */
export function prizeTableOwner(game: GameId): string {
  return GAMES[GAMES[game].addOnTo ?? game].name;
}

/** How many positions a difference lists before "…": enough to recognise the table, short enough to read. */
const LISTED_DIFFERENCES = 3;

/**
 * One line on a table that differs from the era's, for the run details: "prize table differs from
 * Lotto's (8 levels, Match 3 at level 7, Match 2 at level 8)". A Plus pool is compared with its main
 * game's table, which is the era's.
 */
function describeTableDifference(game: GameId, era: Era, divisions: readonly DivisionInput[]): string {
  const table = era.divisions ?? [];
  const count = divisions.length === table.length ? `${divisions.length} levels` : `${divisions.length} levels, not ${table.length}`;
  const differing = [...divisions]
    .sort((a, b) => a.division - b.division)
    .filter((division) => {
      const rule = table.find((d) => d.division === division.division);
      return !rule || divisionCode(game, rule) !== division.match;
    })
    .map((division) => `${matchCodeLabel(division.match)} at level ${division.division}`);
  const listed = differing.length > LISTED_DIFFERENCES ? [...differing.slice(0, LISTED_DIFFERENCES), "…"] : differing;
  return `prize table differs from ${prizeTableOwner(game)}'s (${[count, ...listed].join(", ")})`;
}

function sortBalls(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

/** Parses unknown input into a draw; errors are one line each, fit to show a person. */
export function parseDraw(input: unknown, options: RuleOptions): { draw: DrawInput; warnings: string[] } | { errors: string[] } {
  const parsed = drawInputSchema.safeParse(input);
  if (!parsed.success) {
    return { errors: parsed.error.issues.map((issue) => `${issue.path.join(".") || "draw"}: ${issue.message}`) };
  }
  const draw = { ...parsed.data, numbers: sortBalls(parsed.data.numbers) };
  const check = checkDrawRules(draw, options);
  return check.errors.length > 0 ? { errors: check.errors } : { draw, warnings: check.warnings };
}

/** A division with its draw's key, as written: divisions find their draw by (game, draw_date). */
export interface DivisionWrite extends DivisionInput {
  game: string;
  drawDate: string;
}
