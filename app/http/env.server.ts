/**
 * The Worker's environment, parsed with zod once per request. Optional secrets may be missing (the site
 * starts without them); the places that need one say what is not configured.
 */
import { z } from "zod";
import { LOG_LEVELS, setLogLevel } from "./log.server";

/** wrangler passes blank `.dev.vars` lines as empty strings: treat them as unset. */
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value : undefined));

const origin = z
  .string()
  .url()
  .transform((value) => value.replace(/\/+$/, ""));

/** The web search engines the search source can ask (app/ingest/sources/search-providers.server.ts). */
export const SEARCH_PROVIDERS = ["google", "brave"] as const;

const envSchema = z.object({
  SITE_NAME: z.string().min(1),
  SITE_URL: origin,
  OPERATOR_URL: origin,
  CONTACT_EMAIL: z.string().email(),
  CONTACT_PHONE: optionalSecret,
  /** The office location on /contact-us: a city name only; unset shows none. */
  OFFICE_CITY: optionalSecret,
  RESULTS_SOURCE_URL: origin,
  /**
   * Which web search engine the search source asks (app/ingest/sources/search-providers.server.ts):
   * "google" (Custom Search JSON API, SEARCH_API_URL with SEARCH_API_KEY and SEARCH_ENGINE_ID) until it
   * closes on 1 Jan 2027, or "brave" (Brave Search API, BRAVE_SEARCH_API_URL with BRAVE_SEARCH_API_KEY).
   */
  SEARCH_PROVIDER: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : undefined),
    z.enum(SEARCH_PROVIDERS).default("google"),
  ),
  SEARCH_API_URL: z.string().url(),
  BRAVE_SEARCH_API_URL: z.string().url().default("https://api.search.brave.com/res/v1/web/search"),
  /** ResultsZA's API origin (wrangler.toml; the tests' fake source in tests). */
  RESULTSZA_API_URL: origin.default("https://resultsza.co.za"),
  /** ResultsZA's API key: set, the cron polls it after the official source (docs/ingest.md). */
  RESULTSZA_API_KEY: optionalSecret,
  /** Signs ResultsZA's webhook (POST /api/ingest/resultsza); unset turns the endpoint off (503). */
  RESULTSZA_WEBHOOK_SECRET: optionalSecret,
  ADMIN_PASSWORD: optionalSecret,
  ADMIN_API_TOKEN: optionalSecret,
  SESSION_SECRET: optionalSecret,
  /**
   * Signs the collector's pushes (POST /api/ingest/official, docs/ingest.md) and the remote ingest's
   * "draws changed" call (POST /api/ingest/draws-changed); unset turns both calls off.
   */
  INGEST_SECRET: optionalSecret,
  HONEYPOT_SECRET: optionalSecret,
  /** Win alerts (app/push/): the VAPID key pair, base64url (`npm run vapid:generate`); unset turns alerts off. */
  VAPID_PUBLIC_KEY: optionalSecret,
  VAPID_PRIVATE_KEY: optionalSecret,
  /**
   * Origins besides the real push services that a subscription's endpoint may name: only tests set it
   * (their fake push service). Comma-separated; unset in production.
   */
  PUSH_TEST_ORIGINS: optionalSecret,
  SEARCH_API_KEY: optionalSecret,
  SEARCH_ENGINE_ID: optionalSecret,
  /** Brave Search API's key (its dashboard's "Search" plan), for SEARCH_PROVIDER "brave". */
  BRAVE_SEARCH_API_KEY: optionalSecret,
  /**
   * Seconds a page stays fresh in the edge cache; unset is its route's cache policy's (http/cache-policy.ts), 0 turns the
   * cache off (the tests that count D1 queries or break D1 set it, never wrangler.toml).
   */
  EDGE_CACHE_TTL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number().int().min(0).max(86_400).optional(),
  ),
  /**
   * Hours after a draw's time during which open pages watch for its results (app/rules/results-watch.ts);
   * unset is the rule: until the next morning's catch-up run. Only the browser tests set it (their server
   * runs on the real clock, so a late draw must stay watched whenever they run), never wrangler.toml.
   */
  RESULTS_WATCH_HOURS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 14)
      .optional(),
  ),
  /** The least severe server log kept (app/http/log.server.ts); blank or unset is "info". */
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : undefined),
    z.enum(LOG_LEVELS).default("info"),
  ),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(raw: unknown): AppEnv {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid Worker configuration (wrangler.toml vars / secrets): ${problems}`);
  }
  // Every request and cron run parses its env before anything logs; vars are fixed per deployment.
  setLogLevel(parsed.data.LOG_LEVEL);
  return parsed.data;
}
