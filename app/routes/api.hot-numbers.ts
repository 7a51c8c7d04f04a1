import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseHotNumbersGame } from "~/input/api-query.server";
import { badRequest } from "~/worker/responses.server";
import { hotNumbersResponse } from "~/statistics/hot-numbers.server";

/** GET /api/hot-numbers?gameType=lotto */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const game = parseHotNumbersGame(new URL(request.url).searchParams.get("gameType"));
  if (!game.ok) return badRequest(game.error);
  return hotNumbersResponse(context.db, game.value);
}
