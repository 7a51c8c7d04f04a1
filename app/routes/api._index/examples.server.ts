/**
 * The /api page's example answers: real answers of the real routes, made by calling their loaders with
 * the example request, so an example can never show a shape or a figure the API does not give. Long
 * lists are shortened for reading.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { API_ROUTES } from "~/api/openapi.server";
import type { ApiExample } from "~/api/api-page.server";
import { loader as drawDetail } from "../api.results.$game.$date";
import { loader as history } from "../api.results.history";
import { loader as latest } from "../api.results.latest";
import { loader as hotNumbersByPath } from "../api.hot-numbers.$gameType";
import { loader as hotNumbers } from "../api.hot-numbers";
import { loader as nextDraw } from "../api.next-draw";
import { loader as statistics } from "../api.statistics.$game";

type Loader = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<Response> | Response;

/** The public GET calls by their documented path, with how their path parameters are read. */
const LOADERS: Record<string, { loader: Loader; params: (segments: string[]) => Record<string, string> }> = {
  "/api/results/latest": { loader: latest, params: () => ({}) },
  "/api/results/history": { loader: history, params: () => ({}) },
  "/api/results/{game}/{date}": { loader: drawDetail, params: ([game, date]) => ({ game: game!, date: date! }) },
  "/api/next-draw": { loader: nextDraw, params: () => ({}) },
  "/api/hot-numbers": { loader: hotNumbers, params: () => ({}) },
  "/api/hot-numbers/{gameType}": { loader: hotNumbersByPath, params: ([gameType]) => ({ gameType: gameType! }) },
  "/api/statistics/{game}": { loader: statistics, params: ([game]) => ({ game: game! }) },
};

const SHOWN_ITEMS = 3;

/** Lists past three items end with a note of how many more the real answer holds. */
function shorten(value: unknown): unknown {
  if (Array.isArray(value)) {
    const head = value.slice(0, SHOWN_ITEMS).map(shorten);
    return value.length > SHOWN_ITEMS ? [...head, `… ${value.length - SHOWN_ITEMS} more`] : head;
  }
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner)]));
  return value;
}

/** Path parameters of an example request, in order ("/api/results/lotto/2026-11-18" → lotto, 2026-11-18). */
function pathSegments(template: string, path: string): string[] {
  const names = template.split("/");
  return path.split("/").filter((_, index) => names[index]?.startsWith("{"));
}

export async function apiExamples(context: AppLoadContext, origin: string): Promise<ApiExample[]> {
  const latestAnswer = await (
    await latest({ request: new Request(`${origin}/api/results/latest`), params: {}, context })
  ).json<Record<string, { drawDate: string } | null>>();
  const latestLotto = latestAnswer.lotto?.drawDate ?? null;
  const calls = API_ROUTES.filter(
    (route) => route.method === "get" && LOADERS[route.path] && (latestLotto || !route.example.includes("{latest}")),
  );
  return Promise.all(
    calls.map(async (route) => {
      const request = route.example.replace("{latest}", latestLotto ?? "");
      const url = new URL(request, origin);
      const { loader, params } = LOADERS[route.path]!;
      const response = await loader({ request: new Request(url), params: params(pathSegments(route.path, url.pathname)), context });
      return { path: route.path, request, status: response.status, answer: JSON.stringify(shorten(await response.json()), null, 2) };
    }),
  );
}
