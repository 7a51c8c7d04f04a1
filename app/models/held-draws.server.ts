/** What we hold of a game on some dates, so sources skip requests for what is already stored. */
import { and, between, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import type { GameId } from "~/rules/games";

/** What we hold of one draw. */
export interface HeldDraw {
  /** Whether prize divisions are stored for the draw. */
  divisions: boolean;
  /** The sources that gave the draw (draw_sources: "official", "resultsza", "import"…). */
  sources: string[];
}

export async function heldDraws(db: Db, game: GameId, dates: readonly string[]): Promise<Map<string, HeldDraw>> {
  const held = new Map<string, HeldDraw>();
  if (dates.length === 0) return held;
  const sorted = [...dates].sort();
  // One ranged query whatever the number of dates (D1 allows 100 bound parameters a query).
  const rows = await db
    .select({
      drawDate: draws.drawDate,
      // Written out: inside a one-table select Drizzle names columns without their table.
      divisions: sql<number>`(SELECT count(*) FROM prize_divisions p WHERE p.draw_id = draws.id)`,
      sources: sql<string | null>`(SELECT group_concat(s.source) FROM draw_sources s WHERE s.draw_id = draws.id)`,
    })
    .from(draws)
    .where(and(eq(draws.game, game), between(draws.drawDate, sorted[0]!, sorted[sorted.length - 1]!)));
  for (const row of rows) held.set(row.drawDate, { divisions: row.divisions > 0, sources: row.sources ? row.sources.split(",") : [] });
  return held;
}
