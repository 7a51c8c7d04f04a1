/**
 * The hot-number API's answer (`/api/hot-numbers/{game}`, `/api/hot-numbers?gameType=`) over the one
 * statistics module: the last 10 draws of the current era, counted by mainBallFigures like every other page.
 */
import type { Db } from "~/db/client.server";
import { mapPlan, type ReadPlan } from "~/db/read-plan.server";
import { currentEra, type GameId } from "~/rules/games";
import { drawnBalls, mainBallFigures } from "~/statistics/figures";
import { HOT_NUMBERS_WINDOW } from "~/statistics/hot-numbers";
import { eraDrawsPlan } from "~/statistics/queries.server";
import type { ApiHotNumber } from "./schemas.server";

/** The spec's shape: `[{ id, number, frequency }]`, every ball drawn in the window, most frequent first, ties by number. */
export function hotNumbersPlan(db: Db, game: GameId): ReadPlan<ApiHotNumber[]> {
  return mapPlan(eraDrawsPlan(db, game, HOT_NUMBERS_WINDOW), (draws) => {
    const figures = mainBallFigures(draws, currentEra(game), HOT_NUMBERS_WINDOW);
    return drawnBalls(figures).map(({ number, frequency }) => ({ id: number, number, frequency }));
  });
}
