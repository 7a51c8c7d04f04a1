/**
 * The per-address limit on public API calls and downloads (RATE_LIMITS.api). The Worker asks it only
 * for requests the edge cache could not answer, so cached answers are never counted or refused; the
 * refresh call has a limit of its own, and a 429 is never stored.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { limitRequest, rateLimitedJson } from "~/limits/rate-limit.server";

const LIMITED = /^\/(api\/(?!refresh-google-data)|data\/)/;

/** A 429 answer when this uncached call is over the limit; null when it may go on. */
export async function limitPublicApi(request: Request, context: Pick<AppLoadContext, "cloudflare" | "db">): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!LIMITED.test(new URL(request.url).pathname)) return null;
  const outcome = await limitRequest(context, "api", request);
  if (outcome.allowed) return null;
  const refusal = rateLimitedJson(outcome);
  refusal.headers.set("Access-Control-Allow-Origin", "*");
  return refusal;
}
