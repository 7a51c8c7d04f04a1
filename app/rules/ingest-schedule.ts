/**
 * When the ingest asks the results source, and when a draw counts as late: the Cron Triggers, the draw
 * night's cadence and which games a run looks at (the scheduled handler, app/ingest/scheduled.server.ts,
 * runs them), and when the next run fires (System Status, the late line). Pure functions of the clock, here
 * below the views so the late line (app/views/late-results.server.ts) and the API's schemas read them.
 *
 * The draw-night cron is the other entry of wrangler.toml's `[triggers] crons` beside CATCH_UP_CRON;
 * tests/workers/admin-status.test.ts fails when this list and wrangler.toml differ.
 */
import { GAME_IDS, type GameId } from "./games";
import { isScheduledDrawDate, saDate, saTime } from "./schedule";

/** Must equal the catch-up entry of `[triggers] crons` in wrangler.toml (04:30 UTC = 06:30 SAST). */
export const CATCH_UP_CRON = "30 4 * * *";
/** The same run in SAST: the last time a night's draws are asked for as that night's (the wallet watches until then). */
export const CATCH_UP_SAST = "06:30";

/**
 * Days after a draw during which missing details may still arrive (the ingest asks again for a week for
 * draws whose divisions were not published yet). After that, "not yet" would be a promise we cannot keep.
 * The pages' "not yet" lines (app/views/prize-details.ts) and the last checks they cite read it.
 */
export const DETAILS_PENDING_DAYS = 7;

/**
 * Days after a draw during which its missing result may still arrive: the draw night and the next day
 * (the morning catch-up asks again). After that a draw we do not hold is a gap in our records, said as
 * one ("We're missing this draw's result"), not as "not in yet".
 */
const RESULT_PENDING_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const ageInDays = (drawDate: string, today: string) => (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${drawDate}T00:00:00Z`)) / DAY_MS;

/** Whether a draw's missing prize details may still come on `today` (SA dates): at most DETAILS_PENDING_DAYS old. */
export function detailsMayStillCome(drawDate: string, today: string): boolean {
  return ageInDays(drawDate, today) <= DETAILS_PENDING_DAYS;
}

/** Whether a drawn draw's missing result may still come on `today` (SA dates): at most RESULT_PENDING_DAYS old. */
export function resultMayStillCome(drawDate: string, today: string): boolean {
  return ageInDays(drawDate, today) <= RESULT_PENDING_DAYS;
}

/**
 * Draw night, minute by minute (SAST): results are published from about 21:30, so until `fastUntil` the
 * source is asked at every run of the cron (every 2 minutes); after it, only on the minutes that are a
 * multiple of `slowEveryMinutes`, until the cron's last run of the night.
 */
export const DRAW_NIGHT_CADENCE = { fastUntil: "22:30", slowEveryMinutes: 10 } as const;

/**
 * When a scheduled draw counts as late (SAST, on its draw night): from this time the game's card, its
 * page, the API's latest answer and System Status say its results are not in. A constant beside the
 * cadence rather than a wrangler.toml var: it is the hour the cadence slows at, so the two change
 * together (and the late line's "we check every N minutes" stays true), it needs a deploy like the
 * crons do, and the pure function that reads it (app/views/late-results.server.ts) takes no env.
 * tests/unit/late-results.test.ts checks it is a time between every game's draw and the night's last run.
 */
export const RESULTS_LATE_AFTER = "22:30";

/** Whether a draw-night run at `at` asks the source (the cron fires more often than that after 22:30). */
export function drawNightAsks(at: Date): boolean {
  const time = saTime(at);
  if (time <= DRAW_NIGHT_CADENCE.fastUntil) return true;
  return Number(time.slice(3)) % DRAW_NIGHT_CADENCE.slowEveryMinutes === 0;
}

/** The games a cron should look at, before checking what we already hold. */
export function gamesForCron(cron: string, now: Date): GameId[] {
  if (cron === CATCH_UP_CRON) return [...GAME_IDS];
  const today = saDate(now);
  return GAME_IDS.filter((game) => isScheduledDrawDate(game, today));
}

/** Every 2 minutes 19:00-21:58 UTC (21:00-23:58 SAST); after 22:30 SAST a run asks only every 10 minutes. */
export const DRAW_NIGHT_CRON = "*/2 19-21 * * *";
export const INGEST_CRONS = [DRAW_NIGHT_CRON, CATCH_UP_CRON] as const;

/** The values one cron field allows: `*`, `n`, `a-b`, `*\/s`, `a-b/s` and comma lists of them. */
function fieldValues(field: string, min: number, max: number): number[] {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`unsupported cron field "${field}"`);
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || step < 1) throw new Error(`cron field "${field}" is out of range`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/** The first time after `after` (exclusive, whole minutes, UTC as Cron Triggers are) the cron fires. */
export function nextCronTime(cron: string, after: Date): Date {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`cron "${cron}" must have five fields`);
  const [minuteField, hourField, domField, monthField, dowField] = fields as [string, string, string, string, string];
  const minutes = fieldValues(minuteField, 0, 59);
  const hours = fieldValues(hourField, 0, 23);
  const daysOfMonth = fieldValues(domField, 1, 31);
  const months = fieldValues(monthField, 1, 12);
  const weekdays = fieldValues(dowField.replace(/\b7\b/g, "0"), 0, 6);
  // Standard cron: when both day fields are restricted, a day matching either one fires.
  const dayMatches = (day: Date) => {
    const dom = daysOfMonth.includes(day.getUTCDate());
    const dow = weekdays.includes(day.getUTCDay());
    if (domField !== "*" && dowField !== "*") return dom || dow;
    return dom && dow;
  };
  const start = after.getTime();
  const firstDay = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
  for (let dayIndex = 0; dayIndex < 366 * 5; dayIndex++) {
    const day = new Date(firstDay + dayIndex * 86_400_000);
    if (!months.includes(day.getUTCMonth() + 1) || !dayMatches(day)) continue;
    for (const hour of hours) {
      for (const minute of minutes) {
        const at = day.getTime() + hour * 3_600_000 + minute * 60_000;
        if (at > start) return new Date(at);
      }
    }
  }
  throw new Error(`cron "${cron}" never fires`);
}

/** The next run of a cron that asks the source (a draw-night run after 22:30 SAST asks every 10 minutes only). */
export function nextAskingRun(cron: string, after: Date): Date {
  let at = nextCronTime(cron, after);
  while (cron !== CATCH_UP_CRON && !drawNightAsks(at)) at = nextCronTime(cron, at);
  return at;
}

/** The next run of any ingest cron that asks the source, and which one. */
export function nextIngestRun(now: Date): { at: Date; cron: string } {
  return INGEST_CRONS.map((cron) => ({ cron, at: nextAskingRun(cron, now) })).sort((a, b) => a.at.getTime() - b.at.getTime())[0]!;
}
