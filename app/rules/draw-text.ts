/** Words the results pages (and their metadata) use for time left (dates: formatDay, app/format.ts). Client-safe. */
import { andList } from "~/words/lists";
import { type Countdown } from "~/rules/schedule";

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
