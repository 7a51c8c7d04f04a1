/**
 * Builds the request context once: the zod-parsed environment and the one Drizzle instance that
 * loaders and actions use, and the steps the Worker's shell hands the app (`drawsChanged`). The Worker
 * (workers/app.ts) and vite dev (vite.config.ts) both call it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
// Only the step's type: its implementation belongs to the Worker's shell (workers/app.ts), and this file
// is also loaded by vite.config.ts, whose bundle cannot resolve the edge cache's imports.
import type { DrawsChanged } from "./draws-changed.server";
import { queueDrawAlerts } from "../push/queue-alerts.server";
import { getDb, type Db } from "../db/client.server";
// A failing or silent D1 becomes a 503 with Retry-After instead of a 500 or a hung page.
import { resilientD1 } from "../db/resilient-d1.server";
import { parseEnv, type AppEnv } from "../http/env.server";
import { createNonce } from "../http/security-headers.server";

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
    /**
     * The one step after draws were stored or deleted (app/edge/draws-changed.server.ts): queues their
     * alerts, purges the pages they change and renders those back into the edge cache from the primary.
     * Every path that writes draws calls it with what it changed.
     */
    drawsChanged: DrawsChanged;
  }
}

export interface ShellSteps {
  /** Built by the Worker's shell for this request or run (createDrawsChanged). */
  drawsChanged?: DrawsChanged;
  /** "primary": every read goes to D1's primary, whatever the request (the warm-up's renders). */
  readFrom?: "primary";
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

export function createLoadContext(cloudflare: CloudflareContext, steps: ShellSteps = {}): AppLoadContext {
  const env = parsedEnv(cloudflare.env);
  return {
    cloudflare,
    env,
    db: getDb(resilientD1(d1ForRequest(cloudflare.env.DB, cloudflare.request, steps.readFrom))),
    cspNonce: createNonce(),
    drawsChanged: steps.drawsChanged ?? alertsOnly(cloudflare.env.PUSH_ALERTS),
  };
}

/**
 * The step where no shell built one: vite dev, whose Node server caches no page, so there is nothing to
 * purge or warm, and only the alerts are queued.
 */
const alertsOnly =
  (queue: Queue | undefined): DrawsChanged =>
  async (changed, options = {}) => {
    if (!options.deleted) await queueDrawAlerts(queue, changed, options.now);
    return { purged: 0, warmed: Promise.resolve(0) };
  };

/**
 * D1 Sessions API: an anonymous read may go to the nearest read replica ("first-unconstrained").
 * Writes, the admin (which must see its own changes), the cron and the warm-up after a write (which
 * stores what it reads as the fresh page) use the primary.
 */
function d1ForRequest(d1: D1Database, request: Request | undefined, readFrom: "primary" | undefined): D1Database {
  if (!request || typeof d1.withSession !== "function") return d1;
  const readOnly =
    readFrom !== "primary" &&
    (request.method === "GET" || request.method === "HEAD") &&
    !new URL(request.url).pathname.startsWith("/admin");
  // A session has the same prepare/batch surface Drizzle uses.
  return d1.withSession(readOnly ? "first-unconstrained" : "first-primary") as unknown as D1Database;
}

/** The signature cloudflareDevProxyVitePlugin expects (its context carries a superset of ours). */
export function getLoadContext({ request, context }: { request: Request; context: { cloudflare: { env: Env; ctx: object } } }) {
  return createLoadContext({ ...(context.cloudflare as CloudflareContext), request });
}
