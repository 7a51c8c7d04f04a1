/**
 * The site's cache policies, by name, and the one place `Cache-Control` values are written (in the
 * manner of Hydrogen's caching strategies): a route or answer names its policy (`cacheControl("feed")`),
 * never a header string. The edge cache (app/edge/edge-cache.server.ts) keeps a page or an answer
 * EDGE_CACHE_TTL seconds, then serves it stale EDGE_CACHE_STALE more while one request refreshes it (the
 * EDGE_CACHE_TTL env var overrides the first for tests). Results change a few times a night, and every
 * write of draws purges what it changed.
 */

/** Seconds a stored answer is fresh: served as it is, with no render. */
export const EDGE_CACHE_TTL = 60;

/**
 * Seconds past its freshness a stored answer may still be served while one request of this isolate
 * renders its replacement in the background (stale-while-revalidate). A busy page is asked for within
 * moments of lapsing, so it is replaced within a render; a quiet page served stale is at most
 * EDGE_CACHE_TTL + this old, and past that its next visitor renders it. A purge removes entries outright.
 */
export const EDGE_CACHE_STALE = 60;

/**
 * Seconds the edge keeps a "not yet" 404: an answer that read D1 to learn that a draw (or a year) is not
 * in our records yet, such as tonight's draw while visitors wait for its results. A refreshing crowd
 * then costs one render per 15 s, and the write that brings the draw purges it.
 */
const NOT_YET_SECONDS = 15;

/** How long browsers (`max-age`) and shared caches (`s-maxage`) may keep an answer, or that none may. */
type Policy = { browser: number; shared?: number } | { directive: "no-store" | "no-cache" };

const DAY = 86_400;
const HOUR = 3_600;

const POLICIES = {
  /** Results and open data (the API's answers, the downloads, the widget, the jackpot chart): browsers and the edge alike. */
  results: { browser: EDGE_CACHE_TTL, shared: EDGE_CACHE_TTL },
  /** A "not yet" 404: browsers ask again each time (max-age=0); the edge's short copy is the only one. */
  notYet: { browser: 0, shared: NOT_YET_SECONDS },
  /** RSS feeds: readers poll them; five minutes keeps a new draw's item prompt. */
  feed: { browser: 300 },
  /** Sitemaps: crawlers read them a few times a day. */
  sitemap: { browser: HOUR },
  /** The web app manifest: changes only with a deploy. */
  manifest: { browser: HOUR },
  /** A redirect to a page's one spelling: it never changes. */
  redirect: { browser: DAY },
  /** robots.txt: changes only with a deploy. */
  robots: { browser: DAY },
  /** The service worker: revalidated every time, so a deploy's new worker is found at the next visit. */
  serviceWorker: { directive: "no-cache" },
  /** Per visitor or per post (the admin, forms, errors, refusals): nobody keeps it. */
  none: { directive: "no-store" },
} satisfies Record<string, Policy>;

export type CachePolicyName = keyof typeof POLICIES;

/** The `Cache-Control` value of a named policy. */
export function cacheControl(name: CachePolicyName): string {
  const policy: Policy = POLICIES[name];
  if ("directive" in policy) return policy.directive;
  return `public, max-age=${policy.browser}${policy.shared !== undefined ? `, s-maxage=${policy.shared}` : ""}`;
}

/** The `Cache-Control` of an entry the edge stores: its own cache keeps it fresh plus stale seconds. */
export const edgeEntryCacheControl = (seconds: number) => `public, max-age=${seconds}`;
