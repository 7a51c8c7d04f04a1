/**
 * The data of a game's page, in ONE D1 round trip: its last ten draws (the newest first), the prize
 * divisions of the newest, the years of its archive, and when the game was last asked for (the late
 * and payouts lines, last-checks.server.ts). Every query is served by the (game, draw_date)
 * index or the (draw_id, division) index.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions, type DrawRow, type PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/rules/games";
import { toYearCounts, yearCountsQuery, type YearCount } from "./game-archive.server";
import { lastChecksQuery, toLastChecks } from "./last-checks.server";

/** How many recent draws the game page lists. */
export const RECENT_DRAWS = 10;

export interface GamePageData {
  /** Newest first; the first is the latest draw. */
  recent: DrawRow[];
  latestDivisions: PrizeDivisionRow[];
  years: YearCount[];
  /** When the game was last asked for (ISO), or null. */
  lastChecked: string | null;
}

export async function loadGamePage(db: Db, game: GameId, now: Date): Promise<GamePageData> {
  const newestId = db.select({ id: draws.id }).from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(1);
  const [recent, latestDivisions, years, checks] = await db.batch([
    db.select().from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(RECENT_DRAWS),
    db.select().from(prizeDivisions).where(inArray(prizeDivisions.drawId, newestId)).orderBy(asc(prizeDivisions.division)),
    yearCountsQuery(db, game),
    lastChecksQuery(db, now, [game]),
  ]);
  return { recent, latestDivisions, years: toYearCounts(years), lastChecked: toLastChecks(checks)[game] ?? null };
}
