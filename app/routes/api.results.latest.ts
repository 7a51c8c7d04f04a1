import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { GAME_IDS, type GameId } from "~/rules/games";
import { jsonOk } from "~/worker/responses.server";
import type { ApiLatestResult } from "~/api/schemas.server";
import { toLatestResult } from "~/models/api-shapes.server";
import { latestDrawPerGame } from "~/models/draws.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const latest = await latestDrawPerGame(context.db);
  const body = Object.fromEntries(GAME_IDS.map((game) => [game, latest[game] ? toLatestResult(latest[game]) : null])) as Record<
    GameId,
    ApiLatestResult | null
  >;
  return jsonOk(body);
}
