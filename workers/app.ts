/**
 * The one Worker: `fetch` serves the Remix app and the /api routes (static files are served by Workers
 * Static Assets before this code runs); `scheduled` is the Cron Trigger that ingests new draws
 * (crons in wrangler.toml); `queue` consumes the win alerts' queue (app/push/). This file stays thin, and it imports nothing from app/: what it
 * calls comes from the build's entry module (app/edge/hooks.server.ts, re-exported by app/entry.server.tsx
 * as `worker`), so every app module exists once in the bundle (checked by tests/unit/one-bundle.test.ts).
 */
import { createRequestHandler, type AppLoadContext } from "@remix-run/cloudflare";
// The production build of `remix vite:build`, which wrangler bundles; typed by workers/server-build.d.ts
// (package.json "imports" maps `#server-build` to the types for the checker and to the build otherwise).
import * as build from "#server-build";

const {
  answerDatabaseFaultsWith503,
  withRetryAfter,
  CATCH_UP_CRON,
  runScheduledIngest,
  logScheduledRun,
  limitPublicApi,
  cacheKeyRules,
  pathRedirect,
  serveWithEdgeCache,
  createDrawsChanged,
  notModified,
  guardRequest,
  withBodyLimit,
  withNosniff,
  createLoadContext,
  parsedEnv,
  retentionSummary,
  runRetention,
  routePolicy,
  log,
  handleAlertBatch,
} = build.entry.module.worker;

// Which paths take posts, which are never cached, and which query parameters make each page's cache key,
// read once from the routes' own modules.
const policy = routePolicy(build.routes);
const keys = cacheKeyRules(build.routes);

// D1 failing or silent: loaders and actions answer 503, and the document keeps its Retry-After.
// Every answer is marked nosniff, whichever route (or Remix itself) made it.
const remixHandler = createRequestHandler(answerDatabaseFaultsWith503(build));
const handleRemixRequest = async (request: Request, context: AppLoadContext) =>
  withRetryAfter(withNosniff(await remixHandler(request, context)));

/** The edge cache's settings for this deployment and request (or cron run). */
function cacheOptions(env: Env & { EDGE_CACHE_TTL?: string }, ctx: ExecutionContext) {
  const { SITE_URL: siteUrl, EDGE_CACHE_TTL: ttl } = parsedEnv(env);
  return { siteUrl, ctx, ttl, policy, keys };
}

/**
 * The app's context for one request or cron run, with the "draws changed" step this shell owns (in the
 * manner of Hydrogen's createWithCache): the app calls `context.drawsChanged(changed)` after any write
 * of draws; the shell queues the alerts, purges, and renders the purged pages back into the edge cache
 * with contexts whose D1 reads go to the primary. Everything in it belongs to this request's `ctx`.
 */
function loadContext(env: Env & { EDGE_CACHE_TTL?: string }, ctx: ExecutionContext, request?: Request, readFrom?: "primary") {
  const drawsChanged = createDrawsChanged({
    queue: env.PUSH_ALERTS,
    siteUrl: parsedEnv(env).SITE_URL,
    waitUntil: (promise) => ctx.waitUntil(promise),
    // Rendered by Remix alone: the warm-up is no visitor, so nothing counts against anyone's API limit.
    warm: {
      options: cacheOptions(env, ctx),
      renderFromPrimary: (request) => handleRemixRequest(request, loadContext(env, ctx, request, "primary")),
    },
  });
  return createLoadContext({ env, ctx, request }, { drawsChanged, readFrom });
}

export default {
  async fetch(request, env, ctx) {
    // A route that touches nothing: the baseline of `npm run bench` and a liveness check.
    if (new URL(request.url).pathname === "/healthz") return new Response("ok", { headers: { "Cache-Control": "no-store" } });
    // Refuses what no route accepts (oversized bodies, unknown methods) before any work is done.
    const refused = guardRequest(request, policy.postPaths, policy.deletePaths);
    if (refused) return refused;
    // `/Admin`, `/%61dmin`, `/history/`: one spelling per page, so one cache decision and one entry.
    const redirect = pathRedirect(request);
    if (redirect) return redirect;
    request = withBodyLimit(request);
    // Only what the edge cache cannot answer reaches the app, so only those calls count against the API's
    // per-address limit. A repeat request naming the answer's ETag gets a 304, cached or not.
    const response = await serveWithEdgeCache(request, cacheOptions(env, ctx), async (request) => {
      const context = loadContext(env, ctx, request);
      return (await limitPublicApi(request, context)) ?? handleRemixRequest(request, context);
    });
    return notModified(request, response);
  },
  async scheduled(controller, env, ctx) {
    const { db, env: appEnv, drawsChanged } = loadContext(env, ctx);
    const now = new Date(controller.scheduledTime);
    const ingest = runScheduledIngest({ db, env: appEnv, cron: controller.cron, now }).then(
      async (summaries) => {
        if (summaries.length === 0) logScheduledRun(controller.cron, null);
        for (const summary of summaries) logScheduledRun(controller.cron, summary);
        const changed = summaries.flatMap((summary) => summary.changed);
        if (changed.length > 0) {
          // The same step as every other write (alerts, purge, warm). The cron is in no hurry, so the
          // warm is awaited here, for its log line.
          const { warmed } = await drawsChanged(changed, { now });
          log.info(`scheduled(${controller.cron}): ${await warmed} purged pages and answers rendered into the edge cache`);
        }
      },
      (error: unknown) => log.error(`scheduled(${controller.cron}) failed`, { cron: controller.cron, error }),
    );
    // Once a day the catch-up also deletes personal data past the privacy page's periods, whether or not
    // the ingest succeeds.
    const retention =
      controller.cron !== CATCH_UP_CRON
        ? Promise.resolve()
        : runRetention(db, now).then(
            (report) => log.info(`retention: ${retentionSummary(report)}`),
            (error: unknown) => log.error("retention failed", { error }),
          );
    // The runs outlive the handler's return only through waitUntil; awaiting them as well lets
    // `/__scheduled` (wrangler dev --test-scheduled) answer once they have finished.
    const run = Promise.all([ingest, retention]);
    ctx.waitUntil(run);
    await run;
  },
  // The alert queue's consumer: pushes for a new draw, a page of subscriptions per message.
  async queue(batch, env, ctx) {
    const { db, env: appEnv } = loadContext(env, ctx);
    await handleAlertBatch(batch, { db, env: appEnv, queue: env.PUSH_ALERTS });
  },
} satisfies ExportedHandler<Env & { EDGE_CACHE_TTL?: string }>;
