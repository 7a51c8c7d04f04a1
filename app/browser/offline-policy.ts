/**
 * What the service worker (service-worker.ts) keeps on the device so that My Tickets opens with no
 * network, and how it answers. Plain functions, so that the rules are tested without a browser
 * (tests/unit/offline-policy.test.ts).
 *
 * - Only what the wallet needs is ever stored, and only as it passes by (nothing is downloaded for the
 *   cache alone, so the wallet's first visit costs no more data): its page, the home page with the latest
 *   results, the installed app's manifest and icons, and the public results answers the wallet asks for
 *   (a game and a date, never a ticket). Every other request (the admin, forms, the rest of the site) is
 *   left to the browser untouched, so the service worker cannot serve any other page stale.
 * - Pages and results are asked of the network first and kept only as the fallback for when it fails: a
 *   visitor online always sees what the site serves now, and a new deploy shows at once. What is kept
 *   carries the time it was saved (KEPT_AT_HEADER), so a page or a draw shown offline says so.
 * - Any other page visited (a navigation) goes to the network, and when that fails gets the site's own
 *   offline page (offline-page.ts) instead of the browser's error; it is never stored.
 * - An answer that says it must not be stored (no-store, private) or reused (max-age=0: the wallet's answer
 *   that a draw is not in yet or missing, which may change any minute), an error or a redirect is never
 *   kept: offline, such a draw is "not checked yet", never shown as missing from a stale copy.
 */
import { formatDay } from "~/words/dates";
import { saDate, saTime } from "~/words/sa-time";
import { APP_ICONS } from "~/site/app-icons";

/**
 * The one cache the service worker keeps. Not named by version: a new deploy's worker keeps the tickets'
 * draws and the pages already kept (it refreshes them online anyway) and drops only what a deploy may have
 * changed (`APP_FILES`) or what it no longer keeps (service-worker.ts, on activate).
 */
export const CACHE_NAME = "my-tickets-offline";

/**
 * The header the service worker adds to what it keeps: when it was saved (ISO 8601). An answer that
 * carries it came from the device, not the network: the page says so, with that time.
 */
export const KEPT_AT_HEADER = "X-Kept-At";

/** When a copy was saved, as the site writes times (SAST): "Mon 7 Dec 2026 at 10:02". */
export const savedAtText = (at: Date) => `${formatDay(saDate(at))} at ${saTime(at)}`;

/** The pages kept for offline use: the wallet itself and the home page's latest results. */
export const OFFLINE_PAGES = ["/my-tickets", "/"] as const;

/** The installed app's files: they change only with a deploy, so the cache answers them first. */
export const APP_FILES: readonly string[] = ["/manifest.webmanifest", "/favicon.svg", ...APP_ICONS.map((icon) => icon.src)];

/** The results answers the wallet reads: the latest draws, and one draw by game and date (walletDrawPath). */
const RESULTS_ANSWER = /^\/api\/(results\/latest|wallet\/[a-z0-9-]+\/\d{4}-\d{2}-\d{2})$/;

/**
 * How a request is answered: from the network with the cache as fallback, from the cache first, from the
 * network with the offline page as fallback (another page visited), or not at all (left to the browser).
 */
export type Strategy = "network-first" | "cache-first" | "network-or-offline-page" | null;

/** `navigation`: the request opens a page (its mode is "navigate"). */
export function strategyFor(method: string, url: URL, origin: string, navigation = false): Strategy {
  if (method !== "GET" || url.origin !== origin) return null;
  const path = url.pathname;
  // A results answer with a query is another answer (a filter): the wallet never asks for one.
  if ((OFFLINE_PAGES as readonly string[]).includes(path) || (RESULTS_ANSWER.test(path) && url.search === "")) return "network-first";
  if (APP_FILES.includes(path)) return "cache-first";
  return navigation ? "network-or-offline-page" : null;
}

/**
 * An answer as it is kept: stamped with the time it was saved. Its body is already decoded, so the
 * encoding and length the network's headers gave no longer apply.
 */
export function stamped(response: Response, at: Date): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, at.toISOString());
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When a kept answer was saved; null when it does not say (kept before the stamp, or not a kept answer). */
export function keptAt(response: Pick<Response, "headers">): Date | null {
  const value = response.headers.get(KEPT_AT_HEADER);
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time) : null;
}

/** Whether an answer may be kept on the device. */
export function storable(response: Pick<Response, "status" | "type" | "redirected" | "headers">): boolean {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(no-store|private)\b|(^|[\s,])max-age=0\b/i.test(cacheControl);
}

/**
 * The key a request is stored under: a page's query string (a campaign tag, say) does not make another
 * copy of the same page (results answers with a query are never stored, strategyFor).
 */
export function storageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
