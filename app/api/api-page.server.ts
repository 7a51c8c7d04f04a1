/**
 * The /api page's data: every call of the OpenAPI document with its parameters in words and a real
 * example answer, the downloads with the coverage they hold, the widget and the limits.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { API_ROUTES, openApiDocument } from "~/api/openapi.server";
import { citation } from "~/content/open-data";
import { EDGE_CACHE_TTL } from "~/http/cache-policy";
import { downloadPaths, embedPath } from "~/site/draw-paths";
import { EMBED_HEIGHT, EMBED_WIDTH, embedSnippet, embedTitle } from "~/api/embed";
import { displayName } from "~/rules/games";
import { RATE_LIMITS } from "~/limits/rate-limit.server";
import { pageMeta } from "~/seo/meta.server";
import { coveragePlan } from "~/models/data-coverage.server";
import { runPlans } from "~/db/read-plan.server";
import { apiExamplePlans } from "./api-examples.server";

interface DocumentedParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string; enum?: string[]; minimum?: number; maximum?: number; default?: unknown; $ref?: string };
}
interface DocumentedOperation {
  parameters?: DocumentedParameter[];
  responses: Record<string, { description: string }>;
}

/** "lotto, powerball, …", "1 to 500 (default 20)": a parameter's allowed values in words. */
function allowedText(schema: DocumentedParameter["schema"]): string {
  if (!schema) return "";
  if (schema.$ref) return "a game id (below)";
  const value = schema.default;
  const fallback = typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? ` (default ${value})` : "";
  if (schema.enum) return `${schema.enum.join(", ")}${fallback}`;
  if (schema.minimum !== undefined && schema.maximum !== undefined) return `${schema.minimum} to ${schema.maximum}${fallback}`;
  return `${schema.type ?? ""}${fallback}`;
}

export async function loadApiPage(context: AppLoadContext) {
  const { env } = context;
  // Two round trips for the seven example answers and the downloads' coverage: the latest results (the
  // draw call's example asks for the latest Lotto draw), then every other read in one batch.
  const { plans, examples: examplesFrom } = await apiExamplePlans(context, env.SITE_URL);
  const [coverage, ...responses] = await runPlans(context.db, [coveragePlan(context.db), ...plans]);
  const examples = await examplesFrom(responses);
  const document = openApiDocument(env.SITE_URL) as { paths: Record<string, Record<string, DocumentedOperation>> };
  return {
    siteUrl: env.SITE_URL,
    limits: { cacheSeconds: EDGE_CACHE_TTL, calls: RATE_LIMITS.api.limit, periodSeconds: RATE_LIMITS.api.periodSeconds },
    citation: citation(env.SITE_NAME, env.SITE_URL),
    downloads: coverage.map(({ game, draws, first, last }) => ({
      game,
      name: displayName(game),
      draws,
      first,
      last,
      files: downloadPaths(game),
    })),
    widget: {
      game: "lotto" as const,
      path: embedPath("lotto"),
      snippet: embedSnippet(env.SITE_URL, "lotto"),
      width: EMBED_WIDTH,
      height: EMBED_HEIGHT,
      title: embedTitle("lotto"),
    },
    calls: API_ROUTES.map((route) => {
      const operation = document.paths[route.path]![route.method]!;
      return {
        method: route.method.toUpperCase(),
        path: route.path,
        summary: route.summary,
        description: route.description ?? null,
        parameters: (operation.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          description: p.description ?? "",
          allowed: allowedText(p.schema),
        })),
        responses: Object.entries(operation.responses).map(([status, answer]) => ({ status, description: answer.description })),
        example: examples.find((example) => example.path === route.path) ?? null,
      };
    }),
    meta: pageMeta(env, {
      title: "South African Lottery Results API and Data Downloads",
      description:
        "Free results data for Lotto, Lotto Plus 1 and 2, PowerBall, PowerBall Plus and Daily Lotto since 2000: a documented JSON API with an OpenAPI document, full CSV and JSON downloads, and an embeddable results widget.",
      path: "/api",
      keywords: ["lotto results API", "powerball results API", "lottery results data download", "south africa lottery data"],
      breadcrumbs: [["Results API and data", "/api"]],
    }),
  };
}

export type ApiPageData = Awaited<ReturnType<typeof loadApiPage>>;
