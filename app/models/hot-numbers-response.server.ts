import type { Db } from "~/db/client.server";
import type { GameId } from "~/lib/games";
import { jsonOk } from "~/lib/http.server";
import { hotNumbers } from "./hot-numbers.server";

/** The spec's hot-number shape: `[{ id, number, frequency }]`, most frequent first. */
export async function hotNumbersResponse(db: Db, game: GameId): Promise<Response> {
  const result = await hotNumbers(db, game);
  return jsonOk(result.numbers.map(({ number, frequency }) => ({ id: number, number, frequency })));
}
