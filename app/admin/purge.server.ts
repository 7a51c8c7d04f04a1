/**
 * After an admin change to draws (a refresh that added or updated some, a manual save, a delete), this
 * location's cached copies of the results pages are dropped, as the cron does after an ingest, so the
 * owner sees the change at once (other locations expire within EDGE_CACHE_TTL).
 */
import { purgeResults, RESULTS_PATHS } from "~/lib/edge-cache.server";

export async function purgeAfterAdminChange(siteUrl: string): Promise<void> {
  try {
    await purgeResults(siteUrl, RESULTS_PATHS);
  } catch (error) {
    // No Cache API (vite dev's Node server) or a failing one: the copies expire by themselves.
    console.warn("admin: could not purge the edge cache:", error);
  }
}
