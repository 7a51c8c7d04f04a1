/**
 * Builds the request context once: the zod-parsed environment and the one Drizzle instance that
 * loaders and actions use. The Worker (workers/app.ts) and vite dev (vite.config.ts) both call it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getDb, type Db } from "./db/client.server";
// A failing or silent D1 becomes a 503 with Retry-After instead of a 500 or a hung page.
import { resilientD1 } from "./db/resilient-d1.server";
import { parseEnv, type AppEnv } from "./http/env.server";
import { createNonce } from "./http/security-headers.server";

export interface CloudflareContext {
  env: Env;
  ctx: Omit<ExecutionContext, "props">;
  /** The request, when there is one (not for the Cron Trigger): it picks the D1 session. */
  request?: Request;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    env: AppEnv;
    db: Db;
    /** Per-request nonce for every script Remix renders (Content-Security-Policy). */
    cspNonce: string;
  }
}

/**
 * The parsed environment of each `env` object. The runtime hands every request of an isolate the same
 * `env` (vars and secrets are fixed for a deployment), and parsing it with zod on every request cost
 * more than a whole cached page (about a fifth of an uncached home render here).
 */
const parsedEnvs = new WeakMap<object, AppEnv>();

export function parsedEnv(env: Env): AppEnv {
  let parsed = parsedEnvs.get(env);
  if (!parsed) parsedEnvs.set(env, (parsed = parseEnv(env)));
  return parsed;
}

export function createLoadContext(cloudflare: CloudflareContext): AppLoadContext {
  return {
    cloudflare,
    env: parsedEnv(cloudflare.env),
    db: getDb(resilientD1(d1ForRequest(cloudflare.env.DB, cloudflare.request))),
    cspNonce: createNonce(),
  };
}

/**
 * D1 Sessions API: an anonymous read may go to the nearest read replica ("first-unconstrained").
 * Writes, the admin (which must see its own changes) and the cron use the primary.
 */
function d1ForRequest(d1: D1Database, request: Request | undefined): D1Database {
  if (!request || typeof d1.withSession !== "function") return d1;
  const readOnly = (request.method === "GET" || request.method === "HEAD") && !new URL(request.url).pathname.startsWith("/admin");
  // A session has the same prepare/batch surface Drizzle uses.
  return d1.withSession(readOnly ? "first-unconstrained" : "first-primary") as unknown as D1Database;
}

/** The signature cloudflareDevProxyVitePlugin expects (its context carries a superset of ours). */
export function getLoadContext({ request, context }: { request: Request; context: { cloudflare: { env: Env; ctx: object } } }) {
  return createLoadContext({ ...(context.cloudflare as CloudflareContext), request });
}
