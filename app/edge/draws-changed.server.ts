/**
 * The one step after draws were stored, corrected or deleted, whatever did it: the cron (official source
 * and ResultsZA's poll), the collector's push, ResultsZA's webhook, the admin's refresh, save and delete.
 * The new draws' win alerts go on the queue, this location's cached copies of the pages they change are
 * purged, and those pages are rendered back into the edge cache, reading D1's primary, so the draw-night
 * crowd finds the new results in the cache instead of each rendering them.
 *
 * The Worker's shell (workers/app.ts) builds it for each request or cron run and hands it to the app in
 * the load context as `context.drawsChanged`, in the manner of Hydrogen's `createWithCache`: the app says
 * what changed; the shell owns the queue, the cache and the renderer, so nothing above this folder
 * imports it (only its type, through AppLoadContext).
 */
import type { GameId } from "../rules/games";
import { queueDrawAlerts } from "../push/queue-alerts.server";
import { log } from "../http/log.server";
import { pathsToPurge, purgeResults, warmEdgeCache, type ServeOptions } from "./edge-cache.server";

interface ChangedDraw {
  game: GameId;
  drawDate: string;
}

interface DrawsChangedOptions {
  /** The draws were deleted: no alert is queued for them. */
  deleted?: boolean;
  /** The clock the alerts' window is measured by (the cron's scheduled time); now when unset. */
  now?: Date;
}

interface DrawsChangedResult {
  /** Paths purged (0 when nothing changed or the purge failed). */
  purged: number;
  /**
   * Pages and answers rendered back into the cache. Already in the request's `waitUntil`: a caller awaits
   * it only to report the count (the cron's log line). Never handed to another request.
   */
  warmed: Promise<number>;
}

/** `changed`: what the write added, updated or deleted; an empty list does nothing, so callers pass it as it is. */
export type DrawsChanged = (changed: readonly ChangedDraw[], options?: DrawsChangedOptions) => Promise<DrawsChangedResult>;

export interface DrawsChangedShell {
  queue: Queue | undefined;
  siteUrl: string;
  /** The request's (or cron run's) own `ctx.waitUntil`. */
  waitUntil(promise: Promise<unknown>): void;
  /**
   * How to render the purged pages back into the cache: the cache's options and a renderer whose D1
   * reads go to the primary (a "first-primary" session), so a replica that has not yet seen the write
   * can never be stored as the fresh page. Absent where no edge cache serves the pages (vite dev).
   */
  warm?: { options: ServeOptions; renderFromPrimary: (request: Request) => Promise<Response> };
}

const nothing = (): DrawsChangedResult => ({ purged: 0, warmed: Promise.resolve(0) });

/**
 * The order pages are warmed in: the home page and the changed games' pages first (where the crowd
 * lands), then the changed draws' own pages, then the rest (feeds, API answers, statistics).
 */
function warmOrder(paths: readonly string[], changed: readonly ChangedDraw[]): string[] {
  const first = new Set([
    "/",
    ...changed.map((draw) => `/results/${draw.game}`),
    ...changed.map((d) => `/results/${d.game}/${d.drawDate}`),
  ]);
  return [...[...first].filter((path) => paths.includes(path)), ...paths.filter((path) => !first.has(path))];
}

export function createDrawsChanged(shell: DrawsChangedShell): DrawsChanged {
  return async (changed, options = {}) => {
    if (changed.length === 0) return nothing();
    // Alerts first: a push that reaches players before the pages are warm still leads them to a page
    // that renders the draw (its cached copy is gone by then).
    if (!options.deleted) await queueDrawAlerts(shell.queue, changed, options.now);
    const paths = pathsToPurge(changed);
    try {
      await purgeResults(shell.siteUrl, paths);
    } catch (error) {
      // No Cache API (vite dev's Node server) or a failing one: the copies expire within EDGE_CACHE_TTL.
      log.warn("draws changed: could not purge the edge cache", { error });
      return nothing();
    }
    if (!shell.warm) return { purged: paths.length, warmed: Promise.resolve(0) };
    const { options: cacheOptions, renderFromPrimary } = shell.warm;
    // The warm runs in this request's waitUntil rather than before its answer: the collector and
    // ResultsZA's webhook get their answer at once (a sender that timed out would deliver again), and a
    // few dozen renders one after another stay within the time waitUntil allows. The purge above is
    // awaited: once the answer is out, no copy older than the write is served here.
    const warmed = warmEdgeCache(warmOrder(paths, changed), cacheOptions, renderFromPrimary).catch((error: unknown) => {
      log.warn("draws changed: the warm-up failed; the pages' first visitors render them", { error });
      return 0;
    });
    shell.waitUntil(warmed);
    return { purged: paths.length, warmed };
  };
}
