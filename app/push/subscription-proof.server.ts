/**
 * Who may change a stored subscription: only the browser that holds it. An endpoint is no secret (it
 * travels in every push, and a shared link or log may show it), so knowing one must not let anybody
 * swap its keys, and with them where its alerts can be read, or unsubscribe somebody else's phone. The
 * auth secret is: the browser made it and sent it only to us. A caller proves it holds the subscription
 * by sending that secret, compared in constant time.
 */
import { secretsMatch } from "~/http/constant-time.server";

export const NOT_YOURS =
  "This alert subscription belongs to another browser: send its current keys.auth (or, to change its keys, currentAuth) to change or remove it.";

/** Whether `proof` is the stored subscription's auth secret. */
export function holdsSubscription(stored: { auth: string }, proof: string | undefined): boolean {
  // Compared even when absent, so an answer's timing never tells a stored secret's bytes.
  return secretsMatch(proof ?? "", stored.auth) && proof !== undefined;
}
