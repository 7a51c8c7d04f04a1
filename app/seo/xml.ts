/** Escapes text for XML (sitemap, RSS). */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** An SA date's draw time as an RFC 822 date for RSS: "Wed, 18 Nov 2026 21:00:00 +0200". */
export function rfc822(date: string, time = "21:00"): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1];
  return `${weekday}, ${String(d).padStart(2, "0")} ${month} ${y} ${time}:00 +0200`;
}
