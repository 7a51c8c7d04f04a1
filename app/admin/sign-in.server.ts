/**
 * Signing in and out at /admin. Every attempt, right or wrong, is counted against the per-address limit
 * before the password is looked at: counting only wrong ones would let a guesser go on at full speed,
 * since a refused wrong guess and an accepted right one would still tell them apart. Wrong passwords are
 * also counted across all addresses (sign-in-lockout.server.ts); past that limit nobody's password is
 * looked at until the window ends. A sign-in or sign-out posted from another site never gets here: the
 * Worker's request guard refuses it first (app/edge/request-guard.server.ts).
 */
import { cacheControl } from "~/http/cache-policy";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { recordAudit } from "~/models/admin-audit.server";
import { limitRequest, retryAfterHeaders } from "~/limits/rate-limit.server";
import { actorFor, REFUSALS, type AdminIdentity } from "./auth.server";
import { adminAuthConfig } from "./config.server";
import { secretsMatch } from "../http/constant-time.server";
import { endAllSessions, endSession, startSession } from "./session.server";
import { pausedMessage, recordWrongPassword, signInLockout } from "./sign-in-lockout.server";

type Context = Pick<AppLoadContext, "env" | "db" | "cloudflare">;

export type SignInOutcome =
  { ok: true; setCookie: string } | { ok: false; status: number; message: string; headers?: Record<string, string> };

const WRONG_PASSWORD = "That password is not correct.";

export async function signIn(request: Request, context: Context, formData: FormData, now = Date.now()): Promise<SignInOutcome> {
  const config = adminAuthConfig(context.env);
  if (!config.configured) return { ok: false, status: 503, message: REFUSALS.notConfigured.message };
  const limit = await limitRequest(context, "signIn", request);
  if (!limit.allowed) return { ok: false, status: 429, message: limit.message, headers: retryAfterHeaders(limit) };
  const lockout = await signInLockout(context.db, now);
  if (lockout.pausedUntil !== null) {
    const retryAfterSeconds = Math.max(1, Math.ceil((lockout.pausedUntil - now) / 1000));
    return {
      ok: false,
      status: 429,
      message: pausedMessage(lockout.pausedUntil, now),
      headers: { "Retry-After": String(retryAfterSeconds), "Cache-Control": cacheControl("none") },
    };
  }
  const password = formData.get("password");
  if (typeof password !== "string" || password === "") return { ok: false, status: 400, message: "Please enter the admin password." };
  if (!secretsMatch(password, config.password)) {
    await recordWrongPassword(context.db, now);
    return { ok: false, status: 401, message: WRONG_PASSWORD };
  }
  const setCookie = await startSession(context.db, config, now);
  await recordAudit(context.db, { actor: actorFor("admin", request), action: "sign-in", entity: "session" });
  return { ok: true, setCookie };
}

/**
 * Ends this browser's session (its row is deleted, so a copy of the cookie opens nothing either) and
 * answers the Set-Cookie header that clears the cookie; null when the admin is not configured.
 */
export async function signOut(request: Request, context: Pick<AppLoadContext, "env" | "db">): Promise<string | null> {
  const config = adminAuthConfig(context.env);
  return config.configured ? endSession(context.db, request, config) : null;
}

/** "Sign out everywhere": ends every session, this one included, and records it. */
export async function signOutEverywhere(
  request: Request,
  context: Pick<AppLoadContext, "env" | "db">,
  admin: AdminIdentity,
): Promise<string | null> {
  const ended = await endAllSessions(context.db);
  await recordAudit(context.db, { actor: admin.actor, action: "sign-out-everywhere", entity: "session", after: { sessionsEnded: ended } });
  return signOut(request, context);
}
