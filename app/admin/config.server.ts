/**
 * Whether the admin can be used at all. It needs two Worker secrets: ADMIN_PASSWORD (what the owner
 * types) and SESSION_SECRET (signs the session cookie); ADMIN_API_TOKEN (machines calling the refresh
 * API) is optional. A secret that is missing, or set but too short to resist guessing, keeps the admin
 * shut, and /admin lists each problem so the owner knows what to fix.
 */
import type { AppEnv } from "~/http/env.server";
import { MIN_API_TOKEN_LENGTH, MIN_PASSWORD_LENGTH, MIN_SESSION_SECRET_LENGTH } from "./secret-lengths";

type SecretsEnv = Pick<AppEnv, "ADMIN_PASSWORD" | "SESSION_SECRET" | "ADMIN_API_TOKEN">;

export type AdminAuthConfig = { configured: true; password: string; sessionSecret: string } | { configured: false; problems: string[] };

const tooShort = (name: string, min: number) => `${name} is shorter than ${min} characters`;

export function adminAuthConfig(env: SecretsEnv): AdminAuthConfig {
  const problems: string[] = [];
  if (!env.ADMIN_PASSWORD) problems.push("ADMIN_PASSWORD is not set");
  else if (env.ADMIN_PASSWORD.length < MIN_PASSWORD_LENGTH) problems.push(tooShort("ADMIN_PASSWORD", MIN_PASSWORD_LENGTH));
  if (!env.SESSION_SECRET) problems.push("SESSION_SECRET is not set");
  else if (env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) problems.push(tooShort("SESSION_SECRET", MIN_SESSION_SECRET_LENGTH));
  const token = apiTokenProblem(env);
  if (token) problems.push(token);
  if (problems.length > 0 || !env.ADMIN_PASSWORD || !env.SESSION_SECRET) return { configured: false, problems };
  return { configured: true, password: env.ADMIN_PASSWORD, sessionSecret: env.SESSION_SECRET };
}

/** Why ADMIN_API_TOKEN cannot be used although it is set (unset is fine: the token door is then shut). */
export function apiTokenProblem(env: Pick<AppEnv, "ADMIN_API_TOKEN">): string | null {
  if (env.ADMIN_API_TOKEN && env.ADMIN_API_TOKEN.length < MIN_API_TOKEN_LENGTH) {
    return `${tooShort("ADMIN_API_TOKEN", MIN_API_TOKEN_LENGTH)} (set a longer one, or none to turn the refresh API's token off)`;
  }
  return null;
}
