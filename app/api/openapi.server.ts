/**
 * The OpenAPI 3.1 document of the public API (/api/openapi.json), generated from the answers' zod
 * schemas (schemas.server.ts) and the query parsers' limits, so it describes what the code sends. The
 * /api page renders the same document as HTML.
 */
import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT } from "~/input/api-query";
import { EDGE_CACHE_TTL } from "~/http/cache-policy";
import { GAME_IDS } from "~/rules/games";
import { SOURCE_NAMES } from "~/db/schema";
import { RATE_LIMITS } from "~/limits/rate-limit.server";
import { DEFAULT_WINDOW, STAT_WINDOWS } from "~/statistics/windows";
import { OPEN_DATA_LICENCE } from "~/content/open-data";
import {
  ApiErrorSchema,
  DrawDetailSchema,
  GameIdSchema,
  HistoryDrawSchema,
  HotNumberSchema,
  LatestResultsSchema,
  NextDrawsSchema,
  RefreshAnswerSchema,
  StatisticsSchema,
} from "./schemas.server";

const API_LIMIT = RATE_LIMITS.api;

const json = (schema: z.ZodTypeAny, description: string) => ({ description, content: { "application/json": { schema } } });
const error = (description: string) => json(ApiErrorSchema, description);

/** What every public GET can also answer: the conditional request, the rate limit and a database fault. */
const COMMON_GET_ANSWERS = {
  304: { description: "Not modified: the answer has not changed since the ETag sent in If-None-Match" },
  429: {
    ...error(
      `Too many uncached requests from one address (more than ${API_LIMIT.limit} in ${API_LIMIT.periodSeconds} s); answers served from the edge cache are not counted`,
    ),
    headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" as const } } },
  },
  503: error("The database did not answer; try again shortly"),
};

const gameParam = (name: string) => GameIdSchema.openapi({ param: { name, in: "path" } });

/** Every call of the API; the order is the /api page's. */
export const API_ROUTES: (RouteConfig & { summary: string; example: string })[] = [
  {
    method: "get",
    path: "/api/results/latest",
    summary: "The latest draw of every game",
    example: "/api/results/latest",
    responses: { 200: json(LatestResultsSchema, "Each game's latest draw"), ...COMMON_GET_ANSWERS },
  },
  {
    method: "get",
    path: "/api/results/history",
    summary: "Draws, newest first",
    example: "/api/results/history?gameType=lotto&limit=2",
    request: {
      query: z.object({
        gameType: z
          .enum(["both", ...GAME_IDS])
          .optional()
          .openapi({ description: "One game, or both (all games); all games when absent" }),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_HISTORY_LIMIT)
          .default(DEFAULT_HISTORY_LIMIT)
          .optional()
          .openapi({ description: "How many draws" }),
      }),
    },
    responses: {
      200: json(z.array(HistoryDrawSchema), "The draws"),
      400: error("An unknown gameType or a limit out of range"),
      ...COMMON_GET_ANSWERS,
    },
  },
  {
    method: "get",
    path: "/api/results/{game}/{date}",
    summary: "One draw with its prize divisions",
    example: "/api/results/lotto/{latest}",
    request: {
      params: z.object({
        game: gameParam("game"),
        date: z
          .string()
          .openapi({ param: { name: "date", in: "path" }, description: "SA date of the draw, YYYY-MM-DD", example: "2026-11-18" }),
      }),
    },
    responses: {
      200: json(DrawDetailSchema, "The draw"),
      400: error("The date is not a real date as YYYY-MM-DD"),
      404: error("An unknown game, or no draw of the game on that date in our records"),
      ...COMMON_GET_ANSWERS,
    },
  },
  {
    method: "get",
    path: "/api/next-draw",
    summary: "The next draw of each main game, with its estimated jackpot",
    example: "/api/next-draw",
    responses: { 200: json(NextDrawsSchema, "The next draws"), ...COMMON_GET_ANSWERS },
  },
  {
    method: "get",
    path: "/api/hot-numbers",
    summary: "How often each ball came up in the last 10 draws of a game",
    example: "/api/hot-numbers?gameType=lotto",
    request: { query: z.object({ gameType: GameIdSchema.openapi({ description: "The game (required)" }) }) },
    responses: {
      200: json(z.array(HotNumberSchema), "Balls drawn at least once, most often first"),
      400: error("gameType missing or unknown"),
      ...COMMON_GET_ANSWERS,
    },
  },
  {
    method: "get",
    path: "/api/hot-numbers/{gameType}",
    summary: "The same, with the game in the path",
    example: "/api/hot-numbers/powerball",
    request: { params: z.object({ gameType: gameParam("gameType") }) },
    responses: {
      200: json(z.array(HotNumberSchema), "Balls drawn at least once, most often first"),
      404: error("An unknown game"),
      ...COMMON_GET_ANSWERS,
    },
  },
  {
    method: "get",
    path: "/api/statistics/{game}",
    summary: "Every ball's figures in a window of the current rule era, with patterns and records",
    example: "/api/statistics/lotto?window=10",
    request: {
      params: z.object({ game: gameParam("game") }),
      query: z.object({
        window: z
          .enum(STAT_WINDOWS)
          .default(DEFAULT_WINDOW)
          .optional()
          .openapi({ description: "The last 10, 25, 50 or 100 draws of the era, or the whole era" }),
      }),
    },
    responses: {
      200: json(StatisticsSchema, "The figures"),
      400: error("An unknown window"),
      404: error("An unknown game"),
      ...COMMON_GET_ANSWERS,
    },
  },
  {
    method: "post",
    path: "/api/refresh-google-data",
    summary: "Run the results ingest now (the site's operator only)",
    example: "/api/refresh-google-data",
    description:
      "Needs `Authorization: Bearer <ADMIN_API_TOKEN>` or a signed-in admin session. Not for public use; listed so the document covers every call.",
    request: {
      query: z.object({
        source: z.enum(SOURCE_NAMES).optional().openapi({ description: "Which source to ask; official when absent" }),
      }),
    },
    responses: {
      200: json(RefreshAnswerSchema, "Every game was fetched"),
      400: json(RefreshAnswerSchema, "An unknown source"),
      401: json(RefreshAnswerSchema, "No valid token or session"),
      403: error("A cross-site request"),
      405: json(RefreshAnswerSchema, "Any method but POST"),
      429: json(RefreshAnswerSchema, `More than ${RATE_LIMITS.refresh.limit} refreshes a minute from one address`),
      502: json(RefreshAnswerSchema, "A game could not be fetched"),
    },
  },
];

const documents = new Map<string, object>();

/** The document for a site origin (built once per isolate and origin). */
export function openApiDocument(siteUrl: string): object {
  const cached = documents.get(siteUrl);
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  for (const { example: _example, ...route } of API_ROUTES) registry.registerPath(route);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "South African lottery results API",
      version: "1.0.0",
      description: [
        "Results of Lotto, Lotto Plus 1, Lotto Plus 2, PowerBall, PowerBall Plus and Daily Lotto since 2000, free and without a key.",
        `Answers are JSON, cached at the edge for ${EDGE_CACHE_TTL} s, with ETag (send If-None-Match for a 304) and Access-Control-Allow-Origin: *.`,
        `Errors are { "error": "…" }. Uncached calls are limited to ${API_LIMIT.limit} per ${API_LIMIT.periodSeconds} s per address; for whole histories use the downloads at /data.`,
      ].join(" "),
      license: { name: OPEN_DATA_LICENCE.name, url: OPEN_DATA_LICENCE.url },
    },
    servers: [{ url: siteUrl }],
  });
  documents.set(siteUrl, document);
  return document;
}
