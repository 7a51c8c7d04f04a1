/**
 * Pages and API answers from Cloudflare's Cache API: results change a few times a night, and a cached
 * answer needs no rendering and no D1 query. Only anonymous GETs are cached (never forms, the admin or
 * anything that sets a cookie), for at most EDGE_CACHE_TTL seconds, so new draws show within a minute
 * of an ingest. A cached HTML page leaves with a fresh CSP nonce in its body and a matching header.
 * The Cache API is per data centre: each location fills its own copy.
 */

import { SITE_PAGES } from "./site-pages";

/** The pages and answers that show the newest results: purged after anything changes draws. */
export const RESULTS_PATHS = [
  ...SITE_PAGES.filter((page) => page.kind === "results").map((page) => page.path),
  "/api/results/latest",
  "/api/next-draw",
  "/rss/results.xml",
];

/** Seconds a cached answer may be served. */
export const EDGE_CACHE_TTL = 60;

/** Paths never cached: they carry form tokens, sessions or side effects. */
const NEVER_CACHED = [/^\/admin/, /^\/contact-us/, /^\/api\/refresh-google-data/, /^\/__scheduled/, /^\/check-numbers/];

const defaultCache = () => (caches as unknown as { default: Cache }).default;

/** Keys use the one canonical origin, so a purge knows them whatever host a request came in on. */
function cacheKey(siteUrl: string, url: string): Request {
  const { pathname, search } = new URL(url);
  return new Request(`${siteUrl}${pathname}${search}`, { method: "GET" });
}

/**
 * After an ingest changes draws: drop this location's copies of the pages and answers that show the
 * newest results (other locations expire within EDGE_CACHE_TTL).
 */
export async function purgeResults(siteUrl: string, paths: readonly string[]): Promise<void> {
  const cache = defaultCache();
  // A render under way may hold the old data: later requests render anew rather than share it.
  for (const path of paths) rendersUnderWay.delete(cacheKey(siteUrl, `${siteUrl}${path}`).url);
  await Promise.all(paths.flatMap((path) => [cache.delete(cacheKey(siteUrl, `${siteUrl}${path}`)), cache.delete(cacheKey(siteUrl, `${siteUrl}${path === "/" ? "/_root" : path}.data`))]));
}

/** HIT: from the cache; SHARED: from a render another request had under way; MISS: rendered and stored. */
export type CacheStatus = "HIT" | "SHARED" | "MISS" | "BYPASS";

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return false;
  // Remix's client-side data requests (single fetch) are cached like the pages they belong to; a
  // request with a cookie may be signed in, so it is never served from or stored in the shared cache.
  return !request.headers.has("Cookie") && !request.headers.has("Authorization");
}

export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/no-store|private/.test(cacheControl);
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A cached HTML page with its nonce replaced by a fresh one, in the CSP header and wherever the body
 * carries it (the scripts' nonce attributes and the root loader's data). The nonce is 128 random bits
 * written only by our own render, so every occurrence of it in the body is one of those. A plain text
 * replacement over the stored page is cheaper than an HTML parse (HTMLRewriter, used before): cached
 * home served 24% more requests a second under autocannon here, and the loader data no longer keeps
 * the old nonce.
 */
export async function withFreshNonce(cached: Response): Promise<Response> {
  const csp = cached.headers.get("Content-Security-Policy");
  const old = csp?.match(/'nonce-([^']+)'/)?.[1];
  if (!csp || !old) return cached;
  const nonce = newNonce();
  const headers = new Headers(cached.headers);
  headers.set("Content-Security-Policy", csp.replace(`'nonce-${old}'`, `'nonce-${nonce}'`));
  headers.delete("Content-Length");
  const html = (await cached.text()).replaceAll(old, nonce);
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers });
}

function withStatus(response: Response, status: CacheStatus): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("X-Edge-Cache", status);
  return copy;
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

/** Every HTML copy handed out again needs its own nonce; other answers go as they are. */
function readyToServe(response: Response): Response | Promise<Response> {
  const isHtml = (response.headers.get("Content-Type") ?? "").includes("text/html");
  return isHtml ? withFreshNonce(response) : response;
}

/**
 * Serves `request` from the edge cache when it can, else renders it (once per key at a time, see
 * `rendersUnderWay`) and stores a cacheable answer. `ttl` 0 turns caching off (the uncached side of
 * `npm run bench`).
 */
export async function serveWithEdgeCache(
  request: Request,
  options: { siteUrl: string; ctx: { waitUntil(promise: Promise<unknown>): void }; ttl?: number },
  render: () => Promise<Response>,
): Promise<Response> {
  const ttl = options.ttl ?? EDGE_CACHE_TTL;
  if (ttl <= 0 || !isCacheableRequest(request)) return withStatus(await render(), "BYPASS");
  const cache = defaultCache();
  const key = cacheKey(options.siteUrl, request.url);
  const cached = await cache.match(key);
  if (cached) return withStatus(await readyToServe(cached), "HIT");

  const underWay = rendersUnderWay.get(key.url);
  if (underWay) {
    const shared = await underWay;
    // The render turned out uncacheable (an error page, a redirect): this request makes its own.
    if (shared) return withStatus(await readyToServe(responseFrom(shared)), "SHARED");
    return withStatus(await render(), "BYPASS");
  }

  let share!: (shared: SharedRender | null) => void;
  const mine = new Promise<SharedRender | null>((resolve) => (share = resolve));
  rendersUnderWay.set(key.url, mine);
  // A purge may have dropped this render and another may have begun since: leave that one in place.
  const finished = () => rendersUnderWay.get(key.url) === mine && rendersUnderWay.delete(key.url);
  try {
    const response = await render();
    if (!isCacheableResponse(response)) {
      share(null);
      finished();
      return withStatus(response, "BYPASS");
    }
    // Read whole (no tee: a tee's copy can stall while its twin is unread). Little is lost by it: Remix
    // has a page's whole document before its first byte, except on /tips, which defers one panel.
    const shared: SharedRender = { status: response.status, statusText: response.statusText, headers: [...response.headers], body: await response.arrayBuffer() };
    share(shared);
    const stored = responseFrom(shared);
    stored.headers.set("Cache-Control", `public, max-age=${ttl}`);
    // Until the copy is in the cache, later requests still find the render here and share it.
    options.ctx.waitUntil(
      cache
        .put(key, stored)
        .catch((error: unknown) => console.error("edge cache: could not store", key.url, error))
        .finally(finished),
    );
    return withStatus(responseFrom(shared), "MISS");
  } catch (error) {
    share(null);
    finished();
    throw error;
  }
}