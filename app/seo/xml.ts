import { monthShort, weekdayShort } from "../words/dates";
import { weekdayOf } from "../words/sa-time";

/** Escapes text for XML (sitemap, RSS). */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** An SA date's draw time as an RFC 822 date for RSS: "Wed, 18 Nov 2026 21:00:00 +0200". */
export function rfc822(date: string, time = "21:00"): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return `${weekdayShort(weekdayOf(date))}, ${String(d).padStart(2, "0")} ${monthShort(m)} ${y} ${time}:00 +0200`;
}
