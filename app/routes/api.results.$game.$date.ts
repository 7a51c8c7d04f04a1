import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseHotNumbersGame } from "~/input/api-query";
import { badRequest, jsonOk, notFound, notYetFound } from "~/http/responses.server";
import { isIsoDate } from "~/rules/schedule";
import { drawDetail } from "~/api/draw-api.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

/** GET /api/results/{game}/{YYYY-MM-DD}: one draw, its prize divisions and the other draws of its night. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const game = parseHotNumbersGame(params.game);
  if (!game.ok) return notFound(game.error);
  const date = params.date ?? "";
  if (!isIsoDate(date)) return badRequest("The date must be a real date as YYYY-MM-DD, e.g. /api/results/lotto/2026-11-18.");
  const detail = await drawDetail(context.db, context.env.SITE_URL, game.value, date);
  // A draw we do not hold may be tonight's, asked for again and again until its results are in.
  return detail ? jsonOk(detail) : notYetFound(`No ${game.value} draw on ${date} in our records.`);
}
