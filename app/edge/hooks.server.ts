/**
 * What the Worker (workers/app.ts) calls in the app. It reaches them through the server build's entry
 * module (entry.server.tsx re-exports this file as `worker`) rather than importing app modules itself,
 * so each module exists once in the Worker: the edge cache's renders under way, which an admin purge
 * must see, and the database error class, which must be one class, are shared by the Worker's code and
 * the routes. (Importing them directly once bundled a second copy of each beside the build's.)
 */
export { answerDatabaseFaultsWith503, withRetryAfter } from "~/db/resilient-d1.server";
export { logScheduledRun, runScheduledIngest } from "~/ingest/scheduled.server";
export { CATCH_UP_CRON } from "~/rules/ingest-schedule";
export { limitPublicApi } from "~/edge/api-limit.server";
export { cacheKeyRules, pathRedirect } from "~/edge/cache-key.server";
export { serveWithEdgeCache } from "~/edge/edge-cache.server";
export { createDrawsChanged } from "~/edge/draws-changed.server";
export { notModified } from "~/http/responses.server";
export { guardRequest, withBodyLimit } from "~/edge/request-guard.server";
export { routePolicy } from "~/edge/route-policy.server";
export { withNosniff } from "~/http/security-headers.server";
export { createLoadContext, parsedEnv } from "~/edge/load-context.server";
// The logger's minimum level is module state, set by parseEnv: the Worker must log through this same copy.
export { log } from "~/http/log.server";
export { retentionSummary, runRetention } from "~/maintenance/retention.server";
export { handleAlertBatch } from "~/push/alert-consumer.server";
