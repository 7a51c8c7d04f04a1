/**
 * The Cron Triggers of the ingest and when the next one fires, for System Status.
 *
 * The catch-up cron comes from the module the scheduled handler uses (app/ingest/scheduled.server.ts);
 * the draw-night cron is the other entry of wrangler.toml's `[triggers] crons`, written here again
 * because the handler needs no name for it (any cron that is not the catch-up is a draw-night run).
 * tests/workers/admin-status.test.ts fails when this list and wrangler.toml differ.
 */
import { CATCH_UP_CRON, drawNightAsks } from "~/ingest/scheduled.server";

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
