/**
 * The one canonical address of a request, which is also its edge-cache key (decision 004, "One cache key
 * per page"). Without it every spelling of an address was a cache entry of its own: `/history?cb=<unique>`
 * rendered every request (a D1 query each) and stored every variant, `/Admin` or `/%61dmin` could reach
 * another cache decision than `/admin`, and a purge missed `/api/results/latest?v=1`.
 *
 * - The path: unreserved characters percent-decoded, other escapes in upper case, lower case, dot
 *   segments resolved, repeated slashes and a trailing slash removed. Every route of the site is spelled
 *   this way, so a request spelled otherwise is redirected to it (`pathRedirect`, before any other work).
 * - The query: only the parameters the page's route reads (its handle's `cacheKey`, which uses the
 *   route's own parsers), in a fixed order. Any other parameter changes nothing the route reads, so it is dropped: the
 *   request is answered with the canonical page (from the cache, or rendered for the canonical address).
 *   A known parameter given twice, blank, padded or refused by the route's parser makes the key null: the
 *   page reports the mistake and is rendered for this request alone, never stored.
 */
import { cacheControl } from "~/http/cache-policy";
import type { ServerBuild } from "@remix-run/cloudflare";
import type { CachePolicyName } from "../http/cache-policy";
import type { CacheKeyRule } from "../site/page-handle";
import { answer } from "../http/responses.server";
import { routesByPattern } from "./route-policy.server";

/**
 * What the routes' handles declare for the edge cache, read from the build's route table by
 * cacheKeyRules: each route's query rule (`cacheKey`) and cache policy (`cachePolicy`), with the route's
 * path as a pattern (`/results/:game`), fixed paths first.
 */
export interface CacheKeyRules {
  readonly routes: readonly { pattern: RegExp; rule?: CacheKeyRule; policy?: CachePolicyName }[];
}

type RouteTable = ServerBuild["routes"];

/**
 * Every route whose handle declares a `cacheKey` or a `cachePolicy` (app/site/page-handle.ts), read once
 * from the build's route table (as route-policy.server.ts reads the policies the edge never stores): a
 * new page that reads its query brings its key with its module, and a new answer its policy.
 */
export function cacheKeyRules(routes: RouteTable): CacheKeyRules {
  const declared = routesByPattern(routes, ({ cacheKey: rule, cachePolicy: policy }) =>
    rule || policy ? { ...(rule ? { rule } : {}), ...(policy ? { policy } : {}) } : undefined,
  );
  return { routes: declared.map(({ pattern, value }) => ({ pattern, ...value })) };
}

/** The rule of the page at a canonical path, if its route reads the query. */
export function queryRuleFor(page: string, rules: CacheKeyRules): CacheKeyRule | undefined {
  return rules.routes.find(({ pattern }) => pattern.test(page))?.rule;
}

/** The cache policy the route at a canonical path declares; a route that names none is a `page`. */
export function cachePolicyAt(page: string, rules: CacheKeyRules): CachePolicyName {
  return rules.routes.find(({ pattern }) => pattern.test(page))?.policy ?? "page";
}

/** RFC 3986 unreserved characters: `%61` and `a` are the same address. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** Longer than any value a route accepts (an ISO date, a game id, a limit). */
const MAX_VALUE_LENGTH = 32;

/** The canonical spelling of a URL path (see above). Idempotent, and the identity on every route's own path. */
export function canonicalPath(pathname: string): string {
  const spelled = pathname.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) => {
    if (!part.startsWith("%")) return part.toLowerCase();
    const char = String.fromCharCode(parseInt(part.slice(1), 16));
    return UNRESERVED.test(char) ? char.toLowerCase() : part.toUpperCase();
  });
  // The URL parser resolves dot segments, including those the decoding just spelled out (`/%2e/admin`).
  const resolved = new URL(spelled.replace(/\/{2,}/g, "/"), "http://canonical.invalid").pathname;
  return resolved === "/" ? resolved : resolved.replace(/\/+$/, "");
}

/**
 * The canonical path and query of a URL (`/history?from=…&game=…`), or null when a parameter the route
 * reads is invalid. (Remix's own client requests, `.data` and `/__manifest`, are never cached:
 * edge-cache.server.ts's isCacheableRequest.)
 */
export function canonicalKey(url: URL, rules: CacheKeyRules): string | null {
  const path = canonicalPath(url.pathname);
  const rule = queryRuleFor(path, rules);
  if (!rule) return path;
  const query = new URLSearchParams();
  for (const name of rule.names) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0) continue;
    const [value] = values;
    if (values.length > 1 || !value || value !== value.trim() || value.length > MAX_VALUE_LENGTH) return null;
    query.set(name, value);
  }
  if ([...query.keys()].length > 0 && !rule.accepts(query)) return null;
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A 301 to the canonical spelling of the path (the query kept as sent), or null when it is canonical. */
export function pathRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const path = canonicalPath(url.pathname);
  if (path === url.pathname) return null;
  // A day: long enough to spare the round trip, short enough to undo a mistake.
  return answer(null, null, { status: 301, cache: cacheControl("redirect"), headers: { Location: `${path}${url.search}` } });
}
