import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseHotNumbersGame } from "~/input/api-query";
import { badRequest, jsonOk, notFound } from "~/http/responses.server";
import { saDate } from "~/rules/schedule";
import { statisticsJson } from "~/api/statistics-answer.server";
import { gameStatistics } from "~/statistics/game-statistics.server";
import { loadGameStatistics } from "~/statistics/queries.server";
import { parseStatisticsWindow, STATISTICS_API_KEY } from "~/statistics/window-query";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cacheKey: STATISTICS_API_KEY, cachePolicy: "results" };

/** GET /api/statistics/{game}?window=10|25|50|100|era: the figures of /statistics/{game} as JSON. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const game = parseHotNumbersGame(params.game);
  if (!game.ok) return notFound(game.error);
  const window = parseStatisticsWindow(new URL(request.url).searchParams);
  if (!window.ok) return badRequest(window.error);
  const loaded = await loadGameStatistics(context.db, game.value);
  return jsonOk(statisticsJson(gameStatistics(game.value, loaded, window.value, saDate(new Date()))));
}
