/**
 * What the Worker must know of the routes before Remix runs, read from the routes themselves (the server
 * build's route table) rather than from lists kept in step by hand:
 *
 * - which paths take a POST: those whose route module exports an `action` (and a DELETE, where its
 *   `handle` says `delete: true`);
 * - which paths are never stored in the edge cache: those, and routes whose `handle` names a cache
 *   policy the edge never stores (`none`, `serviceWorker`: a form token, a session, an answer per query,
 *   as on /check-numbers, or the service worker).
 *
 * A new form or page brings its own policy with its module.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { edgeStorage } from "~/http/cache-policy";
import type { PageHandle } from "~/site/page-handle";

export interface RoutePolicy {
  /** Paths whose route has an action: the only ones the request guard lets a POST through to. */
  postPaths: readonly string[];
  /** Paths whose action also takes DELETE (its handle says `delete: true`). */
  deletePaths: readonly string[];
  /** Paths never stored in the edge cache, with everything below them. */
  neverCached: readonly string[];
}

type RouteTable = ServerBuild["routes"];

/** A route's URL path: its own `path` below its parents'. */
export function fullPath(routes: RouteTable, id: string): string {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

/** `/results/:game` as a pattern of one canonical path: a parameter is one segment. */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
  );

/**
 * The routes whose handle `pick` finds something in, each with its path as a pattern (`/results/:game`),
 * fixed paths first, as Remix ranks them: the first pattern a canonical path matches is its route's.
 */
export function routesByPattern<T>(routes: RouteTable, pick: (handle: PageHandle) => T | undefined): { pattern: RegExp; value: T }[] {
  const found: { path: string; value: T }[] = [];
  for (const [id, route] of Object.entries(routes)) {
    const value = route?.module.handle ? pick(route.module.handle) : undefined;
    if (value !== undefined) found.push({ path: fullPath(routes, id), value });
  }
  // A fixed path before a pattern that could also match it.
  const params = (path: string) => path.split("/").filter((segment) => segment.startsWith(":")).length;
  found.sort((a, b) => params(a.path) - params(b.path));
  return found.map(({ path, value }) => ({ pattern: pathPattern(path), value }));
}

/** The path up to its first `:param` or `*`: every URL the route can answer starts with it. */
const staticPrefix = (path: string) => path.replace(/\/[:*].*$/, "") || "/";

export function routePolicy(routes: RouteTable): RoutePolicy {
  const postPaths = new Set<string>();
  const deletePaths = new Set<string>();
  // wrangler dev's own trigger of the Cron handler (`--test-scheduled`) is no route, and has side effects.
  const neverCached = new Set<string>(["/__scheduled"]);
  for (const [id, route] of Object.entries(routes)) {
    if (!route) continue;
    const path = fullPath(routes, id);
    // Only a fixed path opens POST. The /api catch-all's action just answers "no such endpoint" for any
    // method, and the guard's 405 says more; a parameter in the path would open POST to every URL under it.
    if (typeof route.module.action === "function" && !/[:*]/.test(path)) {
      postPaths.add(path);
      neverCached.add(path);
      if ((route.module.handle as PageHandle | undefined)?.delete === true) deletePaths.add(path);
    }
    const cachePolicy = (route.module.handle as PageHandle | undefined)?.cachePolicy;
    if (cachePolicy && !edgeStorage(cachePolicy)) neverCached.add(staticPrefix(path));
  }
  return { postPaths: [...postPaths].sort(), deletePaths: [...deletePaths].sort(), neverCached: [...neverCached].sort() };
}

/** Whether a (canonical) path is one of the never-cached paths or below one (`/admin.data`, `/admin/x`). */
export function isNeverCached(policy: RoutePolicy, path: string): boolean {
  return policy.neverCached.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`));
}
