/**
 * The biggest jackpots that were won, per game, computed from the draws we hold (never typed in): the
 * /biggest-jackpots page. One D1 round trip (a batch of one query per game), each served by the
 * (game, jackpot) index and the division-1 row of its draw.
 */
import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions } from "~/db/schema";
import type { GameId } from "~/rules/games";

export interface WonJackpot {
  date: string;
  drawNumber: number | null;
  /** The jackpot figure our sources give for the draw (data/README.md: for most draws the division-1 total). */
  amount: number;
  /** Division-1 winners and what each was paid; null where the draw's prize divisions are not in our records. */
  winners: number | null;
  each: number | null;
}

/** How many of each game's biggest won jackpots the page lists. */
export const JACKPOTS_LISTED: Record<GameId, number> = {
  lotto: 10,
  powerball: 10,
  "lotto-plus-1": 5,
  "lotto-plus-2": 5,
  "powerball-plus": 5,
  "daily-lotto": 5,
};

const divisionOne = and(eq(prizeDivisions.drawId, draws.id), eq(prizeDivisions.division, 1));

/** A won draw: division 1 had winners, or the rollover flag says the jackpot did not roll (as records.ts reads it). */
function biggestWonQuery(db: Db, game: GameId, limit: number) {
  return db
    .select({
      date: draws.drawDate,
      drawNumber: draws.drawNumber,
      amount: sql<number>`${draws.jackpot}`,
      winners: prizeDivisions.winners,
      each: prizeDivisions.payout,
    })
    .from(draws)
    .leftJoin(prizeDivisions, divisionOne)
    .where(
      and(eq(draws.game, game), isNotNull(draws.jackpot), or(sql`coalesce(${prizeDivisions.winners}, 0) > 0`, eq(draws.rollover, false))),
    )
    .orderBy(desc(draws.jackpot), desc(draws.drawDate))
    .limit(limit);
}

/** Each game's biggest won jackpots, biggest first. */
export async function loadBiggestJackpots(db: Db, games: readonly GameId[]): Promise<Map<GameId, WonJackpot[]>> {
  const result = new Map<GameId, WonJackpot[]>();
  if (games.length === 0) return result;
  const [first, ...rest] = games.map((game) => biggestWonQuery(db, game, JACKPOTS_LISTED[game]));
  const answers = await db.batch([first!, ...rest]);
  games.forEach((game, i) => {
    result.set(
      game,
      (answers[i] as WonJackpot[]).map((row) => ({ ...row, winners: row.winners ?? null, each: row.winners ? row.each : null })),
    );
  });
  return result;
}
