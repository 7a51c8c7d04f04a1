/**
 * Win alerts' subscriptions (issue 32, docs/alerts.md): `POST /api/push/subscriptions` with the browser's
 * PushSubscription JSON and `games` (and optionally `jackpots`, a threshold in rand per game, issue 45) stores it (201) or changes its games (200); `DELETE` with the
 * PushSubscription JSON (`{"endpoint": …, "keys": {"auth": …}}`) removes it (204). Checked with zod
 * (subscription-input.server.ts): 400 with the reason otherwise. Endpoints are stored and compared in one
 * spelling. A stored subscription changes only for the browser that holds it: its auth secret is the
 * proof (subscription-proof.server.ts), 403 without it. Both count against the per-address `push` limit
 * (10 a minute). Nothing else about the visitor is stored, and never a ticket: the phone checks its own
 * tickets when the alert arrives.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import {
  deleteSubscription,
  saveSubscription,
  storedSubscription,
  subscriptionGames,
  subscriptionJackpots,
} from "~/models/push-subscriptions.server";
import { testOrigins } from "~/push/push-services.server";
import { ALERTS_OFF, alertsOffered } from "~/push/vapid-config.server";
import { firstProblem, subscriptionSchema, unsubscribeSchema } from "~/push/subscription-input.server";
import { holdsSubscription, NOT_YOURS } from "~/push/subscription-proof.server";
import type { PageHandle } from "~/site/page-handle";
import { limitRequest, rateLimitedJson } from "~/limits/rate-limit.server";
import { answer, jsonError } from "~/http/responses.server";

export const handle: PageHandle = { delete: true, cachePolicy: "none" };

const reply = (status: number, body: Record<string, unknown>) => answer("json", JSON.stringify(body), { status });

export const loader = () =>
  answer("json", JSON.stringify({ error: "method not allowed", message: "Use POST to subscribe and DELETE to unsubscribe." }), {
    status: 405,
    headers: { Allow: "POST, DELETE" },
  });

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return loader();
  if (!alertsOffered(context.env)) return jsonError(503, ALERTS_OFF);
  const limit = await limitRequest(context, "push", request);
  if (!limit.allowed) return rateLimitedJson(limit);

  const body = await readJson(request);
  if (body === undefined) return reply(400, { error: "bad request", message: "The body must be JSON." });
  const extraOrigins = testOrigins(context.env.PUSH_TEST_ORIGINS);

  if (request.method === "DELETE") {
    const parsed = await unsubscribeSchema(extraOrigins).safeParseAsync(body);
    if (!parsed.success) return reply(400, { error: "bad request", message: firstProblem(parsed.error) });
    const stored = await storedSubscription(context.db, parsed.data.endpoint);
    if (stored && !holdsSubscription(stored, parsed.data.keys.auth)) return reply(403, { error: "forbidden", message: NOT_YOURS });
    if (stored) await deleteSubscription(context.db, stored.endpoint);
    // Gone either way: a second unsubscribe is not an error.
    return answer(null, null, { status: 204 });
  }

  const parsed = await subscriptionSchema(extraOrigins).safeParseAsync(body);
  if (!parsed.success) return reply(400, { error: "bad request", message: firstProblem(parsed.error) });
  const { endpoint, keys, games, currentAuth, jackpots } = parsed.data;
  // Keys that stay are their own proof; new keys for a stored endpoint need the current secret.
  const stored = await storedSubscription(context.db, endpoint);
  if (stored && !holdsSubscription(stored, currentAuth ?? keys.auth)) return reply(403, { error: "forbidden", message: NOT_YOURS });
  const outcome = await saveSubscription(context.db, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, games, Date.now(), jackpots);
  return reply(outcome === "created" ? 201 : 200, {
    subscribed: true,
    games: await subscriptionGames(context.db, endpoint),
    jackpots: await subscriptionJackpots(context.db, endpoint),
  });
}
