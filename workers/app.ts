/**
 * The one Worker: `fetch` serves the Remix app and the /api routes (static files are served by Workers
 * Static Assets before this code runs); `scheduled` is the Cron Trigger that ingests new draws
 * (crons in wrangler.toml). Both call into app/; this file stays thin.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The production build of `remix vite:build`; wrangler bundles it. (It does not exist before the first
// build, and it is plain JS without types, so the type checker is told not to look.)
// @ts-ignore -- see above
import * as build from "../build/server";
import { runScheduledIngest } from "../app/ingest/scheduled.server";
import { createLoadContext } from "../app/load-context.server";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    return handleRemixRequest(request, createLoadContext({ env, ctx }));
  },
  async scheduled(controller, env, ctx) {
    const { db, env: appEnv } = createLoadContext({ env, ctx });
    const run = runScheduledIngest({ db, env: appEnv, cron: controller.cron, now: new Date(controller.scheduledTime) }).then(
      (summary) => console.log(`scheduled(${controller.cron}): ${summary ? summary.message : "nothing to fetch"}`),
      (error: unknown) => console.error(`scheduled(${controller.cron}) failed:`, error),
    );
    // The run outlives the handler's return only through waitUntil; awaiting it as well lets
    // `/__scheduled` (wrangler dev --test-scheduled) answer once the run has finished.
    ctx.waitUntil(run);
    await run;
  },
} satisfies ExportedHandler<Env>;
