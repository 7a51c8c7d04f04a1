/**
 * GET /api/results/{game}/{date}: one draw with its prize divisions and the other draws of its night,
 * from the same one-round-trip query as the draw's page (draw-page.server.ts).
 */
import type { ApiDrawDetail } from "~/api/schemas.server";
import type { Db } from "~/db/client.server";
import { mapPlan, type ReadPlan } from "~/db/read-plan.server";
import { divisionOdds } from "~/rules/division-odds";
import { drawPath } from "~/site/draw-paths";
import { displayName, eraOn, matchCodeLabel, oddsOneIn, type GameId } from "~/rules/games";
import { toHistoryDraw } from "./api-shapes.server";
import { drawPagePlan, type DrawPageData } from "../models/draw-page.server";

export function drawDetailPlan(db: Db, siteUrl: string, game: GameId, date: string, now: Date): ReadPlan<ApiDrawDetail | null> {
  return mapPlan(drawPagePlan(db, game, date, now), (page) => (page.found ? detailOf(page, siteUrl, game, date) : null));
}

function detailOf(page: Extract<DrawPageData, { found: true }>, siteUrl: string, game: GameId, date: string): ApiDrawDetail {
  const era = eraOn(game, date);
  const codes = page.divisions.map((division) => division.match);
  return {
    ...toHistoryDraw(page.draw, page.divisions),
    gameName: displayName(game),
    sources: page.provenance.sources,
    confirmed: page.provenance.confirmed,
    drawMachine: page.draw.drawMachine,
    url: `${siteUrl}${drawPath(game, date)}`,
    divisions: page.divisions.map((division) => {
      const probability = divisionOdds(era, division.match, codes);
      return {
        division: division.division,
        match: division.match,
        label: matchCodeLabel(division.match),
        winners: division.winners,
        payout: division.payout,
        odds: probability ? oddsOneIn(probability) : null,
      };
    }),
    sameNight: page.sameNight.map((row) => ({
      gameType: row.game as GameId,
      drawDate: row.drawDate,
      url: `${siteUrl}${drawPath(row.game as GameId, row.drawDate)}`,
    })),
  };
}
