/**
 * Who may use the admin. Every admin loader and action calls `checkAdmin` itself (a parent route's check
 * would not run for a child's action), and machines calling the refresh API use `checkApiToken`. Whether
 * a post came from one of our own pages is checked once, before Remix runs, by the Worker's request guard
 * (`refuseForeignAdminPost` in app/edge/request-guard.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientAddress } from "~/http/client-address.server";
import { adminAuthConfig, apiTokenProblem } from "./config.server";
import { secretsMatch } from "../http/constant-time.server";
import { readSession, type AdminSession } from "./session.server";

type Context = Pick<AppLoadContext, "env" | "db">;

export interface AdminIdentity {
  /** What the audit log records as "who": the role and the client address. */
  actor: string;
  /** When the session ends; absent for API-token callers. */
  session?: AdminSession;
}

export type AdminRefusal = { ok: false; status: 401 | 503; error: string; message: string };
export type AdminCheck = { ok: true; admin: AdminIdentity } | AdminRefusal;

export const REFUSALS = {
  notConfigured: {
    ok: false,
    status: 503,
    error: "admin not configured",
    message: "The admin is not configured: its secrets are missing or too short (see /admin).",
  },
  signedOut: { ok: false, status: 401, error: "unauthorized", message: "Please sign in as the administrator." },
} as const satisfies Record<string, AdminRefusal>;

export const actorFor = (role: "admin" | "api token", request: Request) => `${role} (${clientAddress(request)})`;

/** The signed-in administrator of this request, or why there is none (503 not configured, 401 no session). */
export async function checkAdmin(request: Request, context: Context): Promise<AdminCheck> {
  const config = adminAuthConfig(context.env);
  if (!config.configured) return REFUSALS.notConfigured;
  const session = await readSession(context.db, request, config);
  if (!session) return REFUSALS.signedOut;
  return { ok: true, admin: { actor: actorFor("admin", request), session } };
}

/**
 * `Authorization: Bearer <ADMIN_API_TOKEN>`. null when the request carries no Authorization header (the
 * caller may still hold a session); a refusal when it carries a wrong or malformed one, or no token is set.
 */
export function checkApiToken(request: Request, context: Pick<AppLoadContext, "env">): AdminCheck | null {
  const header = request.headers.get("Authorization");
  if (header === null) return null;
  // A token too short to resist guessing opens nothing, right or wrong (/admin lists the problem too).
  const problem = apiTokenProblem(context.env);
  if (problem) return { ...REFUSALS.signedOut, message: `The refresh API's token is not usable: ${problem}.` };
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const expected = context.env.ADMIN_API_TOKEN;
  if (!token || !expected || !secretsMatch(token, expected)) {
    return {
      ...REFUSALS.signedOut,
      message: "The bearer token is not valid. Send Authorization: Bearer <ADMIN_API_TOKEN>, or sign in at /admin.",
    };
  }
  return { ok: true, admin: { actor: actorFor("api token", request) } };
}
