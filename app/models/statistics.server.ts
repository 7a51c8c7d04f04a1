/** Statistics of past draws for /tips and /lotto-predictions: always the current ball-range era. */
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import { ballStats, type BallStat } from "~/lib/frequency";
import { currentEra, type GameId } from "~/lib/games";

export interface WindowStats {
  game: GameId;
  /** Draws counted (the window, or fewer early in an era). */
  drawsCounted: number;
  window: number;
  eraFrom: string;
  mainMax: number;
  oldestDate: string | null;
  newestDate: string | null;
  main: BallStat[];
  /** PowerBall family: the PowerBall's own statistics. */
  bonus: BallStat[] | null;
  /** Newest first: the jackpots on offer, for growth notes. */
  jackpots: { date: string; jackpot: number | null; rollover: boolean | null }[];
}

export async function windowStats(db: Db, game: GameId, window: number): Promise<WindowStats> {
  const era = currentEra(game);
  const rows = await db
    .select({ drawDate: draws.drawDate, numbers: draws.numbers, bonus: draws.bonus, jackpot: draws.jackpot, rollover: draws.rollover })
    .from(draws)
    .where(and(eq(draws.game, game), gte(draws.drawDate, era.from)))
    .orderBy(desc(draws.drawDate))
    .limit(window);
  const separateBonus = era.bonusMax !== null && !era.bonusFromMainDrum;
  return {
    game,
    drawsCounted: rows.length,
    window,
    eraFrom: era.from,
    mainMax: era.mainMax,
    oldestDate: rows[rows.length - 1]?.drawDate ?? null,
    newestDate: rows[0]?.drawDate ?? null,
    main: ballStats(rows.map((r) => r.numbers), era.mainMax),
    bonus: separateBonus ? ballStats(rows.map((r) => (r.bonus === null ? [] : [r.bonus])), era.bonusMax!) : null,
    jackpots: rows.map((r) => ({ date: r.drawDate, jackpot: r.jackpot, rollover: r.rollover })),
  };
}
