/**
 * POST /api/ingest/resultsza: ResultsZA's webhook (docs/ingest.md), signed with RESULTSZA_WEBHOOK_SECRET;
 * the pushed draw is written through the same mapping and write path as the cron's poll of ResultsZA
 * (app/ingest/resultsza-webhook.server.ts). One draw is a few KB: the request guard's usual body limit
 * holds it. Never cached (a route with an action), not open to other origins.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { acceptResultszaWebhook } from "~/ingest/resultsza-webhook.server";
import { ingestReply as reply, rawBodyOf, refusalReply } from "~/http/ingest-call.server";
import type { PageHandle } from "~/site/page-handle";

// Its answers are one caller's, never stored (and a route with an action is never cached anyway).
export const handle: PageHandle = { cachePolicy: "none" };

export const loader = () => reply(405, { error: "method not allowed", message: "ResultsZA posts its webhook here." }, { Allow: "POST" });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  const rawBody = await rawBodyOf(request);
  if (rawBody === null) return reply(413, { error: "The request body is too large." });
  const outcome = await acceptResultszaWebhook({ db: context.db, env: context.env, headers: request.headers, rawBody });
  if (outcome.status !== 200) return refusalReply(outcome);
  const { summary } = outcome;
  if (!summary) return reply(200, { ok: true, message: outcome.message });
  // The step every write of draws takes (alerts, purge, the pages rendered back into the edge cache).
  await context.drawsChanged(summary.changed);
  return reply(200, {
    ok: summary.ok,
    outcome: summary.outcome,
    message: summary.message,
    added: Number(summary.results.added ?? 0),
    updated: Number(summary.results.updated ?? 0),
  });
}
