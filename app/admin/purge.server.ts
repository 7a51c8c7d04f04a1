/**
 * After an admin change to draws (a refresh that added or updated some, a manual save, a delete), this
 * location's cached copies of the results pages are dropped, as the cron does after an ingest, so the
 * owner sees the change at once (other locations expire within EDGE_CACHE_TTL).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { queueDrawAlerts } from "~/push/queue-alerts.server";
import { pathsToPurge, purgeResults } from "~/edge/edge-cache.server";
import { log } from "~/http/log.server";
import type { GameId } from "~/rules/games";

/** `changed`: the draws written or deleted; their own pages, game pages and year pages go with the rest. */
export async function purgeAfterAdminChange(siteUrl: string, changed: readonly { game: GameId; drawDate: string }[]): Promise<void> {
  try {
    await purgeResults(siteUrl, pathsToPurge(changed));
  } catch (error) {
    // No Cache API (vite dev's Node server) or a failing one: the copies expire by themselves.
    log.warn("admin: could not purge the edge cache", { error });
  }
}

/**
 * After draws were written outside the cron (the collector's push, the webhook, the refresh, the admin's
 * save): the cached pages go, and the new draws' win alerts are queued, as the cron does after its run.
 * `changed` is what the write added or updated; the one test of whether anything changed is here, so a
 * caller passes it whatever it is.
 */
export async function afterDrawsWritten(
  context: Pick<AppLoadContext, "cloudflare" | "env">,
  changed: readonly { game: GameId; drawDate: string }[],
): Promise<void> {
  if (changed.length === 0) return;
  await queueDrawAlerts(context.cloudflare.env.PUSH_ALERTS, changed);
  await purgeAfterAdminChange(context.env.SITE_URL, changed);
}
