/**
 * The hot-number API (`/api/hot-numbers/{game}`, `/api/hot-numbers?gameType=`) over the one statistics
 * module: the last 10 draws of the current era, counted by mainBallFigures like every other page.
 */
import type { ApiHotNumber } from "~/api/schemas.server";
import type { Db } from "~/db/client.server";
import { currentEra, type GameId } from "~/rules/games";
import { jsonOk } from "~/worker/responses.server";
import { drawnBalls, mainBallFigures } from "./figures";
import { loadEraDraws } from "./queries.server";

/** The spec's window: hot numbers are based on the last 10 draws. */
export const HOT_NUMBERS_WINDOW = 10;

/** The spec's shape: `[{ id, number, frequency }]`, every ball drawn in the window, most frequent first, ties by number. */
export async function hotNumbersResponse(db: Db, game: GameId): Promise<Response> {
  const draws = await loadEraDraws(db, game, HOT_NUMBERS_WINDOW);
  const figures = mainBallFigures(draws, currentEra(game), HOT_NUMBERS_WINDOW);
  const answer: ApiHotNumber[] = drawnBalls(figures).map(({ number, frequency }) => ({ id: number, number, frequency }));
  return jsonOk(answer);
}
