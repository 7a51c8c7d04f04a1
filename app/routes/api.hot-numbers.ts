import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseHotNumbersGame } from "~/input/api-query";
import { badRequest, jsonOk } from "~/http/responses.server";
import { hotNumbers } from "~/api/hot-numbers.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = {
  cacheKey: { names: ["gameType"], accepts: (query) => parseHotNumbersGame(query.get("gameType")).ok },
  cachePolicy: "results",
};

/** GET /api/hot-numbers?gameType=lotto */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const game = parseHotNumbersGame(new URL(request.url).searchParams.get("gameType"));
  if (!game.ok) return badRequest(game.error);
  return jsonOk(await hotNumbers(context.db, game.value));
}
