/**
 * Jackpot history and records of a game, computed from every draw we hold (never typed in): the
 * statistics pages, the API and the content tokens (record-tokens.ts) read these same figures. Pure.
 */

/** One draw of the game's whole history, oldest first, as the records read it. */
export interface HistoryDraw {
  date: string;
  drawNumber: number | null;
  /** The jackpot figure our sources give for the draw (see data/README.md: its meaning varies by source). */
  jackpot: number | null;
  /** True when division 1 had no winner; null when unknown. */
  rollover: boolean | null;
  /** Division-1 winners; null when the draw's prize divisions are not in our records. */
  jackpotWinners: number | null;
  /** What each division-1 winner was paid; null when not in our records. */
  jackpotEach: number | null;
}

/**
 * Which figure a won jackpot is given as: `paid`, division 1's winners times what each was paid (what
 * the winners actually shared), or `advertised`, the jackpot figure our sources give for the draw (an
 * estimate announced before it for some sources), used only where the draw's divisions are not held.
 */
export type JackpotFigure = "paid" | "advertised";

/** A won draw's jackpot as paid where our records hold its division 1, else as advertised; null with neither. */
export function wonJackpotFigure(
  jackpot: number | null,
  winners: number | null,
  each: number | null,
): { amount: number; figure: JackpotFigure } | null {
  if (winners !== null && winners > 0 && each !== null && each > 0)
    return { amount: Math.round(winners * each * 100) / 100, figure: "paid" };
  return jackpot === null ? null : { amount: jackpot, figure: "advertised" };
}

/** The biggest payout to one winner of a division (by its match, which is the same prize in every era). */
export interface PayoutRow {
  match: string;
  division: number;
  payout: number;
  winners: number | null;
  date: string;
  drawNumber: number | null;
}

/** Longer than any gap between two scheduled draws of a game (Christmas included): a gap in our records. */
const GAP_DAYS = 14;

const DAY_MS = 86_400_000;

/** Whether our records miss draws between two consecutive draws we hold (SA dates, YYYY-MM-DD). */
export const isGap = (previous: string, next: string) => Date.parse(next) - Date.parse(previous) > GAP_DAYS * DAY_MS;

export interface DrawRef {
  date: string;
  drawNumber: number | null;
}

/** Which draws hold a kind of figure: how many, the first and the last. */
export interface Coverage {
  draws: number;
  first: string | null;
  last: string | null;
}

export interface GameRecords {
  /** Every draw of the game we hold. */
  held: Coverage;
  jackpots: Coverage;
  rollovers: Coverage;
  divisions: Coverage;
  /** The largest jackpot of a draw whose division 1 was won: as paid where its divisions are held (wonJackpotFigure). */
  biggestJackpotWon: (DrawRef & { amount: number; figure: JackpotFigure; winners: number | null }) | null;
  /**
   * The most draws in a row (in our records) whose jackpot rolled over: the first such run, and `ties`, the
   * later runs exactly as long (three PowerBall runs of 24), so a page never names one as if it stood alone.
   */
  longestRolloverRun: {
    draws: number;
    first: DrawRef;
    last: DrawRef;
    wonIn: DrawRef | null;
    ties: { first: DrawRef; last: DrawRef }[];
  } | null;
  /** The most division-1 winners in one draw: the first draw with them, and `ties`, the later draws with as many. */
  mostJackpotWinners: (DrawRef & { winners: number; ties: DrawRef[] }) | null;
  /** Per prize (match), the biggest payout to one winner; in the order of the divisions. */
  biggestPayouts: PayoutRow[];
}

function coverage(draws: readonly HistoryDraw[], has: (draw: HistoryDraw) => boolean): Coverage {
  let count = 0;
  let first: string | null = null;
  let last: string | null = null;
  for (const draw of draws) {
    if (!has(draw)) continue;
    count++;
    first ??= draw.date;
    last = draw.date;
  }
  return { draws: count, first, last };
}

const ref = (draw: HistoryDraw): DrawRef => ({ date: draw.date, drawNumber: draw.drawNumber });

/** Division 1 was won: winners counted, or the rollover flag says it did not roll. */
export const jackpotWon = (draw: HistoryDraw) => (draw.jackpotWinners ?? 0) > 0 || draw.rollover === false;

/** The records of a game from its whole history (oldest first) and the biggest payout of each prize. */
export function gameRecords(oldestFirst: readonly HistoryDraw[], payouts: readonly PayoutRow[]): GameRecords {
  let biggest: GameRecords["biggestJackpotWon"] = null;
  let most: GameRecords["mostJackpotWinners"] = null;
  let longest: GameRecords["longestRolloverRun"] = null;
  let runStart = -1;
  let longestStart = -1;
  for (const [index, draw] of oldestFirst.entries()) {
    const won = jackpotWon(draw) ? wonJackpotFigure(draw.jackpot, draw.jackpotWinners, draw.jackpotEach) : null;
    if (won && (!biggest || won.amount > biggest.amount)) biggest = { ...ref(draw), ...won, winners: draw.jackpotWinners };
    if (draw.jackpotWinners !== null && draw.jackpotWinners > 0) {
      if (!most || draw.jackpotWinners > most.winners) most = { ...ref(draw), winners: draw.jackpotWinners, ties: [] };
      else if (draw.jackpotWinners === most.winners) most.ties.push(ref(draw));
    }
    // A run is broken by a win, by a draw whose outcome we do not know and by a gap in our records.
    if (draw.rollover === true) {
      if (runStart < 0 || isGap(oldestFirst[index - 1]!.date, draw.date)) runStart = index;
      const length = index - runStart + 1;
      if (!longest || length > longest.draws) {
        const next = oldestFirst[index + 1];
        longest = {
          draws: length,
          first: ref(oldestFirst[runStart]!),
          last: ref(draw),
          wonIn: next && jackpotWon(next) ? ref(next) : null,
          ties: [],
        };
        longestStart = runStart;
      } else if (length === longest.draws && runStart !== longestStart) {
        // Another run as long as the longest: named beside it (it ends a run only if it grows no longer).
        longest.ties.push({ first: ref(oldestFirst[runStart]!), last: ref(draw) });
      }
    } else {
      runStart = -1;
    }
  }
  return {
    held: coverage(oldestFirst, () => true),
    jackpots: coverage(oldestFirst, (d) => d.jackpot !== null),
    rollovers: coverage(oldestFirst, (d) => d.rollover !== null),
    divisions: coverage(oldestFirst, (d) => d.jackpotWinners !== null),
    biggestJackpotWon: biggest,
    longestRolloverRun: longest,
    mostJackpotWinners: most,
    biggestPayouts: [...payouts].sort((a, b) => a.division - b.division || a.match.localeCompare(b.match)),
  };
}

export interface JackpotPoint {
  date: string;
  amount: number;
}

/**
 * The jackpot figures as runs of consecutive draws that hold one: a draw without a figure, or a stretch
 * with no draws in our records, ends a run, so a chart shows the gap as a gap, never as zero.
 */
export function jackpotRuns(oldestFirst: readonly HistoryDraw[]): JackpotPoint[][] {
  const runs: JackpotPoint[][] = [];
  let current: JackpotPoint[] = [];
  let previousDate: string | null = null;
  for (const draw of oldestFirst) {
    const gap = previousDate !== null && isGap(previousDate, draw.date);
    if ((draw.jackpot === null || gap) && current.length > 0) {
      runs.push(current);
      current = [];
    }
    if (draw.jackpot !== null) current.push({ date: draw.date, amount: draw.jackpot });
    previousDate = draw.date;
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

export interface JackpotYear {
  year: number;
  draws: number;
  withFigure: number;
  highest: JackpotPoint | null;
  lowest: JackpotPoint | null;
}

/** The text alternative of the jackpot chart: per year, the draws, how many hold a figure, the highest and lowest. */
export function jackpotYears(oldestFirst: readonly HistoryDraw[]): JackpotYear[] {
  const years = new Map<number, JackpotYear>();
  for (const draw of oldestFirst) {
    const year = Number(draw.date.slice(0, 4));
    const entry = years.get(year) ?? { year, draws: 0, withFigure: 0, highest: null, lowest: null };
    entry.draws++;
    if (draw.jackpot !== null) {
      entry.withFigure++;
      const point = { date: draw.date, amount: draw.jackpot };
      if (!entry.highest || draw.jackpot > entry.highest.amount) entry.highest = point;
      if (!entry.lowest || draw.jackpot < entry.lowest.amount) entry.lowest = point;
    }
    years.set(year, entry);
  }
  return [...years.values()];
}
