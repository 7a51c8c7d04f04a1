import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { jsonOk } from "~/http/responses.server";
import { NEXT_DRAW_GAMES } from "~/rules/games";
import { toNextDraw } from "~/rules/schedule";
import { latestDrawPerGame } from "~/models/draws.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

export async function loader({ context }: LoaderFunctionArgs) {
  const latest = await latestDrawPerGame(context.db);
  const now = new Date();
  return jsonOk(Object.fromEntries(NEXT_DRAW_GAMES.map((game) => [game, toNextDraw(game, now, latest[game])])));
}
