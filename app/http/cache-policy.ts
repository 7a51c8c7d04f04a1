/**
 * The site's cache policies, by name, and the one place `Cache-Control` values are written (in the
 * manner of Hydrogen's caching strategies): a route or answer names its policy (`cacheControl("feed")`),
 * never a header string, and each route's `handle` names the policy of its answers (`cachePolicy`, beside
 * its cache key; a page that names none is a `page`). The edge cache (app/edge/edge-cache.server.ts) keeps
 * an answer as long as its route's policy says (`edgeStorage`): fresh, then served stale while one request
 * refreshes it (the EDGE_CACHE_TTL env var overrides the fresh seconds for tests); a policy that says
 * nothing of the edge is never stored. Results change a few times a night, and every write of draws
 * purges what it changed.
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

/** Seconds the edge keeps an answer fresh, then stale while one request refreshes it. */
export interface EdgeStorage {
  fresh: number;
  stale: number;
}

/**
 * How long browsers (`max-age`) and shared caches (`s-maxage`) may keep an answer, or that none may (or,
 * for a page, nothing said); and how long the edge keeps it, when it may.
 */
type Policy = ({ browser: number; shared?: number } | { directive: "no-store" | "no-cache" } | { unsaid: true }) & {
  edge?: EdgeStorage;
};

const DAY = 86_400;
const HOUR = 3_600;

/** What the edge does with most answers it may keep: EDGE_CACHE_TTL fresh, EDGE_CACHE_STALE stale. */
const AT_THE_EDGE: EdgeStorage = { fresh: EDGE_CACHE_TTL, stale: EDGE_CACHE_STALE };

const POLICIES = {
  /** A page (HTML): it tells browsers nothing, and the edge keeps it. A route that names no policy is a page. */
  page: { unsaid: true, edge: AT_THE_EDGE },
  /** Results and open data (the API's answers, the downloads, the widget, the jackpot chart): browsers and the edge alike. */
  results: { browser: EDGE_CACHE_TTL, shared: EDGE_CACHE_TTL, edge: AT_THE_EDGE },
  /** A "not yet" 404: browsers ask again each time (max-age=0); the edge's short copy is the only one. */
  notYet: { browser: 0, shared: NOT_YET_SECONDS, edge: { fresh: NOT_YET_SECONDS, stale: EDGE_CACHE_STALE } },
  /** RSS feeds: readers poll them; five minutes keeps a new draw's item prompt (the edge's copy is purged by a new draw). */
  feed: { browser: 300, edge: AT_THE_EDGE },
  /** Sitemaps: crawlers read them a few times a day. */
  sitemap: { browser: HOUR, edge: AT_THE_EDGE },
  /** The web app manifest: changes only with a deploy. */
  manifest: { browser: HOUR, edge: AT_THE_EDGE },
  /** A redirect to a page's one spelling: it never changes (the shell answers it before the edge cache). */
  redirect: { browser: DAY },
  /** robots.txt: changes only with a deploy. */
  robots: { browser: DAY, edge: AT_THE_EDGE },
  /** The service worker: revalidated every time, so a deploy's new worker is found at the next visit. */
  serviceWorker: { directive: "no-cache" },
  /** Per visitor, per query or per post (the admin, forms, errors, refusals, the checker's answers): nobody keeps it. */
  none: { directive: "no-store" },
} satisfies Record<string, Policy>;

export type CachePolicyName = keyof typeof POLICIES;

/** The policies that write a `Cache-Control` (a page's says nothing). */
type HeaderPolicyName = { [Name in CachePolicyName]: (typeof POLICIES)[Name] extends { unsaid: true } ? never : Name }[CachePolicyName];

/** The `Cache-Control` value of a named policy. */
export function cacheControl(name: HeaderPolicyName): string {
  const policy: Policy = POLICIES[name];
  if ("directive" in policy) return policy.directive;
  if ("unsaid" in policy) throw new Error(`the ${name} policy writes no Cache-Control`);
  return `public, max-age=${policy.browser}${policy.shared !== undefined ? `, s-maxage=${policy.shared}` : ""}`;
}

/** How long the edge keeps an answer of a named policy, or null when it never stores one. */
export function edgeStorage(name: CachePolicyName): EdgeStorage | null {
  const policy: Policy = POLICIES[name];
  return policy.edge ?? null;
}

/** The `Cache-Control` of an entry the edge stores: its own cache keeps it fresh plus stale seconds. */
export const edgeEntryCacheControl = (seconds: number) => `public, max-age=${seconds}`;
