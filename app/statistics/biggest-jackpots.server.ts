/**
 * The biggest jackpots that were won, per game, computed from the draws we hold (never typed in): the
 * /biggest-jackpots page. Ranked by what was paid where the draw's division 1 is held, else by the
 * advertised jackpot (records.ts wonJackpotFigure, as the statistics records rank). One D1 round trip (a
 * batch of one query per game over the game's rows and their division-1 row).
 */
import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions } from "~/db/schema";
import type { GameId } from "~/rules/games";
import { wonJackpotFigure, type JackpotFigure } from "./records";

export interface WonJackpot {
  date: string;
  drawNumber: number | null;
  /** What the page ranks by: division 1's total paid where held, else the advertised jackpot (`figure` says which). */
  amount: number;
  figure: JackpotFigure;
  /** Division-1 winners and what each was paid; null where the draw's prize divisions are not in our records. */
  winners: number | null;
  each: number | null;
}

/** How many of each game's biggest won jackpots the page lists. */
const JACKPOTS_LISTED: Record<GameId, number> = {
  lotto: 10,
  powerball: 10,
  "lotto-plus-1": 5,
  "lotto-plus-2": 5,
  "powerball-plus": 5,
  "daily-lotto": 5,
};

const divisionOne = and(eq(prizeDivisions.drawId, draws.id), eq(prizeDivisions.division, 1));

/** Division 1's total paid (winners × each) where both are held and somebody won; SQL twin of wonJackpotFigure's `paid`. */
const paid = sql`case when ${prizeDivisions.winners} > 0 and ${prizeDivisions.payout} > 0 then ${prizeDivisions.winners} * ${prizeDivisions.payout} end`;

/** A won draw: division 1 had winners, or the rollover flag says the jackpot did not roll (as records.ts reads it). */
function biggestWonQuery(db: Db, game: GameId, limit: number) {
  return db
    .select({
      date: draws.drawDate,
      drawNumber: draws.drawNumber,
      jackpot: draws.jackpot,
      winners: prizeDivisions.winners,
      each: prizeDivisions.payout,
    })
    .from(draws)
    .leftJoin(prizeDivisions, divisionOne)
    .where(
      and(
        eq(draws.game, game),
        or(isNotNull(draws.jackpot), isNotNull(paid)),
        or(sql`coalesce(${prizeDivisions.winners}, 0) > 0`, eq(draws.rollover, false)),
      ),
    )
    .orderBy(desc(sql`coalesce(${paid}, ${draws.jackpot})`), desc(draws.drawDate))
    .limit(limit);
}

/** Each game's biggest won jackpots, biggest first. */
export async function loadBiggestJackpots(db: Db, games: readonly GameId[]): Promise<Map<GameId, WonJackpot[]>> {
  const result = new Map<GameId, WonJackpot[]>();
  if (games.length === 0) return result;
  const [first, ...rest] = games.map((game) => biggestWonQuery(db, game, JACKPOTS_LISTED[game]));
  const answers = await db.batch([first!, ...rest]);
  games.forEach((game, i) => {
    const rows = answers[i] as {
      date: string;
      drawNumber: number | null;
      jackpot: number | null;
      winners: number | null;
      each: number | null;
    }[];
    result.set(
      game,
      rows.flatMap((row) => {
        const won = wonJackpotFigure(row.jackpot, row.winners, row.each);
        return won
          ? [{ date: row.date, drawNumber: row.drawNumber, ...won, winners: row.winners ?? null, each: row.winners ? row.each : null }]
          : [];
      }),
    );
  });
  return result;
}
