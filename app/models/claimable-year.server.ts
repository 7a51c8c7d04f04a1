/**
 * The claimable year's draws we hold (claimable-year.ts), for /data-sources and the game pages: one
 * statement, one row per game with the dates held from the claimable year's first date to today and
 * those with a prize table, read through the (game, draw_date) index and the division index. The
 * caller sends it in its batch, so it adds no round trip.
 */
import { and, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import type { GameId } from "~/rules/games";
import { claimableSpan, claimableYear, type ClaimableYear } from "~/coverage/claimable-year";

export function claimableYearQuery(db: Db, games: readonly GameId[], now: Date) {
  const { from, today } = claimableSpan(now);
  return db
    .select({
      game: draws.game,
      dates: sql<string>`group_concat(${draws.drawDate})`,
      // Spelled out, as in data-coverage.server.ts: an unqualified "id" would be the division's own.
      withPrizes: sql<
        string | null
      >`group_concat(CASE WHEN EXISTS (SELECT 1 FROM prize_divisions AS p WHERE p.draw_id = draws.id) THEN ${draws.drawDate} END)`,
    })
    .from(draws)
    .where(and(inArray(draws.game, [...games]), gte(draws.drawDate, from), lte(draws.drawDate, today)))
    .groupBy(draws.game);
}

type ClaimableRow = Awaited<ReturnType<typeof claimableYearQuery>>[number];

const dateList = (joined: string | null | undefined) => (joined ? joined.split(",") : []);

/** Each game asked for, in the order asked; a game without draws in the year has every scheduled draw missing. */
export function toClaimableYears(rows: readonly ClaimableRow[], games: readonly GameId[], now: Date): ClaimableYear[] {
  return games.map((game) => {
    const row = rows.find((r) => r.game === game);
    return claimableYear(game, now, dateList(row?.dates), dateList(row?.withPrizes));
  });
}
