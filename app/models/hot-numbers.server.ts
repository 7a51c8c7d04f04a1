import type { Db } from "~/db/client.server";
import { currentEra, type GameId } from "~/lib/games";
import { countFrequencies, type NumberFrequency } from "~/lib/hot-numbers";
import { recentDrawsOfCurrentEra } from "./draws.server";

/** The spec's window: hot numbers are based on the last 10 draws. */
export const HOT_NUMBERS_WINDOW = 10;

export interface HotNumbers {
  game: GameId;
  /** Draws actually counted (fewer than the window early in an era). */
  drawsCounted: number;
  window: number;
  /** Only draws since this date count: the current ball-range era. */
  eraFrom: string;
  newestDrawDate: string | null;
  numbers: NumberFrequency[];
}

export async function hotNumbers(db: Db, game: GameId, window = HOT_NUMBERS_WINDOW): Promise<HotNumbers> {
  const rows = await recentDrawsOfCurrentEra(db, game, window);
  return {
    game,
    drawsCounted: rows.length,
    window,
    eraFrom: currentEra(game).from,
    newestDrawDate: rows[0]?.drawDate ?? null,
    numbers: countFrequencies(rows.map((row) => row.numbers)),
  };
}
