/**
 * SA time (SAST, UTC+2 all year: no daylight saving, so a fixed offset is exact and no time-zone
 * database is needed): calendar dates, clock times and countdowns. Below the rules (which build the draw
 * schedule on it; rules/schedule.ts re-exports it) and needing none of them, so the scripts of the pages
 * that only tell the time do not carry them, and the site's date style (dates.ts) can read the clock.
 * Client-safe.
 */

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The SA calendar date (YYYY-MM-DD) of an instant. */
export function saDate(instant: Date): string {
  return new Date(instant.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "HH:mm" of an instant in SAST. */
export function saTime(instant: Date): string {
  return new Date(instant.getTime() + SAST_OFFSET_MS).toISOString().slice(11, 16);
}

/** "2026-11-18T21:00:00+02:00": an SA date and clock time as ISO 8601 with SAST's offset (JSON-LD, countdowns). */
export function saIsoDateTime(date: string, time: string): string {
  return `${date}T${time}:00+0${SAST_OFFSET_MS / 3_600_000}:00`;
}

/** The instant at which an SA date's clock shows `time` (HH:mm). */
export function saInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - SAST_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00.000Z`).getUTCDay() as Weekday;
}

/** Whether a string is a real calendar date in YYYY-MM-DD form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `target`; all zeros once it has passed. */
export function countdownTo(target: Date, now: Date): Countdown {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
