/**
 * The loader of /statistics/{game}: the window and sort from the query (a wrong value is named and the
 * default shown, never an error page), the current era's figures, and the page's metadata.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jackpotChartPath, resultsTrail, statisticsPath, type Trail } from "~/site/draw-paths";
import { displayName, GAME_IDS, isGameId } from "~/rules/games";
import { saDate } from "~/rules/schedule";
import { statisticsPageMeta } from "~/seo/results-meta.server";
import type { BallFigure } from "~/statistics/figures";
import { gameStatistics } from "~/statistics/game-statistics.server";
import { loadGameStatistics } from "~/statistics/queries.server";
import { parseStatisticsSort, parseStatisticsWindow } from "~/statistics/window-query";
import { DEFAULT_SORT, DEFAULT_WINDOW, type BallSort } from "~/statistics/windows";
import { resultsNotFound } from "./results.server";

const STATISTICS_LINKS = GAME_IDS.map((game) => ({ label: `${displayName(game)} statistics`, path: statisticsPath(game) }));

/** The main balls in the order the table's sort names; ties by ball number, so the order is stable. */
function sortBalls(balls: readonly BallFigure[], sort: BallSort): BallFigure[] {
  const byBall = (a: BallFigure, b: BallFigure) => a.number - b.number;
  switch (sort) {
    case "drawn":
      return [...balls].sort((a, b) => b.drawn - a.drawn || byBall(a, b));
    case "last":
      return [...balls].sort((a, b) => (b.drawsSince ?? Infinity) - (a.drawsSince ?? Infinity) || byBall(a, b));
    case "difference":
      return [...balls].sort((a, b) => b.difference - a.difference || byBall(a, b));
    default:
      return [...balls].sort(byBall);
  }
}

export async function statisticsLoader({ params, request, context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const game = params.game ?? "";
  if (!isGameId(game)) {
    return resultsNotFound(context, request, {
      heading: "No such game",
      message: "We have statistics for these games:",
      links: STATISTICS_LINKS,
    });
  }
  const query = new URL(request.url).searchParams;
  const parsedWindow = parseStatisticsWindow(query);
  const parsedSort = parseStatisticsSort(query);
  const messages = [parsedWindow, parsedSort].flatMap((parsed) => (parsed.ok ? [] : [parsed.error]));
  const window = parsedWindow.ok ? parsedWindow.value : DEFAULT_WINDOW;
  const sort = parsedSort.ok ? parsedSort.value : DEFAULT_SORT;
  const stats = gameStatistics(game, await loadGameStatistics(db, game), window, saDate(new Date()));
  const trail: Trail = [...resultsTrail(game, stats.gameName), ["Statistics", statisticsPath(game)]];
  return {
    kind: "statistics" as const,
    game,
    sort,
    messages,
    trail,
    stats: { ...stats, main: sortBalls(stats.main, sort) },
    // The chart is an image of its own (its route draws every draw with a figure): here only its address.
    jackpotChart: stats.records.jackpots.draws > 0 ? { src: jackpotChartPath(game) } : null,
    meta: statisticsPageMeta(env, { game, gameName: stats.gameName, range: stats.era.range, held: stats.records.held, trail }),
  };
}

export type StatisticsPageData = Extract<Awaited<ReturnType<typeof statisticsLoader>>, { kind: "statistics" }>;
