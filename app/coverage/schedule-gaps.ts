/**
 * The gaps in a game's records: scheduled draw dates (by the draw schedule of app/rules/schedule.ts)
 * between the first and the last draw we hold (or in a span of dates given) that we do not hold. Pure,
 * so the figures the /data-sources page shows can be tested without a database.
 */
import type { NoDrawPeriod } from "~/content/data-sources";
import type { GameId } from "~/rules/games";
import { addDays, isScheduledDrawDate } from "~/rules/schedule";

export interface GapRun {
  /** First and last missing scheduled draw date of the run (SA dates). */
  from: string;
  to: string;
  /** Scheduled draws in the run. */
  draws: number;
}

export interface GameGaps {
  /** Scheduled draws we do not hold, outside the periods when no draws took place. */
  missing: number;
  /** Runs of at least `minRun` missing draws, oldest first. */
  runs: GapRun[];
  /** Shorter runs, counted but not listed. */
  shortRuns: { runs: number; draws: number };
  /** Runs of scheduled dates inside a period when no draws took place, with that period's note. */
  noDraws: (GapRun & { note: string })[];
}

export interface GapOptions {
  /** The shortest run that is listed by itself. */
  minRun?: number;
  noDrawPeriods?: readonly NoDrawPeriod[];
  /** The SA dates to look at, inclusive; by default from the first to the last draw held. */
  span?: { from: string; to: string };
}

/** `held`: the SA dates of the draws we hold for the game, in any order. */
export function scheduleGaps(game: GameId, held: readonly string[], { minRun = 3, noDrawPeriods = [], span }: GapOptions = {}): GameGaps {
  const gaps: GameGaps = { missing: 0, runs: [], shortRuns: { runs: 0, draws: 0 }, noDraws: [] };
  if (held.length === 0 && !span) return gaps;
  const heldDates = new Set(held);
  const sorted = [...heldDates].sort();
  const [first, last] = span ? [span.from, span.to] : [sorted[0]!, sorted[sorted.length - 1]!];
  const periods = noDrawPeriods.filter((period) => period.games.includes(game));
  let run: (GapRun & { period: NoDrawPeriod | undefined }) | null = null;

  const close = () => {
    if (!run) return;
    const { period, ...dates } = run;
    if (period) gaps.noDraws.push({ ...dates, note: period.note });
    else {
      gaps.missing += dates.draws;
      if (dates.draws >= minRun) gaps.runs.push(dates);
      else {
        gaps.shortRuns.runs++;
        gaps.shortRuns.draws += dates.draws;
      }
    }
    run = null;
  };

  for (let date = first; date <= last; date = addDays(date, 1)) {
    // Any draw we hold ends a run, even one held off schedule (a draw moved to the Friday before a holiday).
    if (heldDates.has(date)) {
      close();
      continue;
    }
    if (!isScheduledDrawDate(game, date)) continue;
    const period = periods.find((p) => p.from <= date && date <= p.to);
    if (run && run.period === period) {
      run.to = date;
      run.draws++;
    } else {
      close();
      run = { from: date, to: date, draws: 1, period };
    }
  }
  close();
  return gaps;
}
