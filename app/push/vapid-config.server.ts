/**
 * The site's VAPID identity (docs/alerts.md) from its secrets: `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`
 * (made by `npm run vapid:generate`) and `CONTACT_EMAIL` as the `mailto:` subject push services ask for.
 * Without both keys, alerts are off: no button is shown and the API answers 503.
 */
import type { AppEnv } from "~/http/env.server";
import type { Vapid } from "./send-push.server";

export function vapidOf(env: AppEnv): Vapid | null {
  return env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
    ? { subject: `mailto:${env.CONTACT_EMAIL}`, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
    : null;
}

/** Whether pages offer results alerts. */
export const alertsOffered = (env: AppEnv): boolean => vapidOf(env) !== null;

export const ALERTS_OFF = "Alerts are not configured on this site.";
