/**
 * Late results, said out loud. A game's scheduled draw that is not stored by RESULTS_LATE_AFTER (SAST)
 * on its draw night is late: its card on the home page, its game page, the API's latest answer and the
 * admin's System Status say so, all through `lateResults`, one pure function of the clock (tests set
 * `now`), what we hold and when we last asked (last-checks.server.ts).
 *
 * The pages that show the line are kept by the edge cache (docs/decisions/010): fresh 60 s, then served
 * stale for up to 60 s while replaced, and purged when an ingest brings a draw. So the line can appear up
 * to two minutes after 22:30, "last checked" can be two minutes behind, and the line goes the moment the
 * draw is stored (the purge). That is accepted: a draw-night crowd is served from the cache.
 */
import { nextAskingRun, INGEST_CRONS } from "~/rules/ingest-schedule";
import { formatDay, formatSastClock } from "~/words/dates";
import { CATCH_UP_CRON, gamesForCron, RESULTS_LATE_AFTER } from "~/rules/ingest-schedule";

import { displayName, type GameId } from "~/rules/games";
import { checkedSinceDraw } from "~/models/last-checks.server";
import { addDays, isScheduledDrawDate, previousScheduledDrawDate, saDate, saInstant } from "~/rules/schedule";

export interface LateResults {
  /** SA date of the scheduled draw whose results are late. */
  drawDate: string;
  /** When it became late: RESULTS_LATE_AFTER SAST on the draw night (ISO). */
  since: string;
  /** The last ingest run that asked for the game since the draw (ISO), or null when none has. */
  lastChecked: string | null;
  /** The next run that will ask for it (ISO). */
  nextCheck: string;
  /** The line the pages show and the API gives. */
  message: string;
  /** Where the official results are published (OPERATOR_URL). */
  officialUrl: string;
}

/**
 * The draw a visitor is waiting for that may be late: the newest scheduled draw whose late time has
 * passed (tonight's from RESULTS_LATE_AFTER, else the one before). Once the next draw night reaches its
 * late time, that night's draw takes over; an older missing draw is then System Status's "missing".
 */
export function awaitedDraw(game: GameId, now: Date): string | null {
  const today = saDate(now);
  if (isScheduledDrawDate(game, today) && now >= saInstant(today, RESULTS_LATE_AFTER)) return today;
  return previousScheduledDrawDate(game, today);
}

const MAX_CRON_STEPS = 500;

/** The next ingest run that asks the source for this game (a draw-night run asks only the games drawn that day). */
export function nextCheckOf(game: GameId, after: Date): { at: Date; cron: string } {
  let from = after;
  for (let step = 0; step < MAX_CRON_STEPS; step++) {
    const next = INGEST_CRONS.map((cron) => ({ cron, at: nextAskingRun(cron, from) })).sort((a, b) => a.at.getTime() - b.at.getTime())[0]!;
    if (next.cron === CATCH_UP_CRON || gamesForCron(next.cron, next.at).includes(game)) return next;
    from = next.at;
  }
  throw new Error(`no ingest run asks for ${game} after ${after.toISOString()}`);
}

/** "we check every 10 minutes" while tonight's runs go on, else when the next run is. */
function cadenceText(game: GameId, now: Date): string {
  const next = nextCheckOf(game, now);
  const after = nextCheckOf(game, next.at);
  const sameNight = next.cron !== CATCH_UP_CRON && after.cron !== CATCH_UP_CRON && saDate(next.at) === saDate(after.at);
  if (sameNight) return `We check every ${Math.round((after.at.getTime() - next.at.getTime()) / 60_000)} minutes`;
  return `We check again at ${formatSastClock(next.at, saDate(now))}`;
}

/** "Tonight's PowerBall results", "Last night's …", or "The PowerBall results of Tuesday 24 November 2026". */
function whoseResults(game: GameId, drawDate: string, today: string): string {
  const name = displayName(game);
  if (drawDate === today) return `Tonight's ${name} results`;
  if (drawDate === addDays(today, -1)) return `Last night's ${name} results`;
  return `The ${name} results of ${formatDay(drawDate)}`;
}

/**
 * Whether the game's results are late at `now`, and the line that says so; null when they are not.
 * `latestHeld`: the SA date of the newest draw we hold of the game (a game with none held has no card
 * and no latest draw to be late after: its pages say the records are empty). `lastChecked`: the last
 * run that asked for the game (LastChecks); one from before the draw does not count.
 */
export function lateResults(args: {
  game: GameId;
  now: Date;
  latestHeld: string | null;
  lastChecked: string | null;
  officialUrl: string;
}): LateResults | null {
  const { game, now, latestHeld } = args;
  const drawDate = awaitedDraw(game, now);
  if (!drawDate || latestHeld === null || latestHeld >= drawDate) return null;
  const lastChecked = checkedSinceDraw(game, drawDate, args.lastChecked);
  const today = saDate(now);
  const checked = lastChecked ? `last checked ${formatSastClock(lastChecked, today)}` : "no check has run since the draw";
  return {
    drawDate,
    since: saInstant(drawDate, RESULTS_LATE_AFTER).toISOString(),
    lastChecked,
    nextCheck: nextCheckOf(game, now).at.toISOString(),
    message: `${whoseResults(game, drawDate, today)} are late: we do not have them yet. ${cadenceText(game, now)}; ${checked}.`,
    officialUrl: args.officialUrl,
  };
}
