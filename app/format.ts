/**
 * Numbers, money and dates formatted one way everywhere. Written by hand rather than with Intl so the
 * server and the browser always produce the same text (the site script, app/browser/, rewrites the
 * countdown the server rendered).
 */
import { saDate, saTime, type Countdown } from "./rules/sa-time";

export function formatInteger(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "R 35,000,000", or "R 120,000.50" when there are cents. */
export function formatRand(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `R ${formatInteger(whole)}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** Money or an honest word for the unknown. */
export function formatRandOr(amount: number | null | undefined, unknown = "—"): string {
  return amount === null || amount === undefined ? unknown : formatRand(amount);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "March" for 3. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? "";
}

function parts(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { y, m, d, weekday };
}

/**
 * The site's one date style: "Sat 31 Mar 2018", on every page, in the wallet, the alerts' notifications and
 * the articles' figures (issues 33 and 43: it replaced "Wednesday, 18/11/2026" on the cards and in the
 * wallet). Short enough for a table cell, with the weekday a player remembers. The date field alone keeps
 * dd/mm/yyyy (input/date-field.ts), as players type it.
 */
export function formatDay(date: string): string {
  const { y, m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday]!.slice(0, 3)} ${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
}

/** A draw's number as the operator prints it: "Draw 2700", never "2,700". */
export function formatDrawNumber(drawNumber: number): string {
  return String(Math.round(drawNumber));
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

export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** A countdown's four figures as the hero shows them: the days as they are, then hours, minutes and seconds in two digits. */
export function countdownFigures(left: Countdown): [days: string, hours: string, minutes: string, seconds: string] {
  return [String(left.days), pad2(left.hours), pad2(left.minutes), pad2(left.seconds)];
}

/** "Lotto", "Lotto and PowerBall", "Lotto, Lotto Plus 1 and PowerBall". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
