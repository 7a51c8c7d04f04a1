/**
 * Builds the request context once: the zod-parsed environment and the one Drizzle instance that
 * loaders and actions use. The Worker (workers/app.ts) and vite dev (vite.config.ts) both call it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getDb, type Db } from "./db/client.server";
import { parseEnv, type AppEnv } from "./lib/env.server";

export interface CloudflareContext {
  env: Env;
  ctx: Omit<ExecutionContext, "props">;
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

export function createLoadContext(cloudflare: CloudflareContext): AppLoadContext {
  return { cloudflare, env: parseEnv(cloudflare.env), db: getDb(cloudflare.env.DB), cspNonce: createNonce() };
}

/** The signature cloudflareDevProxyVitePlugin expects (its context carries a superset of ours). */
export function getLoadContext({ context }: { request: Request; context: { cloudflare: { env: Env; ctx: object } } }) {
  return createLoadContext(context.cloudflare as CloudflareContext);
}

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
