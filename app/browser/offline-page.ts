/**
 * What the service worker (service-worker.ts) shows when the network fails: a kept page says it is the
 * copy saved on this device, and when it was saved; a page that was never kept gets this site's own
 * offline page (what is saved here, with its time), not the browser's error. Plain functions over HTML
 * text, tested without a browser (tests/unit/offline-policy.test.ts).
 */
import { OFFLINE_PAGES, savedAtText } from "./offline-policy";

/** A kept page as the offline page lists it. */
export interface SavedPage {
  path: (typeof OFFLINE_PAGES)[number];
  /** When it was saved; null for a copy kept before the service worker recorded it. */
  savedAt: Date | null;
}

const PAGE_NAMES: Record<SavedPage["path"], string> = { "/my-tickets": "My Tickets", "/": "The latest results" };

const savedText = (savedAt: Date | null) => (savedAt ? `saved on ${savedAtText(savedAt)}` : "saved on this device earlier");

/**
 * A kept page with the note that it is this device's copy, first in its main content (or its body), in
 * classes the site's stylesheet has (the wallet's no-script note).
 */
export function withOfflineNote(html: string, savedAt: Date | null): string {
  const note = `<p class="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900" role="status" data-offline-copy>You're offline: this page is the copy ${savedText(savedAt)}. It may not show the newest results.</p>`;
  const open = /<main\b[^>]*>/.exec(html) ?? /<body\b[^>]*>/.exec(html);
  if (!open) return html;
  const at = open.index + open[0].length;
  return `${html.slice(0, at)}${note}${html.slice(at)}`;
}

/** The page of a visit that neither the network nor the device can answer: what is saved here, and a way to try again. */
export function offlinePage(saved: readonly SavedPage[], path: string): string {
  const list =
    saved.length === 0
      ? "<p>Nothing of this site is saved on this device yet: My Tickets keeps itself and the latest results once it holds a ticket.</p>"
      : `<p>What this device saved opens without the network:</p><ul>${saved
          .map(({ path: savedPath, savedAt }) => `<li><a href="${savedPath}">${PAGE_NAMES[savedPath]}</a> (${savedText(savedAt)})</li>`)
          .join("")}</ul>`;
  // The path is the site's own (same origin), written as text: `encodeURI` leaves nothing that ends the attribute.
  const again = encodeURI(path).replace(/"/g, "%22");
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>You're offline</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#0f172a;background:#fff}main{max-width:40rem;margin:0 auto}a{color:#0b6331;font-weight:600}li{padding:.6rem 0}p>a{display:inline-block;min-height:44px;line-height:44px}</style>
</head>
<body>
<main>
<h1>You're offline</h1>
<p>This page is not saved on this device, so it cannot open without the network.</p>
${list}
<p><a href="${again}">Try this page again</a></p>
</main>
</body>
</html>
`;
}
