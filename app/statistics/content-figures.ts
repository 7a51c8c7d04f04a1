/**
 * Figures the articles state about the jackpot history and the spread of the balls, computed from the
 * draws we hold (never typed in): how many rollovers came before a jackpot was won, what Daily Lotto's
 * Match 4 paid on nights its jackpot was not won (the roll-down), and whether the current era's ball
 * counts spread as chance would. The content tokens (record-tokens.ts) turn them into text. Pure.
 */
import { isGap, jackpotWon, type HistoryDraw } from "./records";

export interface RolloverRuns {
  /** Jackpots won whose run since the previous win we can follow draw by draw in our records. */
  wins: number;
  /** The median number of rollovers before those wins. */
  median: number;
  /** Won at the first draw of a fresh jackpot (no rollover before it). */
  firstDraw: number;
  /** Won after LONG_RUN rollovers or more. */
  long: number;
}

/** A run this long is "a long run" in the token's text. */
export const LONG_RUN = 10;

/**
 * For each won jackpot, the rollovers since the previous won jackpot. A run is followed only when every
 * draw between the two wins is held with its outcome and no gap in our records lies between them: a run
 * we cannot see whole is left out rather than counted short.
 */
export function rolloverRuns(oldestFirst: readonly HistoryDraw[]): RolloverRuns | null {
  const lengths: number[] = [];
  let run: number | null = null; // rollovers since the last win; null until a win is seen, or after an unknown
  for (const [index, draw] of oldestFirst.entries()) {
    const previous = oldestFirst[index - 1];
    if (previous && isGap(previous.date, draw.date)) run = null;
    if (jackpotWon(draw)) {
      if (run !== null) lengths.push(run);
      run = 0;
    } else if (draw.rollover === true) {
      if (run !== null) run++;
    } else {
      run = null;
    }
  }
  if (!lengths.length) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return {
    wins: sorted.length,
    median: sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2,
    firstDraw: sorted.filter((n) => n === 0).length,
    long: sorted.filter((n) => n >= LONG_RUN).length,
  };
}

/** What one winner of a Daily Lotto division (Match 4, 3 or 2) was paid in a draw, for the roll-down figures. */
export interface DivisionPayout {
  date: string;
  /** The match code: "4", "3" or "2". */
  match: string;
  payout: number | null;
}

/** A division's median payout per winner on the nights the jackpot was not won, and on the nights it was. */
interface PayoutMedians {
  match: string;
  medianUnwon: number;
  medianWon: number;
}

export interface RollDown {
  /** Draws held with both division 1's winners and Match 4's payout. */
  draws: number;
  /** Of those, the draws whose jackpot nobody won. */
  unwon: number;
  /** The median Match 4 payout per winner when the jackpot was not won, and when it was. */
  medianUnwon: number;
  medianWon: number;
  /** The same for the divisions below Match 4 (Match 3, Match 2), where held on nights of both kinds. */
  lower: PayoutMedians[];
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 100) / 100;
};

function medians(winners: ReadonlyMap<string, number | null>, payouts: readonly DivisionPayout[], match: string): PayoutMedians | null {
  const unwon: number[] = [];
  const won: number[] = [];
  for (const { date, payout, match: m } of payouts) {
    const jackpotWinners = winners.get(date);
    if (m !== match || payout === null || jackpotWinners === null || jackpotWinners === undefined) continue;
    (jackpotWinners === 0 ? unwon : won).push(payout);
  }
  if (!unwon.length || !won.length) return null;
  return { match, medianUnwon: medianOf(unwon), medianWon: medianOf(won) };
}

/**
 * Daily Lotto's jackpot does not roll over: on a night nobody matches five, its pool goes to the Match 4
 * winners. What Match 4 paid on those nights against the nights the jackpot was won shows it, and what Match
 * 3 and Match 2 paid shows that the pool went no lower.
 */
export function rollDown(oldestFirst: readonly HistoryDraw[], payouts: readonly DivisionPayout[]): RollDown | null {
  const winners = new Map(oldestFirst.map((draw) => [draw.date, draw.jackpotWinners]));
  const match4 = payouts.filter((p) => p.match === "4");
  const counted = match4.filter((p) => p.payout !== null && winners.get(p.date) !== null && winners.get(p.date) !== undefined);
  const four = medians(winners, match4, "4");
  if (!four) return null;
  const lower = ["3", "2"].flatMap((match) => medians(winners, payouts, match) ?? []);
  return {
    draws: counted.length,
    unwon: counted.filter((p) => winners.get(p.date) === 0).length,
    medianUnwon: four.medianUnwon,
    medianWon: four.medianWon,
    lower,
  };
}

/** A count and every ball drawn that many times, in ball order. */
export interface BallCount {
  balls: number[];
  count: number;
}

export interface BallSpread {
  draws: number;
  balls: number;
  /** What each ball is expected to be drawn over `draws` draws. */
  expected: number;
  /** The most and the least drawn count, with every ball that has it (ties named, never one picked). */
  most: BallCount;
  least: BallCount;
  /**
   * The chi-square figure of the counts against the expectation, and the figure chance exceeds one time in
   * twenty. The balls of one draw are drawn without replacement, so each count varies by D·p·(1 − p) rather
   * than D·p, and two counts pull slightly against each other; scaled for both, the figure follows
   * chi-square with (balls − 1) degrees of freedom, as Pearson's does for independent tries.
   */
  chiSquare: number;
  critical: number;
}

/** Below this expectation per ball the chi-square test is not reliable: the token says there are too few draws yet. */
export const MIN_EXPECTED = 5;

/**
 * The 95th percentile of chi-square with `df` degrees of freedom (Wilson and Hilferty's approximation,
 * within 0.1 of the tables for df above 30, which is every drum of ours).
 */
export function chiSquareCritical95(df: number): number {
  const z = 1.6449;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** How the main balls of some draws spread over a drum of `balls` with `perDraw` drawn each time. */
export function ballSpread(mainBalls: readonly (readonly number[])[], balls: number, perDraw: number): BallSpread | null {
  if (!mainBalls.length) return null;
  const counts = Array.from({ length: balls }, () => 0);
  for (const numbers of mainBalls) for (const ball of numbers) if (ball >= 1 && ball <= balls) counts[ball - 1]!++;
  const expected = (mainBalls.length * perDraw) / balls;
  const withCount = (count: number): BallCount => ({ balls: counts.flatMap((c, i) => (c === count ? [i + 1] : [])), count });
  const most = withCount(Math.max(...counts));
  const least = withCount(Math.min(...counts));
  const p = perDraw / balls;
  const squares = counts.reduce((sum, count) => sum + (count - expected) ** 2, 0);
  const chiSquare = (squares * (balls - 1)) / (balls * mainBalls.length * p * (1 - p));
  return { draws: mainBalls.length, balls, expected, most, least, chiSquare, critical: chiSquareCritical95(balls - 1) };
}
