/**
 * The /api page's example answers: real answers of the real routes, made by calling their loaders with
 * the example request, so an example can never show a shape or a figure the API does not give. Long
 * lists are shortened for reading.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { runPlan, type ReadPlan } from "~/db/read-plan.server";
import { API_ROUTES } from "./openapi.server";
import {
  drawAnswer,
  historyAnswer,
  hotNumbersAnswer,
  hotNumbersByPathAnswer,
  latestAnswer,
  nextDrawAnswer,
  statisticsAnswer,
  type CallArgs,
} from "./call-answers.server";

/** One example call on the page: a real answer of the real route. */
export interface ApiExample {
  path: string;
  /** The request, with the latest Lotto draw's date in place of {latest}. */
  request: string;
  status: number;
  /** The answer as indented JSON, long lists shortened. */
  answer: string;
}

/** The public GET calls by their documented path, with how their path parameters are read. */
const CALLS: Record<string, { answer: (args: CallArgs) => ReadPlan<Response>; params: (segments: string[]) => Record<string, string> }> = {
  "/api/results/latest": { answer: latestAnswer, params: () => ({}) },
  "/api/results/history": { answer: historyAnswer, params: () => ({}) },
  "/api/results/{game}/{date}": { answer: drawAnswer, params: ([game, date]) => ({ game: game!, date: date! }) },
  "/api/next-draw": { answer: nextDrawAnswer, params: () => ({}) },
  "/api/hot-numbers": { answer: hotNumbersAnswer, params: () => ({}) },
  "/api/hot-numbers/{gameType}": { answer: hotNumbersByPathAnswer, params: ([gameType]) => ({ gameType: gameType! }) },
  "/api/statistics/{game}": { answer: statisticsAnswer, params: ([game]) => ({ game: game! }) },
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

/** An answer's body as the page shows it: indented, long lists shortened. */
export const shownAnswer = (body: unknown) => JSON.stringify(shorten(body), null, 2);

const exampleOf = async (path: string, request: string, response: Response): Promise<ApiExample> => ({
  path,
  request,
  status: response.status,
  answer: shownAnswer(await response.json()),
});

/**
 * The examples' reads as plans, to be run in one batch with the page's other reads. The latest results
 * come first (one round trip): the draw call's example asks for the latest Lotto draw.
 */
export async function apiExamplePlans(context: AppLoadContext, origin: string) {
  const latestRequest = "/api/results/latest";
  const latestResponse = await runPlan(
    context.db,
    latestAnswer({ request: new Request(`${origin}${latestRequest}`), params: {}, context }),
  );
  const latest = await latestResponse.clone().json<Record<string, { drawDate: string } | null>>();
  const latestLotto = latest.lotto?.drawDate ?? null;
  const calls = API_ROUTES.filter(
    (route) =>
      route.method === "get" && CALLS[route.path] && route.path !== latestRequest && (latestLotto || !route.example.includes("{latest}")),
  ).map((route) => {
    const request = route.example.replace("{latest}", latestLotto ?? "");
    const url = new URL(request, origin);
    const { answer, params } = CALLS[route.path]!;
    return {
      path: route.path,
      request,
      plan: answer({ request: new Request(url), params: params(pathSegments(route.path, url.pathname)), context }),
    };
  });
  return {
    plans: calls.map((call) => call.plan),
    /** The examples, in the documented order, from the answers of the plans. */
    examples: async (responses: readonly Response[]): Promise<ApiExample[]> => {
      const made = await Promise.all(calls.map((call, index) => exampleOf(call.path, call.request, responses[index]!)));
      const first = API_ROUTES.find((route) => route.path === latestRequest);
      return first ? [await exampleOf(latestRequest, first.example, latestResponse), ...made] : made;
    },
  };
}
