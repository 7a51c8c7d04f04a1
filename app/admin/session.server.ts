/**
 * The administrator's session: a D1 row per signed-in browser (table admin_sessions) and a cookie that
 * carries the row's random token, signed with SESSION_SECRET (Remix cookie session storage), HttpOnly (no
 * script reads it), Secure, SameSite=Strict (no other site's page can make the browser send it) and with
 * the `__Host-` prefix (only this host, path /, can set it). The storage is built per request because the
 * secret arrives with the request's environment.
 *
 * The row, not the cookie, decides: every admin request looks it up and refuses the session when the row
 * is gone (signed out, or "sign out everywhere"), idle for longer than RETENTION.adminSessionIdle, older
 * than RETENTION.adminSessionMax, or opened with another ADMIN_PASSWORD (the row keeps an HMAC of it).
 * A copied cookie is therefore worth nothing once its session has ended. The row is keyed by the token's
 * SHA-256, so a copy of the table opens nothing either. The row's queries are in
 * app/models/admin-sessions.server.ts. See docs/decisions/003-admin-auth.md.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import type { Db } from "~/db/client.server";
import {
  deleteAdminSession,
  deleteAllAdminSessions,
  insertAdminSession,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  touchUsableSession,
  usableSessionCount,
} from "~/models/admin-sessions.server";
import { hmacSha256, toHex } from "~/http/hmac.server";
import type { AdminAuthConfig } from "./config.server";

export const SESSION_COOKIE = "__Host-admin_session";
export { SESSION_IDLE_MS, SESSION_MAX_MS };

type Configured = Extract<AdminAuthConfig, { configured: true }>;

interface AdminCookieData {
  /** The session's random token (base64url, 256 bits). */
  token: string;
}

export interface AdminSession {
  /** When the session ends at the latest (epoch ms); before that, after SESSION_IDLE_MS without a request. */
  expiresAt: number;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

function storage(config: Configured) {
  return createCookieSessionStorage<AdminCookieData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      path: "/",
      maxAge: SESSION_MAX_MS / 1000,
      secrets: [config.sessionSecret],
    },
  });
}

/** The row's key: a table read (a backup, a log) must not hand out tokens that open the admin. */
async function rowId(token: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(token)));
}

/** HMAC of the password under SESSION_SECRET: a new ADMIN_PASSWORD no longer matches old rows. */
function secretsFingerprint(config: Configured): string {
  return toHex(hmacSha256(config.sessionSecret, `admin-password:${config.password}`));
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The token in this request's cookie when the signature is genuine; else null. */
async function cookieToken(request: Request, config: Configured): Promise<string | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie) return null;
  // A bad signature makes the storage return an empty session; a signature that is not even base64
  // makes it throw. Either way there is no session.
  const session = await storage(config)
    .getSession(cookie)
    .catch(() => null);
  const token = session?.get("token");
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** Opens a session: writes its row and answers the Set-Cookie header that carries its token. */
export async function startSession(db: Db, config: Configured, now = Date.now()): Promise<string> {
  const token = newToken();
  await insertAdminSession(db, {
    id: await rowId(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_MAX_MS,
    secretsFingerprint: secretsFingerprint(config),
  });
  const sessions = storage(config);
  const session = await sessions.getSession();
  session.set("token", token);
  return sessions.commitSession(session);
}

/**
 * The session of this request when its row exists, is neither idle too long nor past its end, and was
 * opened with the current password; else null. A live session's idle clock starts again: the check and
 * the touch are one statement, so no second request can slip in between.
 */
export async function readSession(db: Db, request: Request, config: Configured, now = Date.now()): Promise<AdminSession | null> {
  const token = await cookieToken(request, config);
  if (!token) return null;
  const row = await touchUsableSession(db, await rowId(token), secretsFingerprint(config), now);
  return row ? { expiresAt: row.expiresAt } : null;
}

/** Ends this request's session (its row goes) and answers the Set-Cookie header that clears the cookie. */
export async function endSession(db: Db, request: Request, config: Configured): Promise<string> {
  const token = await cookieToken(request, config);
  if (token) await deleteAdminSession(db, await rowId(token));
  const sessions = storage(config);
  return sessions.destroySession(await sessions.getSession());
}

/** "Sign out everywhere": every session ends at once. Answers how many were open. */
export async function endAllSessions(db: Db): Promise<number> {
  return deleteAllAdminSessions(db);
}

/** Sessions that would still be accepted now (for System Status). */
export async function openSessionCount(db: Db, config: Configured, now = Date.now()): Promise<number> {
  return usableSessionCount(db, secretsFingerprint(config), now);
}
