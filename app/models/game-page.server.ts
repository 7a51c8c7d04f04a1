/**
 * The data of a game's page, in ONE D1 round trip: its last ten draws (the newest first), the prize
 * divisions of the newest, the years of its archive, and when the game was last asked for (the late
 * and payouts lines, last-checks.server.ts). Every query is served by the (game, draw_date)
 * index or the (draw_id, division) index. With a month (the month filter, `?month=2018-03`), that
 * month's draws come in the same round trip, as do the claimable year's draws (claimable-year.server.ts).
 */
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions, type DrawRow, type PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/rules/games";
import type { ClaimableYear } from "~/coverage/claimable-year";
import { claimableYearQuery, toClaimableYears } from "./claimable-year.server";
import { toYearCounts, yearCountsQuery, type YearCount } from "./game-archive.server";
import { lastChecksQuery, toLastChecks } from "./last-checks.server";

/** How many recent draws the game page lists. */
const RECENT_DRAWS = 10;

export interface GamePageData {
  /** Newest first; the first is the latest draw. */
  recent: DrawRow[];
  latestDivisions: PrizeDivisionRow[];
  years: YearCount[];
  /** When the game was last asked for (ISO), or null. */
  lastChecked: string | null;
  /** The asked month's draws, newest first (empty without a month). */
  monthDraws: DrawRow[];
  /** What we hold of the draws whose prizes can still be claimed at `now`. */
  claimable: ClaimableYear;
}

/** `month`: "2018-03", already validated (app/input/month-param.ts). */
export async function loadGamePage(db: Db, game: GameId, now: Date, month?: string): Promise<GamePageData> {
  const newestId = db.select({ id: draws.id }).from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(1);
  // Without a month the range is empty ("x" sorts after every date): one index seek, no rows, and the
  // batch keeps one shape.
  const [from, to] = month ? [`${month}-01`, `${month}-31`] : ["x", "x"];
  const [recent, latestDivisions, years, checks, monthDraws, claimable] = await db.batch([
    db.select().from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(RECENT_DRAWS),
    db.select().from(prizeDivisions).where(inArray(prizeDivisions.drawId, newestId)).orderBy(asc(prizeDivisions.division)),
    yearCountsQuery(db, game),
    lastChecksQuery(db, now, [game]),
    db
      .select()
      .from(draws)
      .where(and(eq(draws.game, game), gte(draws.drawDate, from), lte(draws.drawDate, to)))
      .orderBy(desc(draws.drawDate)),
    claimableYearQuery(db, [game], now),
  ]);
  return {
    recent,
    latestDivisions,
    years: toYearCounts(years),
    lastChecked: toLastChecks(checks)[game] ?? null,
    monthDraws,
    claimable: toClaimableYears(claimable, [game], now)[0]!,
  };
}
