/**
 * GET /api/push/key: the VAPID public key a browser subscribes with (PushManager.subscribe's
 * applicationServerKey). 503 while alerts are not configured (no VAPID keys).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ALERTS_OFF, vapidOf } from "~/push/vapid-config.server";
import { jsonError, jsonOk } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

export function loader({ context }: LoaderFunctionArgs) {
  const vapid = vapidOf(context.env);
  if (!vapid) return jsonError(503, ALERTS_OFF);
  return jsonOk({ publicKey: vapid.publicKey });
}
