/**
 * POST /api/ingest/official: the collector's push (scripts/collect.ts, docs/ingest.md). The official
 * API refuses datacentre addresses, the Worker's included, so a machine on a home connection asks it and
 * pushes the raw answers here, signed with INGEST_SECRET; they are replayed through the same adapter and
 * write path as the cron's own run (app/ingest/collector.server.ts). Never cached, never rate-limited as
 * the public API (a POST), not open to other origins.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { acceptPush } from "~/ingest/collector.server";
import { MAX_PUSH_BODY_BYTES } from "~/http/body-limits";
import { ingestReply as reply, rawBodyOf, refusalReply } from "~/http/ingest-call.server";
import type { PageHandle } from "~/site/page-handle";

// Its answers are one caller's, never stored (and a route with an action is never cached anyway).
export const handle: PageHandle = { cachePolicy: "none" };

const tooLarge = () => reply(413, { error: `The request body is too large: at most ${MAX_PUSH_BODY_BYTES / 1024} KB is accepted.` });

export const loader = () => reply(405, { error: "method not allowed", message: "Use POST to push answers." }, { Allow: "POST" });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  const rawBody = await rawBodyOf(request);
  if (rawBody === null || new TextEncoder().encode(rawBody).byteLength > MAX_PUSH_BODY_BYTES) return tooLarge();

  const outcome = await acceptPush({
    db: context.db,
    env: context.env,
    secret: context.env.INGEST_SECRET,
    headers: request.headers,
    rawBody,
  });
  if (outcome.status !== 200) return refusalReply(outcome);
  const { summary } = outcome;
  const added = Number(summary.results.added ?? 0);
  const updated = Number(summary.results.updated ?? 0);
  // The step every write of draws takes (alerts, purge, the pages rendered back into the edge cache).
  await context.drawsChanged(summary.changed);
  return reply(200, { ok: summary.ok, outcome: summary.outcome, message: summary.message, added, updated, results: summary.results });
}
