/**
 * The one rate limiter: the contact form, the admin sign-in and the refresh call each count requests per
 * client address here. It asks the Workers Rate Limiting binding named in RATE_LIMITS (wrangler.toml
 * `[[ratelimits]]`); where that binding is absent, or fails, it counts in D1 instead (rate_limits table),
 * so a limit holds on every runtime. Callers answer 429 with `Retry-After` when `allowed` is false.
 * See docs/decisions/002-rate-limiting.md.
 */
import { cacheControl } from "~/http/cache-policy";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/db/client.server";
import { hitCounter } from "~/models/rate-limit-counters.server";
import { clientAddress } from "../http/client-address.server";
import { log } from "../http/log.server";
import { errorJson } from "../http/responses.server";

/** The Worker's Rate Limiting bindings (wrangler.toml `[[ratelimits]]`, typed by `wrangler types`). */
type RateLimitBinding = { [K in keyof Env]: Env[K] extends RateLimit ? K : never }[keyof Env];

export interface RateLimitRule {
  /** The Rate Limiting binding's name in wrangler.toml. */
  binding: RateLimitBinding;
  /** Requests allowed per client address in one period. */
  limit: number;
  /** The binding supports 10 or 60 seconds only. */
  periodSeconds: 10 | 60;
  /** What the person is told when refused: "{wait}" becomes "45 seconds" or similar. */
  message: string;
}

/**
 * Every limit's numbers, here only. wrangler.toml's `[[ratelimits]]` blocks must carry the same limit and
 * period (a binding cannot read them from code); tests/workers/rate-limit.test.ts fails when they differ.
 */
export const RATE_LIMITS = {
  /** Messages stored per address: a person rarely writes more than one a minute; a flood is spam. */
  contact: {
    binding: "CONTACT_RATE_LIMITER",
    limit: 5,
    periodSeconds: 60,
    message: "You have sent several messages in a short time. Please wait {wait} and send your message again.",
  },
  /** Admin sign-in attempts per address: slows password guessing to a crawl. */
  signIn: {
    binding: "SIGNIN_RATE_LIMITER",
    limit: 5,
    periodSeconds: 60,
    message: "Too many sign-in attempts from your address. Please wait {wait} and try again.",
  },
  /**
   * Public API calls and downloads per address that the edge cache could not answer (each one queries
   * D1): five a second is far beyond any widget or app; a scraper is pointed at the /data downloads.
   */
  api: {
    binding: "API_RATE_LIMITER",
    limit: 300,
    periodSeconds: 60,
    message: "Too many API requests from your address. Please wait {wait}, or download whole histories from /data.",
  },
  /** Refresh calls per address: each one runs a full ingest against the results source. */
  refresh: {
    binding: "REFRESH_RATE_LIMITER",
    limit: 3,
    periodSeconds: 60,
    message: "Too many refresh requests. Please wait {wait} and try again.",
  },
  /**
   * Win alerts: subscribing and unsubscribing together, per address. A browser makes one call when the
   * player taps, and one per game changed; ten a minute leaves room for a household behind one address.
   */
  push: {
    binding: "PUSH_RATE_LIMITER",
    limit: 10,
    periodSeconds: 60,
    message: "Too many alert changes from your address. Please wait {wait} and try again.",
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export interface RateLimitStores {
  /**
   * The Worker's bindings (context.cloudflare.env). A binding may be missing where the runtime has none
   * (vite dev's platform proxy, tests): the D1 counter then counts.
   */
  bindings: Partial<Pick<Env, RateLimitBinding>>;
  /** D1, for the fallback counter. */
  db: Db;
  /** Clock of the fallback counter, epoch ms (tests move it). */
  now?: number;
}

/** Counts one request of the client that sent `request` against the named limit. */
export function limitRequest(context: Pick<AppLoadContext, "cloudflare" | "db">, name: RateLimitName, request: Request) {
  return checkRateLimit({ bindings: context.cloudflare.env, db: context.db }, name, clientAddress(request));
}

/** Counts one request of `address` against the named limit. */
export async function checkRateLimit(stores: RateLimitStores, name: RateLimitName, address: string): Promise<RateLimitOutcome> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  const binding = stores.bindings[rule.binding];
  if (binding) {
    try {
      const { success } = await binding.limit({ key: address });
      // The binding does not say when its window ends; its whole period is the longest wait there can be.
      return success ? { allowed: true } : refused(rule, rule.periodSeconds);
    } catch (error) {
      log.error(`rate limit ${rule.binding} failed; counting in D1 instead`, { binding: rule.binding, error });
    }
  }
  const now = stores.now ?? Date.now();
  const hit = await hitCounter(stores.db, `${name}:${address}`, rule.periodSeconds * 1000, now);
  return hit.count <= rule.limit ? { allowed: true } : refused(rule, Math.ceil((hit.resetAt - now) / 1000));
}

/** Headers of a refusal: when to try again, and never cache it. */
export function retryAfterHeaders(outcome: Extract<RateLimitOutcome, { allowed: false }>): Record<string, string> {
  return { "Retry-After": String(outcome.retryAfterSeconds), "Cache-Control": cacheControl("none") };
}

/** The refusal for JSON callers (the refresh call, API clients): 429 `{ "error": "..." }`. */
export function rateLimitedJson(outcome: Extract<RateLimitOutcome, { allowed: false }>): Response {
  return errorJson(429, outcome.message, retryAfterHeaders(outcome));
}

function refused(rule: RateLimitRule, seconds: number): RateLimitOutcome {
  const retryAfterSeconds = Math.max(1, seconds);
  return { allowed: false, retryAfterSeconds, message: rule.message.replace("{wait}", waitText(retryAfterSeconds)) };
}

/** "a minute", "12 seconds": how long to wait, in words. */
export function waitText(seconds: number): string {
  if (seconds === 60) return "a minute";
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}
