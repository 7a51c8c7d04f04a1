/**
 * Pages and API answers from Cloudflare's Cache API: results change a few times a night, and a cached
 * answer needs no rendering and no D1 query. Only anonymous GETs are cached (never forms, the admin or
 * anything that sets a cookie). An answer is fresh, then served stale while one request renders its
 * replacement in the background, for as long as its route's cache policy says (the route's handle names
 * it: app/http/cache-policy.ts; EDGE_CACHE_TTL and EDGE_CACHE_STALE seconds for most), so a crowd
 * arriving as entries lapse is answered from the cache, never queued behind a render; an ingest purges
 * the pages a new draw changes, so it shows at once. No request waits on another request's work
 * (decision 010). A stored HTML page's policy names no nonce: a cached page allows scripts by hash only.
 * The Cache API is per data centre: each location fills its own copy.
 */

import { cacheControl, edgeEntryCacheControl, edgeStorage, type CachePolicyName, type EdgeStorage } from "../http/cache-policy";
import { cachePolicyAt, canonicalKey, canonicalPath, type CacheKeyRules } from "./cache-key.server";
import { downloadPaths, drawPath, embedPath, gamePath, statisticsPath, yearPath } from "../site/draw-paths";
import { walletDrawPath } from "../tickets/published-draw";
import { GAME_IDS, type GameId } from "../rules/games";
import { log } from "../http/log.server";
import { SITE_PAGES } from "../site/site-pages";
import { isNeverCached, type RoutePolicy } from "./route-policy.server";

/** The pages and answers that show the newest results: purged after anything changes draws. */
export const RESULTS_PATHS = [
  ...SITE_PAGES.filter((page) => page.kind === "results").map((page) => page.path),
  "/api/results/latest",
  "/api/next-draw",
  // The newest draws, as most callers ask for them (the default, and one game at the default limit);
  // other limits lapse within EDGE_CACHE_TTL.
  "/api/results/history",
  ...GAME_IDS.map((game) => `/api/results/history?gameType=${game}`),
  "/rss/results.xml",
];

/**
 * The pages and answers a draw appears on by itself: its own page and API answers (the public one and My
 * Tickets' own, which also says when a draw is not held), its game's page and year's page, the game's
 * statistics (the page and its API; their other windows expire within the TTL), the game's results widget
 * and its whole-history downloads.
 */
export function drawPagePaths(game: GameId, date: string): string[] {
  return [
    drawPath(game, date),
    gamePath(game),
    yearPath(game, date.slice(0, 4)),
    statisticsPath(game),
    `/api${statisticsPath(game)}`,
    `/api${drawPath(game, date)}`,
    walletDrawPath(game, date),
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

/** This location's cache (the Cache API is per data centre). */
const cache = () => (caches as unknown as { default: Cache }).default;

/**
 * Keys use the one canonical origin, so a purge knows them whatever host a request came in on, and the
 * canonical path and query (cache-key.server.ts), so each page has one entry whatever the URL adds to
 * it. Null when a parameter the page reads is invalid: that answer is never stored.
 */
function cacheKey(siteUrl: string, url: string, rules: CacheKeyRules): Request | null {
  const key = canonicalKey(new URL(url), rules);
  return key === null ? null : new Request(`${siteUrl}${key}`, { method: "GET" });
}

/**
 * This isolate's record of purges, as plain numbers: the count of purges so far, and the count at which
 * each key was last purged. A render notes the count when it starts; if its key was purged after that,
 * what it read may predate the change, so it answers its own request but is never stored.
 */
let purges = 0;
const purgedAt = new Map<string, number>();
const purgedSince = (key: string, count: number) => (purgedAt.get(key) ?? 0) > count;

/**
 * After an ingest changes draws: drop this location's copies of the pages and answers that show the
 * newest results (other locations' copies lapse within EDGE_CACHE_TTL, and are then replaced by the
 * first request that finds them stale).
 */
export async function purgeResults(siteUrl: string, paths: readonly string[]): Promise<void> {
  // The paths are the site's own canonical addresses (pathsToPurge, the admin's purge): each is its key.
  const keys = paths.map((path) => new Request(`${siteUrl}${path}`, { method: "GET" }));
  purges++;
  for (const key of keys) purgedAt.set(key.url, purges);
  await Promise.all(keys.map((key) => cache().delete(key)));
}

/**
 * After a purge for new results (app/edge/draws-changed.server.ts): renders each purged page and answer
 * once and stores it, so the crowd that comes for the results finds them in the cache rather than each
 * rendering them (a purged entry is the one case that renders per request). Each is rendered whether or
 * not an entry is there: one a visitor stored between the purge and now may have read a replica that had
 * not yet seen the write, and `render` reads the primary. One after another, in the order given: the
 * busiest pages first, and never a burst of renders on the isolate. The whole-history downloads are left
 * to their first visitor. Returns how many were stored.
 */
export async function warmEdgeCache(
  paths: readonly string[],
  serveOptions: ServeOptions,
  render: (request: Request) => Promise<Response>,
): Promise<number> {
  const options = serveOptions;
  if (cachingOff(options)) return 0;
  let stored = 0;
  for (const path of paths.filter((path) => !path.startsWith("/data/"))) {
    try {
      const request = new Request(`${options.siteUrl}${path}`);
      const key = cacheKey(options.siteUrl, request.url, options.keys);
      if (!key || !isCacheableRequest(request, options.policy)) continue;
      const { response, stored: wasStored } = await renderAndStore(key, request, options, render);
      await response.body?.cancel();
      if (wasStored) stored++;
    } catch (error) {
      log.warn("edge cache: could not warm a purged page; its first visitor renders it", { path, error });
    }
  }
  return stored;
}

/**
 * HIT: fresh from the cache; STALE: from the cache past its freshness, while a refresh runs; MISS:
 * rendered and stored; BYPASS: rendered and not stored (not cacheable, or purged while rendering).
 */
type CacheStatus = "HIT" | "STALE" | "MISS" | "BYPASS";

/** `policy`: the paths never cached (they carry form tokens, sessions or side effects), from the routes. */
export function isCacheableRequest(request: Request, policy: RoutePolicy): boolean {
  if (request.method !== "GET") return false;
  // The path is canonical by now (workers/app.ts redirects other spellings); the check does not rely on it.
  const path = canonicalPath(new URL(request.url).pathname);
  if (isNeverCached(policy, path)) return false;
  // Remix's own client requests (single fetch's `/page.data`, route discovery's `/__manifest`) come only
  // from a page that runs React in the browser: the admin, never cached and signed in. Public pages load
  // no framework (decision 009), so no visitor's browser asks for them: they are rendered per request
  // like any answer that is not stored, and a purge names one key per page (decision 005).
  if (path.endsWith(".data") || path === "/__manifest") return false;
  // A request with a cookie may be signed in, so it is never served from or stored in the shared cache.
  return !request.headers.has("Cookie") && !request.headers.has("Authorization");
}

/**
 * How long the edge keeps an answer, fresh and then stale, or null when it may not be stored: as long as
 * its route's policy says (`policy`, from the route's handle). A 200 is stored unless it says no-store or
 * private or sets a cookie, or its route's policy is never stored. A 404 is stored only when it is the
 * `notYet` answer (a page or answer that read D1 to learn that nothing is there yet, such as tonight's
 * draw before its results), as that policy says and never fresh longer than the route's own answers;
 * every other error is rendered per request. `override`: EDGE_CACHE_TTL's fresh seconds (tests, the
 * bench) and a test's stale seconds, in place of the policy's.
 */
function edgeStorageOf(
  response: Response,
  policy: CachePolicyName,
  override: { ttl?: number | undefined; stale?: number | undefined } = {},
): EdgeStorage | null {
  const route = edgeStorage(policy);
  if (!route || response.headers.has("Set-Cookie")) return null;
  const own = response.headers.get("Cache-Control") ?? "";
  if (/no-store|private/.test(own)) return null;
  const fresh = override.ttl ?? route.fresh;
  if (response.status === 200) return { fresh, stale: override.stale ?? route.stale };
  const notYet = edgeStorage("notYet");
  if (response.status !== 404 || own !== cacheControl("notYet") || !notYet) return null;
  const notYetFresh = Math.min(notYet.fresh, fresh);
  return notYetFresh > 0 ? { fresh: notYetFresh, stale: override.stale ?? notYet.stale } : null;
}

/** `ttl` 0 (EDGE_CACHE_TTL=0) turns the edge cache off: the uncached side of `npm run bench`, and tests. */
const cachingOff = (options: ServeOptions) => options.ttl !== undefined && options.ttl <= 0;

/**
 * Internal headers of a stored entry, never sent out: when it was stored (ms since the epoch) and for how many seconds it is fresh; and the answer's
 * own Cache-Control (the stored one is the cache's, fresh plus stale seconds, not the browser's).
 */
const STORED_AT = "X-Edge-Stored-At";
const FRESH_FOR = "X-Edge-Fresh-For";
const OWN_CACHE_CONTROL = "X-Edge-Cache-Control";
const INTERNAL_HEADERS = [STORED_AT, FRESH_FOR, OWN_CACHE_CONTROL];
const CSP = "Content-Security-Policy";

/** The answer as it leaves the Worker: marked with its cache status, its own Cache-Control, no internal header. */
function labelled(
  response: Response,
  status: CacheStatus,
  body: BodyInit | null = response.body,
  headers = new Headers(response.headers),
): Response {
  headers.set("X-Edge-Cache", status);
  if (headers.has(STORED_AT)) {
    const own = headers.get(OWN_CACHE_CONTROL);
    if (own) headers.set("Cache-Control", own);
    else headers.delete("Cache-Control");
  }
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  // An empty status text is left out, so the runtime sends the standard reason phrase ("400 Bad Request").
  return new Response(body, { status: response.status, ...(response.statusText ? { statusText: response.statusText } : {}), headers });
}

const isHtml = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

/**
 * A stored page's policy without the request's nonce. The public pages' own scripts are allowed by hash
 * and they render no Remix scripts (nothing streamed: /tips awaits its panel), so no cached body carries
 * a nonce (tests/workers/edge-cache.test.ts checks every cached page). A nonce kept in a stored policy would
 * be the same for every visitor of that copy, which is no nonce at all: it goes, so a script that relied
 * on it would fail in the tests rather than run on a shared secret.
 */
function withoutNonce(policy: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, "");
}

/** Whether a stored entry is still fresh. An entry without our record (stored by an older Worker) is, until it expires. */
function isFresh(entry: Response, now: number): boolean {
  const storedAt = Number(entry.headers.get(STORED_AT));
  const freshFor = Number(entry.headers.get(FRESH_FOR));
  if (!entry.headers.has(STORED_AT) || !Number.isFinite(storedAt) || !Number.isFinite(freshFor)) return true;
  return now - storedAt <= freshFor * 1000;
}

/**
 * Refreshes of stale entries started by this isolate: when each began (ms), by key. A plain number, not
 * the refresh's promise: a request may never wait on another request's work (the runtime forbids I/O
 * across requests, and a promise resolved by another request may never wake its waiter). Only the start
 * time is shared, so a refresh that never finishes (its request was cancelled) blocks nothing: after
 * REFRESH_RETRY_MS the next stale request starts another.
 */
const refreshesStarted = new Map<string, number>();
const REFRESH_RETRY_MS = 10_000;

export interface ServeOptions {
  siteUrl: string;
  ctx: { waitUntil(promise: Promise<unknown>): void };
  /** Seconds an entry is fresh, in place of its route's policy's (EDGE_CACHE_TTL); 0 turns the cache off. */
  ttl?: number | undefined;
  /** Seconds an entry may be served stale while it is refreshed, in place of its route's policy's (tests). */
  stale?: number | undefined;
  policy: RoutePolicy;
  /** The query parameters each route reads, from the routes' handles (cacheKeyRules). */
  keys: CacheKeyRules;
}

/**
 * Renders the canonical request and stores the answer when it may be stored and no purge of its key
 * came while it rendered. Returns the render's answer (a copy of the stored bytes when stored) and
 * whether it was stored. Everything here belongs to the one request that called it.
 */
async function renderAndStore(
  key: Request,
  canonical: Request,
  options: ServeOptions,
  render: (request: Request) => Promise<Response>,
): Promise<{ response: Response; stored: boolean }> {
  const purgeCount = purges;
  const response = await render(canonical);
  const storage = edgeStorageOf(response, cachePolicyAt(new URL(key.url).pathname, options.keys), options);
  if (storage === null) return { response, stored: false };
  // Read whole (no tee: a tee's copy can stall while its twin is unread). Nothing is lost by it: Remix
  // has a page's whole document before its first byte (no page defers a part).
  const body = await response.arrayBuffer();
  const copy = () =>
    new Response(body.slice(0), {
      status: response.status,
      ...(response.statusText ? { statusText: response.statusText } : {}),
      headers: response.headers,
    });
  // A purge while this render was under way (an ingest or an admin change): what it read may be older
  // than the change, so it answers its own request but is never stored.
  if (purgedSince(key.url, purgeCount)) return { response: copy(), stored: false };
  const entry = copy();
  const policy = entry.headers.get(CSP);
  if (policy && isHtml(response)) entry.headers.set(CSP, withoutNonce(policy));
  entry.headers.set(STORED_AT, String(Date.now()));
  entry.headers.set(FRESH_FOR, String(storage.fresh));
  const own = response.headers.get("Cache-Control");
  if (own) entry.headers.set(OWN_CACHE_CONTROL, own);
  entry.headers.set("Cache-Control", edgeEntryCacheControl(storage.fresh + storage.stale));
  options.ctx.waitUntil(
    cache()
      .put(key, entry)
      .catch((error: unknown) => log.error("edge cache: could not store", { url: key.url, error })),
  );
  return { response: copy(), stored: true };
}

/**
 * Serves `request` from the edge cache when it can, else renders it and stores a cacheable answer. A
 * fresh entry is served as it is (HIT). An entry past its freshness but within its stale time is served
 * at once (STALE) while this request, if no refresh of the key began in this isolate in the last
 * REFRESH_RETRY_MS, renders its replacement in `ctx.waitUntil`. No entry: this request renders (MISS).
 * No request ever waits on another: concurrent misses each render, which happens only for an entry that
 * was purged or never stored. A request the cache may answer is rendered as its canonical address (the
 * parameters its route does not read removed), so the stored page is exactly the canonical page
 * whichever variant filled the entry; one with an invalid parameter is rendered as sent and not stored.
 * `ttl` 0 turns caching off (the uncached side of `npm run bench`).
 */
export async function serveWithEdgeCache(
  request: Request,
  options: ServeOptions,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const key = cacheKey(options.siteUrl, request.url, options.keys);
  if (cachingOff(options) || !key || !isCacheableRequest(request, options.policy)) return labelled(await render(request), "BYPASS");
  const { pathname, search } = new URL(key.url);
  const canonical = new Request(new URL(`${pathname}${search}`, request.url), request);
  const entry = await cache().match(key);
  if (entry) {
    const now = Date.now();
    const fresh = isFresh(entry, now);
    if (!fresh) refreshInBackground(key, canonical, options, render, now);
    return labelled(entry, fresh ? "HIT" : "STALE");
  }
  const { response, stored } = await renderAndStore(key, canonical, options, render);
  return labelled(response, stored ? "MISS" : "BYPASS");
}

/** Starts this request's refresh of a stale entry unless one began in this isolate within REFRESH_RETRY_MS. */
function refreshInBackground(
  key: Request,
  canonical: Request,
  options: ServeOptions,
  render: (request: Request) => Promise<Response>,
  now: number,
): void {
  const started = refreshesStarted.get(key.url);
  if (started !== undefined && now - started < REFRESH_RETRY_MS) return;
  refreshesStarted.set(key.url, now);
  const done = () => {
    if (refreshesStarted.get(key.url) === now) refreshesStarted.delete(key.url);
  };
  options.ctx.waitUntil(
    renderAndStore(key, canonical, options, render)
      .then(({ response }) => response.body?.cancel())
      .catch((error: unknown) =>
        log.warn("edge cache: could not refresh a stale entry; it is served until it expires", { url: key.url, error }),
      )
      .finally(done),
  );
}
