/**
 * `/statistics/{game}/jackpots.svg`: the statistics page's jackpot chart as an image, which the page
 * loads lazily (components/statistics/JackpotChart.tsx): the jackpot of every draw we hold, far below
 * the first screen and the largest part of the page with a long history. Cached at the edge like the
 * page (60 s). The route escapes the page's nesting (`statistics_`): it is an answer of its own.
 */
import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jackpotChartSvg, jackpotGeometry } from "~/components/statistics/JackpotChart";
import { displayName, isGameId } from "~/rules/games";
import { loadJackpotHistory } from "~/statistics/queries.server";
import { jackpotRuns } from "~/statistics/records";
import { answer, bodyETag, errorText, notModified } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "results" } as const satisfies PageHandle;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const game = params.game ?? "";
  if (!isGameId(game)) return errorText(404, "No such game");
  const history = await loadJackpotHistory(context.db, game);
  const runs = jackpotRuns(history);
  const first = history[0]?.date;
  const last = history.at(-1)?.date;
  if (!first || !last || runs.length === 0) return errorText(404, `We hold no jackpot figures for ${displayName(game)} yet`);
  const svg = jackpotChartSvg(displayName(game), jackpotGeometry(runs, first, last));
  // Opened on its own, the image runs and loads nothing (it holds none of either: this says so). Its one
  // inline <style> (the dark scheme's colours) is allowed: styles, never scripts.
  const headers = {
    ETag: bodyETag(svg),
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  };
  return notModified(request, answer("svg", svg, { cache: cacheControl(handle.cachePolicy), headers }));
}
