/**
 * The limit on wrong admin passwords across all addresses. The per-address limit (RATE_LIMITS.signIn)
 * does not stop a guesser who spreads attempts over many addresses (a botnet, or, under `wrangler dev`,
 * one client sending a new CF-Connecting-IP each time). So the wrong passwords of everyone are counted
 * together in one fixed window in D1 (a rate_limits row; the Rate Limiting binding allows 10 or 60
 * second periods only), and once SIGN_IN_LOCKOUT.failures are reached, sign-in answers 429 for
 * everyone, the right password included, until the window ends. The moment it starts is written to the
 * audit log, and System Status shows the count.
 *
 * The price: someone who knows the admin URL can keep the owner from signing in for up to an hour at a
 * time. Sessions already open keep working and machines keep their bearer token, while a guesser is
 * held to 30 guesses an hour however many addresses they have.
 */
import type { Db } from "~/db/client.server";
import { recordAudit } from "~/models/admin-audit.server";
import { hitCounter, readCounter } from "~/models/rate-limit-counters.server";

export const SIGN_IN_LOCKOUT = {
  /** Wrong passwords, from all addresses together, that pause sign-in… */
  failures: 30,
  /** …within one window of this length (it starts at the first wrong password). */
  windowMs: 3_600_000,
} as const;

/** The counter's key in rate_limits: no address, it counts everyone. */
const KEY = "signInFailures:all";

export interface LockoutState {
  /** Wrong passwords in the current window. */
  failures: number;
  /** When the current window ends (epoch ms), or null when there is none. */
  windowEndsAt: number | null;
  /** While sign-in is paused: when it opens again (epoch ms); else null. */
  pausedUntil: number | null;
}

const state = (failures: number, resetAt: number): LockoutState => ({
  failures,
  windowEndsAt: resetAt,
  pausedUntil: failures >= SIGN_IN_LOCKOUT.failures ? resetAt : null,
});

/** The current window's count, read without counting. */
export async function signInLockout(db: Db, now = Date.now()): Promise<LockoutState> {
  const counter = await readCounter(db, KEY, now);
  return counter ? state(counter.count, counter.resetAt) : { failures: 0, windowEndsAt: null, pausedUntil: null };
}

/** Counts one wrong password; the one that reaches the limit writes the pause into the audit log. */
export async function recordWrongPassword(db: Db, now = Date.now()): Promise<LockoutState> {
  const hit = await hitCounter(db, KEY, SIGN_IN_LOCKOUT.windowMs, now);
  if (hit.count === SIGN_IN_LOCKOUT.failures) {
    await recordAudit(db, {
      actor: "sign-in guard",
      action: "sign-in.paused",
      entity: "session",
      after: {
        wrongPasswords: hit.count,
        withinMinutes: SIGN_IN_LOCKOUT.windowMs / 60_000,
        pausedUntil: new Date(hit.resetAt).toISOString(),
      },
    });
  }
  return state(hit.count, hit.resetAt);
}

/** What everyone is told while sign-in is paused. */
export function pausedMessage(pausedUntil: number, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((pausedUntil - now) / 60_000));
  return (
    `Sign-in is paused for everyone: there were ${SIGN_IN_LOCKOUT.failures} wrong passwords within an hour, from one or many addresses. ` +
    `Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`
  );
}
