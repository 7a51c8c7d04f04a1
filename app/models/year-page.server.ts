/**
 * The data of a game's year archive, in ONE D1 round trip: every draw of the game in that year, newest
 * first (a range of the (game, draw_date) index), and the years of its archive (for the bounds and the
 * links to the other years).
 */
import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, type DrawRow } from "~/db/schema";
import type { GameId } from "~/rules/games";
import { toYearCounts, yearCountsQuery, type YearCount } from "./game-archive.server";

export interface YearPageData {
  draws: DrawRow[];
  years: YearCount[];
}

export async function loadYearPage(db: Db, game: GameId, year: number): Promise<YearPageData> {
  const inYear = and(eq(draws.game, game), gte(draws.drawDate, `${year}-01-01`), lte(draws.drawDate, `${year}-12-31`));
  const [rows, years] = await db.batch([db.select().from(draws).where(inYear).orderBy(desc(draws.drawDate)), yearCountsQuery(db, game)]);
  return { draws: rows, years: toYearCounts(years) };
}
