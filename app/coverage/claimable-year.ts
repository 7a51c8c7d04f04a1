/**
 * What we hold of a game's claimable year: a prize can be claimed for CLAIMS.deadlineDays days after its
 * draw (app/facts/facts.ts), so every draw from that many days ago to today can still pay out, and a
 * player holding a ticket of one of them needs its result. Of those draws: how many the draw schedule
 * (app/rules/schedule.ts) says took place, how many of them we hold and with their prize table, the
 * draws we hold on a day off the schedule, and the runs of scheduled draws we do not hold. Pure, so the
 * figures of /data-sources and the game pages can be tested without a database (the query is
 * ../models/claimable-year.server.ts).
 */
import { NO_DRAW_PERIODS } from "~/content/data-sources";
import { CLAIMS } from "~/facts/facts";
import type { GameId } from "~/rules/games";
import { addDays, isScheduledDrawDate, saDate } from "~/rules/schedule";
import { scheduleGaps, type GapRun } from "./schedule-gaps";

/** How far from a missing draw a draw held on an unusual day may be the same draw under another date. */
const MOVED_WITHIN_DAYS = 3;

export interface MissingRun extends GapRun {
  /**
   * A draw we hold on a day off the schedule within MOVED_WITHIN_DAYS of the run (Thu 30 Apr 2026 beside
   * Lotto's Wed 29 Apr): it may be this draw under another date, so the page says so. Null when none.
   */
  nearby: string | null;
}

export interface ClaimableYear {
  game: GameId;
  /** The oldest draw date whose prizes can still be claimed today (SA date). */
  from: string;
  /** The last date counted: today once we hold tonight's draw, else yesterday (tonight's has its late line). */
  to: string;
  /** Draws the schedule says took place from `from` to `to`. */
  scheduled: number;
  /** Of those, the ones we hold. */
  held: number;
  /** Draws we hold on a day off the schedule in those dates (kept as published), oldest first. */
  offSchedule: string[];
  /** Draws we hold in those dates, scheduled or not, with their prize table. */
  withPrizes: number;
  /** The scheduled draws we do not hold, in runs of consecutive draws, oldest first. */
  missing: MissingRun[];
}

/** The claimable year's first date (a draw that day is claimable until today inclusive) and today, for `now`. */
export function claimableSpan(now: Date): { from: string; today: string } {
  const today = saDate(now);
  return { from: addDays(today, -CLAIMS.deadlineDays), today };
}

/**
 * `held`: the SA dates of the game's draws we hold from the span's first date to today, in any order;
 * `withPrizes`: those of them with a prize table.
 */
export function claimableYear(game: GameId, now: Date, held: readonly string[], withPrizes: readonly string[]): ClaimableYear {
  const { from, today } = claimableSpan(now);
  const to = held.includes(today) ? today : addDays(today, -1);
  const inSpan = [...new Set(held)].filter((date) => from <= date && date <= to).sort();
  const offSchedule = inSpan.filter((date) => !isScheduledDrawDate(game, date));
  const gaps = scheduleGaps(game, inSpan, { minRun: 1, noDrawPeriods: NO_DRAW_PERIODS, span: { from, to } });
  const nearbyOf = (run: GapRun) =>
    offSchedule.find((date) => addDays(run.from, -MOVED_WITHIN_DAYS) <= date && date <= addDays(run.to, MOVED_WITHIN_DAYS)) ?? null;
  const heldScheduled = inSpan.length - offSchedule.length;
  return {
    game,
    from,
    to,
    scheduled: heldScheduled + gaps.missing,
    held: heldScheduled,
    offSchedule,
    withPrizes: new Set(withPrizes.filter((date) => from <= date && date <= to)).size,
    missing: gaps.runs.map((run) => ({ ...run, nearby: nearbyOf(run) })),
  };
}

/** How many scheduled draws of the claimable year we do not hold. */
export function missingCount(year: ClaimableYear): number {
  return year.scheduled - year.held;
}
