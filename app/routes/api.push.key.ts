/**
 * GET /api/push/key: the VAPID public key a browser subscribes with (PushManager.subscribe's
 * applicationServerKey). 503 while alerts are not configured (no VAPID keys).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonError, jsonOk } from "~/http/responses.server";

export function loader({ context }: LoaderFunctionArgs) {
  const publicKey = context.env.VAPID_PUBLIC_KEY;
  if (!publicKey || !context.env.VAPID_PRIVATE_KEY) return jsonError(503, "Alerts are not configured on this site.");
  return jsonOk({ publicKey });
}
