/**
 * Whether the admin can be used at all. It needs two Worker secrets: ADMIN_PASSWORD (what the owner
 * types) and SESSION_SECRET (signs the session cookie). Without either, nobody gets in and /admin says so.
 */
import type { AppEnv } from "~/lib/env.server";

/** A shorter signing key could be guessed offline from one captured cookie. */
export const MIN_SESSION_SECRET_LENGTH = 32;

export type AdminAuthConfig =
  | { configured: true; password: string; sessionSecret: string }
  | { configured: false; problems: string[] };

export function adminAuthConfig(env: Pick<AppEnv, "ADMIN_PASSWORD" | "SESSION_SECRET">): AdminAuthConfig {
  const problems: string[] = [];
  if (!env.ADMIN_PASSWORD) problems.push("ADMIN_PASSWORD is not set");
  if (!env.SESSION_SECRET) problems.push("SESSION_SECRET is not set");
  else if (env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET is shorter than ${MIN_SESSION_SECRET_LENGTH} characters`);
  }
  if (problems.length > 0 || !env.ADMIN_PASSWORD || !env.SESSION_SECRET) return { configured: false, problems };
  return { configured: true, password: env.ADMIN_PASSWORD, sessionSecret: env.SESSION_SECRET };
}
