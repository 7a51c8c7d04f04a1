import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseHotNumbersGame } from "~/input/api-query";
import { jsonOk, notFound } from "~/http/responses.server";
import { hotNumbers } from "~/api/hot-numbers.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

/** GET /api/hot-numbers/lotto, /api/hot-numbers/powerball and every other game id. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const game = parseHotNumbersGame(params.gameType);
  if (!game.ok) return notFound(game.error);
  return jsonOk(await hotNumbers(context.db, game.value));
}
