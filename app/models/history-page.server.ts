/** Loader logic shared by /history, /lotto-history and /powerball-history. */
import { and, asc, count, desc, eq, gt, isNotNull, lt, min, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import { currentEra, drawDaysShort, GAMES, type GameId } from "~/lib/games";
import { formatShortDate } from "~/lib/format";
import type { HistoryParams } from "~/lib/history-params.server";
import { drawHistory } from "./draws.server";
import { withDivisions } from "./result-cards.server";

export interface HistoryPageConfig {
  games: readonly GameId[];
  defaultGame: GameId | undefined;
  collapsed: number;
  expanded: number;
}

/** The draws on one date, or on the nearest date that has draws, with a message saying which. */
async function drawsNearDate(db: Db, date: string, game: GameId | undefined) {
  const gameCondition = game ? eq(draws.game, game) : undefined;
  const onDate = await drawHistory(db, { game, from: date, to: date, limit: 20 });
  if (onDate.length > 0) return { rows: onDate, message: null };
  const where = (extra: SQL) => (gameCondition ? and(gameCondition, extra) : extra);
  const [before, after] = await db.batch([
    db.select({ drawDate: draws.drawDate }).from(draws).where(where(lt(draws.drawDate, date))).orderBy(desc(draws.drawDate)).limit(1),
    db.select({ drawDate: draws.drawDate }).from(draws).where(where(gt(draws.drawDate, date))).orderBy(asc(draws.drawDate)).limit(1),
  ]);
  const candidates = [before[0]?.drawDate, after[0]?.drawDate].filter((d): d is string => Boolean(d));
  if (candidates.length === 0) return { rows: [], message: `No draws in our records on ${formatShortDate(date)}.` };
  const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(date));
  const nearest = candidates.sort((a, b) => distance(a) - distance(b))[0]!;
  const rows = await drawHistory(db, { game, from: nearest, to: nearest, limit: 20 });
  return { rows, message: `No draws in our records on ${formatShortDate(date)}. Showing the nearest draw date, ${formatShortDate(nearest)}.` };
}

export async function loadHistoryPage(db: Db, params: HistoryParams, config: HistoryPageConfig) {
  if (params.date) {
    const { rows, message } = await drawsNearDate(db, params.date, params.game);
    return { mode: "date" as const, cards: await withDivisions(db, rows), rows: [], hasMore: false, dateMessage: message };
  }
  const limit = params.expanded ? config.expanded : config.collapsed;
  // One extra row tells whether there is more to show.
  const fetched = await drawHistory(db, { game: params.game, from: params.from, to: params.to, limit: limit + 1 });
  const rows = await withDivisions(db, fetched.slice(0, limit));
  return { mode: "list" as const, cards: [], rows, hasMore: fetched.length > limit, dateMessage: null };
}

export interface GameStats {
  totalDraws: number;
  firstDate: string | null;
  latestJackpot: { amount: number; date: string } | null;
  highestJackpot: { amount: number; date: string } | null;
  drawDays: string;
}

/** The stats panel, in one D1 round trip. */
export async function gameStats(db: Db, game: GameId): Promise<GameStats> {
  const withJackpot = and(eq(draws.game, game), isNotNull(draws.jackpot));
  const [totals, latest, highest] = await db.batch([
    db.select({ total: count(), first: min(draws.drawDate) }).from(draws).where(eq(draws.game, game)),
    db.select({ amount: draws.jackpot, date: draws.drawDate }).from(draws).where(withJackpot).orderBy(desc(draws.drawDate)).limit(1),
    db.select({ amount: draws.jackpot, date: draws.drawDate }).from(draws).where(withJackpot).orderBy(desc(draws.jackpot)).limit(1),
  ]);
  const asJackpot = (row: { amount: number | null; date: string } | undefined) => (row && row.amount !== null ? { amount: row.amount, date: row.date } : null);
  return {
    totalDraws: totals[0]?.total ?? 0,
    firstDate: totals[0]?.first ?? null,
    latestJackpot: asJackpot(latest[0]),
    highestJackpot: asJackpot(highest[0]),
    drawDays: drawDaysShort(currentEra(game)),
  };
}

export const gameName = (game: GameId) => GAMES[game].name;
