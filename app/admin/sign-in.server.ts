/**
 * Signing in and out at /admin. Every attempt, right or wrong, is counted against the per-address limit
 * before the password is looked at: counting only wrong ones would let a guesser go on at full speed,
 * since a refused wrong guess and an accepted right one would still tell them apart.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { limitRequest, retryAfterHeaders } from "~/lib/rate-limit.server";
import { actorFor, REFUSALS } from "./auth.server";
import { auditQuery } from "./audit.server";
import { adminAuthConfig } from "./config.server";
import { secretsMatch } from "./constant-time.server";
import { isSameOriginPost } from "./same-origin.server";
import { endSession, startSession } from "./session.server";

type Context = Pick<AppLoadContext, "env" | "db" | "cloudflare">;

export type SignInOutcome =
  | { ok: true; setCookie: string }
  | { ok: false; status: number; message: string; headers?: Record<string, string> };

export const WRONG_PASSWORD = "That password is not correct.";

export async function signIn(request: Request, context: Context, formData: FormData): Promise<SignInOutcome> {
  const config = adminAuthConfig(context.env);
  if (!config.configured) return { ok: false, status: 503, message: REFUSALS.notConfigured.message };
  // A sign-in form on another site could otherwise sign the owner's browser in (or burn its budget).
  if (!isSameOriginPost(request, context.env)) return { ok: false, status: 403, message: REFUSALS.crossSite.message };
  const limit = await limitRequest(context, "signIn", request);
  if (!limit.allowed) return { ok: false, status: 429, message: limit.message, headers: retryAfterHeaders(limit) };
  const password = formData.get("password");
  if (typeof password !== "string" || password === "") return { ok: false, status: 400, message: "Please enter the admin password." };
  if (!(await secretsMatch(password, config.password))) return { ok: false, status: 401, message: WRONG_PASSWORD };
  const setCookie = await startSession(config);
  await auditQuery(context.db, { actor: actorFor("admin", request), action: "sign-in", entity: "session" });
  return { ok: true, setCookie };
}

/** The Set-Cookie header that ends the session, or null when the admin is not configured (no cookie to end). */
export async function signOut(context: Pick<AppLoadContext, "env">): Promise<string | null> {
  const config = adminAuthConfig(context.env);
  return config.configured ? endSession(config) : null;
}
