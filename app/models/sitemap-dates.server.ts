/**
 * The dates the sitemaps are built from: the newest draw, each game's draws with their last change, and
 * each game's last change. A game's list is one query over the (game, draw_date) index; the index's
 * dates are one batch.
 */
import { desc, eq, max } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import { GAME_IDS, type GameId } from "~/rules/games";

export async function latestDrawDate(db: Db): Promise<string | null> {
  const [row] = await db.select({ date: max(draws.drawDate) }).from(draws);
  return row?.date ?? null;
}

/** Every draw of a game with when its row last changed, newest first. */
export async function gameDrawDates(db: Db, game: GameId): Promise<{ date: string; updatedAt: string }[]> {
  return db
    .select({ date: draws.drawDate, updatedAt: draws.updatedAt })
    .from(draws)
    .where(eq(draws.game, game))
    .orderBy(desc(draws.drawDate));
}

/** The newest draw, and each game's last change (null: no draws), in one round trip. */
export async function sitemapIndexDates(db: Db): Promise<{ latestDraw: string | null; lastChange: Record<GameId, string | null> }> {
  const lastChange = (game: GameId) =>
    db
      .select({ updatedAt: max(draws.updatedAt) })
      .from(draws)
      .where(eq(draws.game, game));
  const [first, ...rest] = GAME_IDS;
  const [latest, ...perGame] = await db.batch([
    db.select({ date: max(draws.drawDate) }).from(draws),
    lastChange(first),
    ...rest.map(lastChange),
  ]);
  return {
    latestDraw: latest[0]?.date ?? null,
    lastChange: Object.fromEntries(GAME_IDS.map((game, index) => [game, perGame[index]?.[0]?.updatedAt ?? null])) as Record<
      GameId,
      string | null
    >,
  };
}
