/**
 * Numbers and money formatted one way everywhere. Written by hand rather than with Intl so the server
 * and the browser always produce the same text (the site script, app/browser/, rewrites the countdown
 * the server rendered). Client-safe.
 */
import type { Countdown } from "./sa-time";

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

/** A draw's number as the operator prints it: "Draw 2700", never "2,700". */
export function formatDrawNumber(drawNumber: number): string {
  return String(Math.round(drawNumber));
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** A countdown's four figures as the hero shows them: the days as they are, then hours, minutes and seconds in two digits. */
export function countdownFigures(left: Countdown): [days: string, hours: string, minutes: string, seconds: string] {
  return [String(left.days), pad2(left.hours), pad2(left.minutes), pad2(left.seconds)];
}
