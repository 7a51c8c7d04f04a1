/**
 * The collector's line in System Status: when it last pushed (its runs are the ingest runs of trigger
 * "collector", recorded by POST /api/ingest/official), and whether it missed the last draw night. The
 * docs' crontab and timer run it every minute from the draw time on every draw night (Daily Lotto draws
 * every night but 25 December), so a night whose RESULTS_LATE_AFTER (22:30 SAST) has passed without one
 * push since its draw time means the collector is not running: the line turns to an error.
 */
import { DRAW_TIME, GAME_IDS } from "~/rules/games";
import { RESULTS_LATE_AFTER } from "~/rules/ingest-schedule";
import { addDays, isScheduledDrawDate, saDate, saInstant } from "~/rules/schedule";

export interface CollectorStatus {
  /** Why pushes cannot be taken (INGEST_SECRET unset), or null when they can. */
  notConfigured: string | null;
  /** When the newest push was taken (ISO), or null when none is recorded. */
  lastPushAt: string | null;
  /** The last draw night past RESULTS_LATE_AFTER with no push since its draw time (SA date), or null. */
  missedNight: string | null;
}

const isDrawNight = (date: string) => GAME_IDS.some((game) => isScheduledDrawDate(game, date));

/** The newest SA date that is a draw night and whose RESULTS_LATE_AFTER has passed by `now`. */
function lastNightDue(now: Date): string {
  let date = saDate(now);
  // Today only once its 22:30 has passed; at most two steps back (25 December has no draw).
  while (!isDrawNight(date) || saInstant(date, RESULTS_LATE_AFTER) > now) date = addDays(date, -1);
  return date;
}

export function collectorStatus(args: { ingestSecret: string | undefined; lastPushAt: string | null; now: Date }): CollectorStatus {
  const { lastPushAt, now } = args;
  if (!args.ingestSecret) return { notConfigured: "INGEST_SECRET is not set: pushes are refused", lastPushAt, missedNight: null };
  const night = lastNightDue(now);
  const pushedThatNight = lastPushAt !== null && Date.parse(lastPushAt) >= saInstant(night, DRAW_TIME).getTime();
  return { notConfigured: null, lastPushAt, missedNight: pushedThatNight ? null : night };
}
