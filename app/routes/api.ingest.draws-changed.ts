/**
 * POST /api/ingest/draws-changed: the CLI's remote ingest (`npm run ingest -- --remote`) writes the real
 * D1 from a machine, not through the Worker; after a run that changed draws it names them here, signed
 * as the collector's push is (INGEST_SECRET, app/ingest/draws-changed-call.server.ts), and the site takes
 * the step every write of draws takes. Stores nothing itself; a refused call purges nothing. At most 100
 * draws a call: the request guard's usual body limit holds them. Never cached (a route with an action),
 * not open to other origins.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { acceptDrawsChanged } from "~/ingest/draws-changed-call.server";
import { ingestReply, rawBodyOf, refusalReply } from "~/http/ingest-call.server";
import type { PageHandle } from "~/site/page-handle";

// Its answers are one caller's, never stored (and a route with an action is never cached anyway).
export const handle: PageHandle = { cachePolicy: "none" };

export const loader = () =>
  ingestReply(405, { error: "method not allowed", message: "Use POST to name the draws the CLI changed." }, { Allow: "POST" });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return loader();
  const rawBody = await rawBodyOf(request);
  if (rawBody === null) return ingestReply(413, { error: "The request body is too large." });
  const outcome = acceptDrawsChanged({ secret: context.env.INGEST_SECRET, headers: request.headers, rawBody });
  if (outcome.status !== 200) return refusalReply(outcome);
  // The step every write of draws takes (alerts, purge, the pages rendered back from D1's primary).
  const { purged } = await context.drawsChanged(outcome.changed);
  return ingestReply(200, { ok: true, draws: outcome.changed.length, purged });
}
