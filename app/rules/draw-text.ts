/** Words the results pages (and their metadata) use for dates and time left. Client-safe. */
import { andList, formatDay } from "~/format";
import { type Countdown } from "~/rules/schedule";

/** "Sat 3 Oct 2026": the site's one readable date (app/format.ts). */
export function drawDayText(date: string): string {
  return formatDay(date);
}

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? "" : "s"}`;

/** "2 days, 5 hours and 12 minutes"; to the minute, as a page without a ticking clock can be. */
export function countdownText(left: Countdown): string {
  const parts = [
    left.days > 0 ? unit(left.days, "day") : null,
    left.days > 0 || left.hours > 0 ? unit(left.hours, "hour") : null,
    unit(left.minutes, "minute"),
  ].filter((part): part is string => part !== null);
  if (left.days === 0 && left.hours === 0 && left.minutes === 0) return "less than a minute";
  return andList(parts);
}
