/**
 * Month and weekday names and the site's one date style, as named functions: every page, the wallet,
 * the alerts' notifications and the articles' figures write dates through these (issues 33, 43 and 44).
 * Written by hand rather than with Intl so the server and the browser always produce the same text.
 * The date field alone keeps dd/mm/yyyy (input/date-field.ts), as players type it. Client-safe.
 */
import { saDate, saTime, type Weekday } from "./sa-time";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "March" for 3. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? "";
}

/** "Mar" for 3. */
export function monthShort(month: number): string {
  return monthName(month).slice(0, 3);
}

/** "Wednesday" for 3. */
export function weekdayName(day: Weekday): string {
  return WEEKDAYS[day];
}

/** "Wed" for 3. */
export function weekdayShort(day: Weekday): string {
  return WEEKDAYS[day].slice(0, 3);
}

/**
 * The site's one date style: "Sat 31 Mar 2018", on every page, in the wallet, the alerts' notifications and
 * the articles' figures (issues 33 and 43: it replaced "Wednesday, 18/11/2026" on the cards and in the
 * wallet). Short enough for a table cell, with the weekday a player remembers.
 */
export function formatDay(date: string): string {
  // toUTCString's form is fixed by ECMAScript ("Sat, 04 Oct 2025 00:00:00 GMT"), not by Intl or the
  // locale, so server and browser agree; it spares the pages' scripts the name tables.
  const [weekday, day, month, year] = new Date(`${date}T00:00:00Z`).toUTCString().split(" ") as [string, string, string, string];
  return `${weekday.slice(0, 3)} ${Number(day)} ${month} ${year}`;
}

/** "August 2026" for a month ("2026-08") or any date in it ("2026-08-15"). */
export function formatMonth(date: string): string {
  return `${monthName(Number(date.slice(5, 7)))} ${date.slice(0, 4)}`;
}

/**
 * An instant as a clock in SAST: "22:36" when it falls on the SA date `today`, else "Thu 26 Nov 2026, 06:30"
 * (the late-results line and the payouts line say when we last asked the source).
 */
export function formatSastClock(instant: Date | string, today: string): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  const date = saDate(at);
  return date === today ? saTime(at) : `${formatDay(date)}, ${saTime(at)}`;
}

/** "Tue 24 Nov 2026, 21:10 SAST": an instant with its date always, for logs shown on a page. */
export function formatSastDateTime(instant: Date | string): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  return `${formatDay(saDate(at))}, ${saTime(at)} SAST`;
}
