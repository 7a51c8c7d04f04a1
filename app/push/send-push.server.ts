/**
 * One Web Push (RFC 8030) to one subscription: the payload encrypted to the browser's keys with
 * aes128gcm (RFC 8291) and signed with our VAPID key (RFC 8292), by @block65/webcrypto-web-push, which
 * does both with WebCrypto on Workers. The answer decides what happens to the subscription.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { StoredSubscription } from "~/models/push-subscriptions.server";
import type { DrawAlert } from "./draw-alert";
import type { JackpotAlert } from "./jackpot-alert";

/** What a push carries: a draw's results, or a jackpot estimate (issue 45). */
export type PushAlert = DrawAlert | JackpotAlert;

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * delivered: accepted (201, or another 2xx); gone: the browser dropped it (404, 410), delete it; retry:
 * the service is busy or failing (429, 5xx, no answer), try this page again later; refused: any other
 * answer (a 400 or 413 will not change on a retry), count it as a failure.
 */
export type PushOutcome = "delivered" | "gone" | "retry" | "refused";

/** Seconds a push service keeps an alert for a phone that is off: the evening's results stay news till morning. */
const ALERT_TTL_SECONDS = 12 * 3600;

function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "refused";
}

/** The push's request: the alert encrypted to the subscription's keys, signed with VAPID (all the CPU a push costs). */
export function pushRequest(subscription: StoredSubscription, alert: PushAlert, vapid: Vapid) {
  // The topic replaces an older push of the same topic on a phone that was off: results and jackpot apart.
  const topic = alert.kind === "draw" ? alert.game : `${alert.game}-jackpot`;
  return buildPushPayload(
    { data: alert, options: { ttl: ALERT_TTL_SECONDS, urgency: "normal", topic } },
    { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    vapid,
  );
}

export async function sendPush(subscription: StoredSubscription, alert: PushAlert, vapid: Vapid): Promise<PushOutcome> {
  try {
    const request = await pushRequest(subscription, alert, vapid);
    const response = await fetch(subscription.endpoint, request);
    // The body is a push service's short note at most; it is not needed.
    await response.body?.cancel();
    return outcomeOf(response.status);
  } catch {
    // No answer (a network failure, a timeout): as a 5xx.
    return "retry";
  }
}
