/**
 * The checker's rows, in at most two D1 round trips (app/views/check-numbers.server.ts matches them
 * against the boards, app/loaders/check-numbers.server.ts runs the two):
 * 1. one batch of three indexed queries: the draws of the chosen night in the game's family (the chosen
 *    date, or each game's newest draw date, found by a subquery on the (game, draw_date) index, so the
 *    latest-draw answer never scans the draws), the prize divisions of those draws, and every draw of the
 *    family ("In all our records", and the previous and next draws around the chosen night);
 * 2. the payouts per winner of the (draw, division) pairs the wins shown need, only when there are any.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions } from "~/db/schema";
import { familyOf, type GameId } from "~/rules/games";

/**
 * The rows of the night `date` (null: each game's own newest draw) in `game`'s family, their prize
 * divisions, and every draw of the family, oldest first. With no date, each game's newest draw is found
 * by a subquery on the (game, draw_date) index (issue 33: Lotto Plus 1 may have no draw on Lotto's newest
 * night in our records), so the latest answer never scans the draws.
 */
export async function checkerRows(db: Db, game: GameId, date: string | null) {
  const family = familyOf(game);
  const newestOf = (of: GameId) =>
    sql`(${db.select({ drawDate: draws.drawDate }).from(draws).where(eq(draws.game, of)).orderBy(desc(draws.drawDate)).limit(1)})`;
  const ofNight: SQL | undefined = date
    ? and(inArray(draws.game, family), eq(draws.drawDate, date))
    : or(...family.map((of) => and(eq(draws.game, of), eq(draws.drawDate, newestOf(of)))));
  const [night, nightDivisions, all] = await db.batch([
    // draws_date_idx (draw_date, game).
    db.select().from(draws).where(ofNight),
    // The unique index on (draw_id, division), for the ids of that night.
    db
      .select()
      .from(prizeDivisions)
      .where(inArray(prizeDivisions.drawId, db.select({ id: draws.id }).from(draws).where(ofNight)))
      .orderBy(asc(prizeDivisions.drawId), asc(prizeDivisions.division)),
    // Every draw of the family (the Plus games are on the same ticket), oldest first.
    db
      .select({
        id: draws.id,
        game: draws.game,
        drawDate: draws.drawDate,
        drawNumber: draws.drawNumber,
        numbers: draws.numbers,
        bonus: draws.bonus,
      })
      .from(draws)
      .where(inArray(draws.game, family))
      .orderBy(asc(draws.drawDate), asc(draws.game)),
  ]);
  return { night, nightDivisions, all };
}

export type CheckerRows = Awaited<ReturnType<typeof checkerRows>>;

/** A draw's id and a division of it. */
export type DrawDivisionPair = readonly [drawId: number, division: number];

/** The payout per winner of a (draw, division) pair. */
export interface PayoutRow {
  drawId: number;
  division: number;
  payout: number;
}

/**
 * The payout per winner of each (draw, division) pair that our records hold one for, in one query however
 * many pairs (none without pairs): they travel as one JSON parameter (D1 allows 100 bound parameters a
 * query) and each is looked up on the unique index on (draw_id, division). Only those divisions are read,
 * not each winning draw's whole table. A division nobody won has no payout per winner (its stored 0 is
 * not a prize of R 0), so it is not returned.
 */
export async function payoutRows(db: Db, pairs: readonly DrawDivisionPair[]): Promise<PayoutRow[]> {
  if (pairs.length === 0) return [];
  const unique = [...new Map(pairs.map((pair) => [`${pair[0]}:${pair[1]}`, pair])).values()];
  const found = await db
    .select({ drawId: prizeDivisions.drawId, division: prizeDivisions.division, payout: prizeDivisions.payout })
    .from(prizeDivisions)
    .where(
      and(
        sql`(${prizeDivisions.drawId}, ${prizeDivisions.division}) IN (SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(unique)}))`,
        isNotNull(prizeDivisions.payout),
        sql`${prizeDivisions.winners} IS NOT 0`,
      ),
    );
  return found.flatMap((row) => (row.payout === null ? [] : [{ drawId: row.drawId, division: row.division, payout: row.payout }]));
}
