/**
 * The web search engines the search source can ask (sources.md §4 and §4a), chosen by SEARCH_PROVIDER:
 * each turns a query into the text blocks of its answer (a page's title with each snippet it quotes),
 * which the one extraction (search-extract.server.ts) reads whatever engine found them.
 *
 * - "google": Google's Custom Search JSON API (`key`, `cx`, `q`; `items[]` with `title`, `snippet` and
 *   `pagemap.metatags`). Closed to new customers; it stops on 1 Jan 2027 (GOOGLE_SEARCH_ENDS), after
 *   which asking it is refused here with what to change.
 * - "brave": Brave's Search API (`GET …/res/v1/web/search?q=…&country=ZA&freshness=pd|pw`, the key in
 *   `X-Subscription-Token`; `web.results[]` with `title`, `description` and `extra_snippets[]`, whose
 *   matched words come wrapped in <strong>).
 */
import { z } from "zod";
import type { AppEnv, SEARCH_PROVIDERS } from "~/http/env.server";
import { saInstant } from "~/rules/schedule";
import { getJson, SourceError, type HttpOptions } from "../http-client.server";
import { zodReason } from "./official-payloads.server";
import { plainText } from "./search-extract.server";

type SearchProviderName = (typeof SEARCH_PROVIDERS)[number];

/** The first SA day Google's Custom Search JSON API no longer answers (sources.md §4). */
const GOOGLE_SEARCH_ENDS = "2027-01-01";
const googleEnded = (now: Date) => now >= saInstant(GOOGLE_SEARCH_ENDS, "00:00");

const SEARCH_PROVIDER_TITLES: Record<SearchProviderName, string> = {
  google: "Google Programmable Search (Custom Search JSON API)",
  brave: "Brave Search API",
};

interface SearchQuery {
  q: string;
  /** How many days back the pages may have been published (Brave's `freshness`): the draw's age. */
  withinDays: number;
}

export interface SearchProvider {
  name: SearchProviderName;
  /** Why it cannot be asked (missing secrets), or null. */
  notConfigured(): string | null;
  /** The text blocks of the answer to one query: a result's title with each text it quotes. */
  search(query: SearchQuery, now: Date): Promise<string[]>;
}

const googleAnswerSchema = z.object({
  items: z
    .array(
      z.object({
        title: z.string().default(""),
        snippet: z.string().default(""),
        link: z.string().optional(),
        pagemap: z
          .object({ metatags: z.array(z.record(z.unknown())).optional() })
          .passthrough()
          .optional(),
      }),
    )
    .optional(),
});

const METATAG_KEYS = ["og:title", "og:description", "description", "twitter:title", "twitter:description"];

/** Google's answer as text blocks: each item's title with its snippet, and with each metatag description. */
export function googleBlocks(answer: unknown): string[] {
  const parsed = googleAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new SourceError("bad-payload", `search answer: unexpected shape (${zodReason(parsed.error)})`);
  return (parsed.data.items ?? []).flatMap((item) => {
    const metas = (item.pagemap?.metatags ?? []).flatMap((tags) =>
      METATAG_KEYS.flatMap((key) => (typeof tags[key] === "string" ? [tags[key]] : [])),
    );
    return [`${item.title} — ${item.snippet}`, ...metas.map((meta) => `${item.title} — ${meta}`)];
  });
}

const braveAnswerSchema = z.object({
  web: z
    .object({
      results: z
        .array(
          z.object({
            title: z.string().default(""),
            url: z.string().optional(),
            description: z.string().default(""),
            extra_snippets: z.array(z.string()).optional(),
          }),
        )
        .default([]),
    })
    .optional(),
});

/** Brave's answer as text blocks: each result's title with its description, and with each extra snippet. */
export function braveBlocks(answer: unknown): string[] {
  const parsed = braveAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new SourceError("bad-payload", `search answer: unexpected shape (${zodReason(parsed.error)})`);
  return (parsed.data.web?.results ?? []).flatMap((result) => {
    const title = plainText(result.title);
    return [result.description, ...(result.extra_snippets ?? [])].map((text) => `${title} — ${plainText(text)}`);
  });
}

function google(env: AppEnv, http: HttpOptions): SearchProvider {
  return {
    name: "google",
    notConfigured: () =>
      env.SEARCH_API_KEY && env.SEARCH_ENGINE_ID ? null : "not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID",
    async search(query, now) {
      if (googleEnded(now)) {
        throw new SourceError(
          "not-configured",
          `Google's Custom Search JSON API closed on ${GOOGLE_SEARCH_ENDS}: set SEARCH_PROVIDER to "brave" and the secret BRAVE_SEARCH_API_KEY`,
        );
      }
      const params = new URLSearchParams({ key: env.SEARCH_API_KEY ?? "", cx: env.SEARCH_ENGINE_ID ?? "", q: query.q, num: "10" });
      return googleBlocks(await getJson(`${env.SEARCH_API_URL}?${params}`, http));
    },
  };
}

function brave(env: AppEnv, http: HttpOptions): SearchProvider {
  return {
    name: "brave",
    notConfigured: () => (env.BRAVE_SEARCH_API_KEY ? null : "not configured: set the secret BRAVE_SEARCH_API_KEY"),
    async search(query) {
      // Pages of the last day for tonight's draw, of the last week for an older one: the engine's own
      // date filter keeps last year's page of the same weekday out.
      const params = new URLSearchParams({ q: query.q, country: "ZA", count: "10", freshness: query.withinDays <= 1 ? "pd" : "pw" });
      const headers = { "X-Subscription-Token": env.BRAVE_SEARCH_API_KEY ?? "" };
      return braveBlocks(await getJson(`${env.BRAVE_SEARCH_API_URL}?${params}`, http, headers));
    },
  };
}

/** The provider SEARCH_PROVIDER names. */
export function searchProvider(env: AppEnv, http: HttpOptions): SearchProvider {
  return env.SEARCH_PROVIDER === "brave" ? brave(env, http) : google(env, http);
}

/** How System Status and the docs name the provider in use, with Google's end where it applies. */
export function searchProviderLine(env: AppEnv, now: Date): string {
  const title = SEARCH_PROVIDER_TITLES[env.SEARCH_PROVIDER];
  if (env.SEARCH_PROVIDER !== "google") return title;
  const ended = googleEnded(now);
  return `${title}: ${ended ? "closed on" : "stops on"} 1 Jan 2027; set SEARCH_PROVIDER to "brave" (Brave Search API)${ended ? "" : " before then"}`;
}
