/**
 * When an open page watches for a draw's results (issue 42): from the draw time until the results
 * arrive, and at most until the next morning's catch-up run (CATCH_UP_CRON, 06:30 SAST), the last
 * time the ingest asks for a night's draws as that night's. The server works out which draws a page
 * awaits and renders them with their window (components/watch/ResultsWatch.tsx); the page's script
 * (app/browser/watch-script.ts) asks the cached latest-results API only inside that window. Outside
 * it nothing is asked. Pure functions of the clock: tests set `now`. Client-safe.
 */
import { eraOn, type GameId } from "./games";
import { CATCH_UP_CRON, nextCronTime } from "./ingest-schedule";
import { isScheduledDrawDate, previousScheduledDrawDate, saDate, saInstant } from "./schedule";

export interface WatchWindow {
  /** The draw time. */
  from: Date;
  /** The next morning's catch-up run (or `watchHours` after the draw time). */
  until: Date;
}

/**
 * The window of a game's draw of an SA date, or null for a date the game has no era on. `watchHours`
 * replaces "until the next morning" by a number of hours after the draw time: RESULTS_WATCH_HOURS,
 * which only the browser tests set (their server runs on the real clock, so "late" must last until the
 * test runs; docs/performance.md); production leaves it unset.
 */
export function watchWindow(game: GameId, drawDate: string, watchHours?: number): WatchWindow | null {
  const era = eraOn(game, drawDate);
  if (!era) return null;
  const from = saInstant(drawDate, era.drawTime);
  const until = watchHours === undefined ? nextCronTime(CATCH_UP_CRON, from) : new Date(from.getTime() + watchHours * 3_600_000);
  return { from, until };
}

/** A draw an open page watches for, as the server renders it. */
export interface AwaitedDraw {
  game: GameId;
  drawDate: string;
  /** ISO instants of the window. */
  from: string;
  until: string;
}

/**
 * The draw of a game that an open page should watch for at `now`, or null. Last night's draw while its
 * window is open comes first (its results are the late ones), else tonight's, even before its draw time:
 * a page opened in the afternoon and left open starts asking at the draw time. A draw already held (or
 * older than the newest held) is not awaited; a game with nothing held has no card to update.
 */
export function awaitedDraw(game: GameId, now: Date, latestHeld: string | null, watchHours?: number): AwaitedDraw | null {
  if (latestHeld === null) return null;
  const today = saDate(now);
  const candidates = [previousScheduledDrawDate(game, today), isScheduledDrawDate(game, today) ? today : null];
  for (const drawDate of candidates) {
    if (drawDate === null || latestHeld >= drawDate) continue;
    const span = watchWindow(game, drawDate, watchHours);
    if (span && now < span.until) return { game, drawDate, from: span.from.toISOString(), until: span.until.toISOString() };
  }
  return null;
}
