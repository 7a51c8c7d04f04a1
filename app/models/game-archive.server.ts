/**
 * Which years of a game our records hold, with the number of draws in each: the game page's and the year
 * pages' archive links, and the bounds of the year pages (from the year of the game's first draw in our
 * records to the current year). One query, read from the (game, draw_date) index alone.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import type { GameId } from "~/rules/games";

export interface YearCount {
  year: number;
  draws: number;
}

export function yearCountsQuery(db: Db, game: GameId) {
  const year = sql<string>`substr(${draws.drawDate}, 1, 4)`;
  return db.select({ year, draws: count() }).from(draws).where(eq(draws.game, game)).groupBy(year).orderBy(desc(year));
}

/** Newest year first. */
export function toYearCounts(rows: readonly { year: string; draws: number }[]): YearCount[] {
  return rows.map((row) => ({ year: Number(row.year), draws: row.draws }));
}

/** The years a year page exists for: the first year in our records to the current one; null without draws. */
export function archiveBounds(years: readonly YearCount[], currentYear: number): { first: number; last: number } | null {
  const first = years.at(-1)?.year;
  return first === undefined ? null : { first, last: Math.max(currentYear, years[0]!.year) };
}
