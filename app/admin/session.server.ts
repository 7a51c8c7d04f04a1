/**
 * The administrator's session: a cookie signed with SESSION_SECRET (Remix cookie session storage),
 * HttpOnly (no script reads it), Secure, SameSite=Strict (no other site's page can make the browser
 * send it) and with the `__Host-` prefix (only this host, path /, can set it). The storage is built per
 * request because the secret arrives with the request's environment.
 *
 * The cookie's Max-Age only tells the browser when to drop it; a copied cookie value would otherwise be
 * good forever. So the signed payload carries its own expiry, checked here on every request, and a
 * fingerprint of the password: changing ADMIN_PASSWORD ends every session signed before.
 */
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import type { AdminAuthConfig } from "./config.server";

export const SESSION_COOKIE = "__Host-admin_session";
export const SESSION_HOURS = 8;
const SESSION_MS = SESSION_HOURS * 3_600_000;

type Configured = Extract<AdminAuthConfig, { configured: true }>;

interface AdminSessionData {
  /** Epoch milliseconds after which the session is refused. */
  exp: number;
  /** Fingerprint of the password the session was opened with. */
  pwv: string;
}

function storage(config: Configured) {
  return createCookieSessionStorage<AdminSessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      path: "/",
      maxAge: SESSION_MS / 1000,
      secrets: [config.sessionSecret],
    },
  });
}

async function passwordFingerprint(config: Configured): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(config.sessionSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`admin-password:${config.password}`)));
  return [...mac.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The Set-Cookie header of a new session. */
export async function startSession(config: Configured, now = Date.now()): Promise<string> {
  const sessions = storage(config);
  const session = await sessions.getSession();
  session.set("exp", now + SESSION_MS);
  session.set("pwv", await passwordFingerprint(config));
  return sessions.commitSession(session);
}

/** The session of this request when it is genuine, unexpired and of the current password; else null. */
export async function readSession(request: Request, config: Configured, now = Date.now()): Promise<{ expiresAt: number } | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie) return null;
  // A bad signature makes the storage return an empty session; a signature that is not even base64
  // makes it throw. Either way there is no session.
  const session = await storage(config)
    .getSession(cookie)
    .catch(() => null);
  if (!session) return null;
  const exp = session.get("exp");
  const pwv = session.get("pwv");
  if (typeof exp !== "number" || typeof pwv !== "string" || exp <= now) return null;
  if (pwv !== (await passwordFingerprint(config))) return null;
  return { expiresAt: exp };
}

/** The Set-Cookie header that removes the session cookie from the browser. */
export async function endSession(config: Configured): Promise<string> {
  const sessions = storage(config);
  return sessions.destroySession(await sessions.getSession());
}
