import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { GAME_IDS, type GameId } from "~/rules/games";
import { jsonOk } from "~/http/responses.server";
import type { ApiLatestResultOfGame } from "~/api/schemas.server";
import { toLatestResult } from "~/api/api-shapes.server";
import { latestDrawsWithLastChecks } from "~/models/draws.server";
import { lateResults } from "~/views/late-results.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

export async function loader({ context }: LoaderFunctionArgs) {
  const now = new Date();
  const { latest, lastChecks } = await latestDrawsWithLastChecks(context.db, now);
  const body = Object.fromEntries(
    GAME_IDS.map((game) => {
      const row = latest[game];
      if (!row) return [game, null];
      const late = lateResults({
        game,
        now,
        latestHeld: row.drawDate,
        lastChecked: lastChecks[game] ?? null,
        officialUrl: context.env.OPERATOR_URL,
      });
      return [game, { ...toLatestResult(row), late }];
    }),
  ) as Record<GameId, ApiLatestResultOfGame | null>;
  return jsonOk(body);
}
