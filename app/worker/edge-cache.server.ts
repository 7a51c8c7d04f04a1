/**
 * Pages and API answers from Cloudflare's Cache API: results change a few times a night, and a cached
 * answer needs no rendering and no D1 query. Only anonymous GETs are cached (never forms, the admin or
 * anything that sets a cookie), for at most EDGE_CACHE_TTL seconds, so new draws show within a minute
 * of an ingest. A cached HTML page leaves with a fresh CSP nonce in its body and a matching header.
 * The Cache API is per data centre: each location fills its own copy.
 */

import { allIndexesOfBytes, bytesAt } from "./bytes";
import { canonicalKey, canonicalPath } from "./cache-key.server";
import { downloadPaths, drawPath, gamePath, statisticsPath, yearPath } from "../site/draw-paths";
import { embedPath } from "../api/embed";
import type { GameId } from "../rules/games";
import { createNonce } from "./security-headers.server";
import { log } from "./log.server";
import { SITE_PAGES } from "../site/site-pages";
import { isNeverCached, type RoutePolicy } from "./route-policy.server";

/** The pages and answers that show the newest results: purged after anything changes draws. */
export const RESULTS_PATHS = [
  ...SITE_PAGES.filter((page) => page.kind === "results").map((page) => page.path),
  "/api/results/latest",
  "/api/next-draw",
  "/rss/results.xml",
];

/**
 * The pages and answers a draw appears on by itself: its own page and API answer, its game's page and
 * year's page, the game's statistics (the page and its API; their other windows expire within the
 * TTL), the game's results widget and its whole-history downloads.
 */
export function drawPagePaths(game: GameId, date: string): string[] {
  return [
    drawPath(game, date),
    gamePath(game),
    yearPath(game, date.slice(0, 4)),
    statisticsPath(game),
    `/api${statisticsPath(game)}`,
    `/api${drawPath(game, date)}`,
    embedPath(game),
    ...Object.values(downloadPaths(game)),
  ];
}

/**
 * What to purge after draws changed: the newest-results pages, and each changed draw's pages. (The
 * neighbouring draws' pages, whose "next draw" link a new draw changes, expire within EDGE_CACHE_TTL.)
 */
export function pathsToPurge(changed: readonly { game: GameId; drawDate: string }[]): string[] {
  return [...new Set([...RESULTS_PATHS, ...changed.flatMap((draw) => drawPagePaths(draw.game, draw.drawDate))])];
}

/** Seconds a cached answer may be served. */
export const EDGE_CACHE_TTL = 60;

const defaultCache = () => (caches as unknown as { default: Cache }).default;

/**
 * Keys use the one canonical origin, so a purge knows them whatever host a request came in on, and the
 * canonical path and query (cache-key.server.ts), so each page has one entry whatever the URL adds to
 * it. Null when a parameter the page reads is invalid: that answer is never stored.
 */
function cacheKey(siteUrl: string, url: string): Request | null {
  const key = canonicalKey(new URL(url));
  return key === null ? null : new Request(`${siteUrl}${key}`, { method: "GET" });
}

/**
 * After an ingest changes draws: drop this location's copies of the pages and answers that show the
 * newest results (other locations expire within EDGE_CACHE_TTL).
 */
export async function purgeResults(siteUrl: string, paths: readonly string[]): Promise<void> {
  const cache = defaultCache();
  // A render under way may hold the old data: later requests render anew rather than share it.
  const keys = paths.flatMap((path) =>
    [`${siteUrl}${path}`, `${siteUrl}${path === "/" ? "/_root" : path}.data`].flatMap((url) => cacheKey(siteUrl, url) ?? []),
  );
  for (const key of keys) rendersUnderWay.delete(key.url);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** HIT: from the cache; SHARED: from a render another request had under way; MISS: rendered and stored. */
export type CacheStatus = "HIT" | "SHARED" | "MISS" | "BYPASS";

/** `policy`: the paths never cached (they carry form tokens, sessions or side effects), from the routes. */
export function isCacheableRequest(request: Request, policy: RoutePolicy): boolean {
  if (request.method !== "GET") return false;
  // The path is canonical by now (workers/app.ts redirects other spellings); the check does not rely on it.
  const path = canonicalPath(new URL(request.url).pathname);
  if (isNeverCached(policy, path)) return false;
  // Remix's client-side data requests (single fetch) are cached like the pages they belong to; a
  // request with a cookie may be signed in, so it is never served from or stored in the shared cache.
  return !request.headers.has("Cookie") && !request.headers.has("Authorization");
}

export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/no-store|private/.test(cacheControl);
}

/** Internal header of a stored or shared HTML page: the byte offsets of its nonce in the body. Never sent out. */
const NONCE_OFFSETS = "X-Nonce-Offsets";
const CSP = "Content-Security-Policy";
const encoder = new TextEncoder();

const nonceInPolicy = (headers: Headers) => headers.get(CSP)?.match(/'nonce-([^']+)'/)?.[1];

/** The answer as it leaves the Worker: marked with its cache status, without the internal header. */
function labelled(
  response: Response,
  status: CacheStatus,
  body: BodyInit | null = response.body,
  headers = new Headers(response.headers),
): Response {
  headers.set("X-Edge-Cache", status);
  headers.delete(NONCE_OFFSETS);
  // An empty status text is left out, so the runtime sends the standard reason phrase ("400 Bad Request").
  return new Response(body, { status: response.status, ...(response.statusText ? { statusText: response.statusText } : {}), headers });
}

/**
 * A stored or shared copy of a page, with a fresh nonce when it is HTML: in its CSP header and wherever
 * its body carries the old one (the scripts' nonce attributes and the root loader's data). Every nonce
 * is 24 ASCII characters (createNonce), so the new one is written over the old bytes at the offsets
 * recorded when the page was stored: no decoding, no copy of the text, the same Content-Length. A body
 * without the nonce (a page without scripts) streams through untouched. Null when the stored nonce is
 * not one of ours and so cannot be replaced in place: the caller renders the page anew.
 */
async function withFreshNonce(response: Response, status: CacheStatus): Promise<Response | null> {
  const old = nonceInPolicy(response.headers);
  if (!old || !isHtml(response)) return labelled(response, status);
  const nonce = createNonce();
  if (old.length !== nonce.length) return null;
  const headers = new Headers(response.headers);
  headers.set(CSP, headers.get(CSP)!.replace(`'nonce-${old}'`, `'nonce-${nonce}'`));
  const recorded = headers.get(NONCE_OFFSETS);
  if (recorded === "") return labelled(response, status, response.body, headers);
  const body = new Uint8Array(await response.arrayBuffer());
  const stale = encoder.encode(old);
  let offsets = (recorded ?? "").split(",").map(Number);
  // An entry stored without offsets (or with wrong ones) is searched instead.
  if (!offsets.every((at) => Number.isInteger(at) && bytesAt(body, stale, at))) offsets = allIndexesOfBytes(body, stale);
  const fresh = encoder.encode(nonce);
  for (const at of offsets) body.set(fresh, at);
  return labelled(response, status, body, headers);
}

/** One finished render, held in memory so the requests that waited for it can each get a copy. */
interface SharedRender {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * Renders under way in this isolate, by cache key. When an entry expires while many visitors ask for
 * the same page (a busy draw night), one request renders it and the others wait for that render instead
 * of each querying D1 and rendering the same HTML (a cache stampede). Per isolate, like any module state
 * in Workers: other isolates and locations render at most once each.
 */
const rendersUnderWay = new Map<string, Promise<SharedRender | null>>();

/** A response of its own (body copied) from a finished render. */
const responseFrom = (shared: SharedRender) =>
  new Response(shared.body.slice(0), { status: shared.status, statusText: shared.statusText, headers: shared.headers });

const isHtml = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

/** Where an HTML page's body carries its nonce, recorded once so that every later copy is a byte patch. */
function nonceOffsetsHeader(response: Response, body: ArrayBuffer): [string, string][] {
  const nonce = nonceInPolicy(response.headers);
  if (!nonce || !isHtml(response)) return [];
  return [[NONCE_OFFSETS, allIndexesOfBytes(new Uint8Array(body), encoder.encode(nonce)).join(",")]];
}

/**
 * Serves `request` from the edge cache when it can, else renders it (once per key at a time, see
 * `rendersUnderWay`) and stores a cacheable answer. A request the cache may answer is rendered as its
 * canonical address (the parameters its route does not read removed), so the stored page is exactly the
 * canonical page whichever variant filled the entry; one with an invalid parameter is rendered as sent
 * and not stored. `ttl` 0 turns caching off (the uncached side of `npm run bench`).
 */
export async function serveWithEdgeCache(
  request: Request,
  options: { siteUrl: string; ctx: { waitUntil(promise: Promise<unknown>): void }; ttl?: number; policy: RoutePolicy },
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const ttl = options.ttl ?? EDGE_CACHE_TTL;
  const key = cacheKey(options.siteUrl, request.url);
  if (ttl <= 0 || !key || !isCacheableRequest(request, options.policy)) return labelled(await render(request), "BYPASS");
  const cache = defaultCache();
  const { pathname, search } = new URL(key.url);
  const canonical = new Request(new URL(`${pathname}${search}`, request.url), request);
  const cached = await cache.match(key);
  const hit = cached && (await withFreshNonce(cached, "HIT"));
  if (hit) return hit;

  const underWay = rendersUnderWay.get(key.url);
  if (underWay) {
    const shared = await underWay;
    // The render turned out uncacheable (an error page, a redirect): this request makes its own.
    const copy = shared && (await withFreshNonce(responseFrom(shared), "SHARED"));
    if (copy) return copy;
    return labelled(await render(canonical), "BYPASS");
  }

  let share!: (shared: SharedRender | null) => void;
  const mine = new Promise<SharedRender | null>((resolve) => (share = resolve));
  rendersUnderWay.set(key.url, mine);
  // A purge may have dropped this render and another may have begun since: leave that one in place.
  const finished = () => rendersUnderWay.get(key.url) === mine && rendersUnderWay.delete(key.url);
  try {
    const response = await render(canonical);
    if (!isCacheableResponse(response)) {
      share(null);
      finished();
      return labelled(response, "BYPASS");
    }
    // Read whole (no tee: a tee's copy can stall while its twin is unread). Little is lost by it: Remix
    // has a page's whole document before its first byte, except on /tips, which defers one panel.
    const body = await response.arrayBuffer();
    const shared: SharedRender = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers, ...nonceOffsetsHeader(response, body)],
      body,
    };
    share(shared);
    // A purge while this render was under way (an ingest or an admin change) dropped it from
    // `rendersUnderWay`: what it read may be older than the change, so it is served to its own request
    // but never stored.
    if (rendersUnderWay.get(key.url) !== mine) return labelled(responseFrom(shared), "BYPASS");
    const stored = responseFrom(shared);
    stored.headers.set("Cache-Control", `public, max-age=${ttl}`);
    // Until the copy is in the cache, later requests still find the render here and share it.
    options.ctx.waitUntil(
      cache
        .put(key, stored)
        .catch((error: unknown) => log.error("edge cache: could not store", { url: key.url, error }))
        .finally(finished),
    );
    return labelled(responseFrom(shared), "MISS");
  } catch (error) {
    share(null);
    finished();
    throw error;
  }
}
