/**
 * The rows of /history, /lotto-history and /powerball-history, in at most two D1 round trips: one batch
 * for the rows (and, in date mode, the nearest draw dates) plus the stats panel, then one query for the
 * shown rows' prize divisions. app/views/history-page.ts puts what they say in words.
 */
import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, lte, max, min, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, type DrawRow } from "~/db/schema";
import type { GameId } from "~/rules/games";
import type { HistoryParams } from "~/input/history-params";
import { divisionsFor } from "./draws.server";

export interface HistoryPageConfig {
  games: readonly GameId[];
  defaultGame: GameId | undefined;
  collapsed: number;
  expanded: number;
}

/** The stats panel's figures of one game. */
export interface GameStatsRow {
  totalDraws: number;
  firstDate: string | null;
  lastDate: string | null;
  latestJackpot: { amount: number; date: string } | null;
  highestJackpot: { amount: number; date: string } | null;
}

/** A date with no draw of the page's game(s): the date asked for, and the nearest draw date shown instead (null when there is none). */
export interface DateMiss {
  asked: string;
  nearest: string | null;
}

const DATE_VIEW_LIMIT = 20;

function rowsQuery(db: Db, where: SQL | undefined, limit: number) {
  return db.select().from(draws).where(where).orderBy(desc(draws.drawDate), asc(draws.game)).limit(limit);
}

function statsQueries(db: Db, game: GameId) {
  const withJackpot = and(eq(draws.game, game), isNotNull(draws.jackpot));
  return [
    db
      .select({ total: count(), first: min(draws.drawDate), last: max(draws.drawDate) })
      .from(draws)
      .where(eq(draws.game, game)),
    db.select({ amount: draws.jackpot, date: draws.drawDate }).from(draws).where(withJackpot).orderBy(desc(draws.drawDate)).limit(1),
    db.select({ amount: draws.jackpot, date: draws.drawDate }).from(draws).where(withJackpot).orderBy(desc(draws.jackpot)).limit(1),
  ] as const;
}

type StatsResults = [
  { total: number; first: string | null; last: string | null }[],
  { amount: number | null; date: string }[],
  { amount: number | null; date: string }[],
];

function toStats([totals, latest, highest]: StatsResults): GameStatsRow {
  const asJackpot = (row: { amount: number | null; date: string } | undefined) =>
    row && row.amount !== null ? { amount: row.amount, date: row.date } : null;
  return {
    totalDraws: totals[0]?.total ?? 0,
    firstDate: totals[0]?.first ?? null,
    lastDate: totals[0]?.last ?? null,
    latestJackpot: asJackpot(latest[0]),
    highestJackpot: asJackpot(highest[0]),
  };
}

/**
 * The draws a history page shows, with their prize divisions: `cardRows` (a date's draws, as cards) or
 * `listRows` (the table); app/views/result-cards.server.ts turns them into what the page renders.
 */
export async function loadHistoryPage(db: Db, params: HistoryParams, config: HistoryPageConfig, statsGame: GameId | undefined) {
  const game = params.game;
  const ofGame = (condition: SQL) => (game ? and(eq(draws.game, game), condition)! : condition);
  const stats = statsGame ? statsQueries(db, statsGame) : [];

  if (params.date) {
    const date = params.date;
    // The nearest draw dates on either side, found by index in the same batch.
    const nearestBefore = db
      .select({ date: max(draws.drawDate) })
      .from(draws)
      .where(ofGame(lt(draws.drawDate, date)));
    const nearestAfter = db
      .select({ date: min(draws.drawDate) })
      .from(draws)
      .where(ofGame(gt(draws.drawDate, date)));
    const onDate = rowsQuery(db, ofGame(eq(draws.drawDate, date)), DATE_VIEW_LIMIT);
    const [rowsOnDate, before, after, ...statsResults] = await db.batch([onDate, nearestBefore, nearestAfter, ...stats]);
    let rows: DrawRow[] = rowsOnDate;
    let miss: DateMiss | null = null;
    if (rows.length === 0) {
      const candidates = [before[0]?.date, after[0]?.date].filter((d): d is string => Boolean(d));
      if (candidates.length === 0) {
        miss = { asked: date, nearest: null };
      } else {
        const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(date));
        const nearest = candidates.sort((a, b) => distance(a) - distance(b))[0]!;
        rows = await rowsQuery(db, ofGame(eq(draws.drawDate, nearest)), DATE_VIEW_LIMIT);
        miss = { asked: date, nearest };
      }
    }
    return {
      mode: "date" as const,
      cardRows: rows,
      listRows: [],
      divisions: await divisionsFor(
        db,
        rows.map((row) => row.id),
      ),
      hasMore: false,
      olderTo: null,
      dateMiss: miss,
      stats: statsGame ? toStats(statsResults as unknown as StatsResults) : null,
    };
  }

  const limit = params.expanded ? config.expanded : config.collapsed;
  const conditions: SQL[] = [];
  if (game) conditions.push(eq(draws.game, game));
  if (params.from) conditions.push(gte(draws.drawDate, params.from));
  if (params.to) conditions.push(lte(draws.drawDate, params.to));
  // One extra row tells whether there is more to show.
  const [fetched, ...statsResults] = await db.batch([
    rowsQuery(db, conditions.length ? and(...conditions) : undefined, limit + 1),
    ...stats,
  ]);
  const shown = fetched.slice(0, limit);
  const next = fetched[limit];
  return {
    mode: "list" as const,
    cardRows: [],
    listRows: shown,
    divisions: await divisionsFor(
      db,
      shown.map((row) => row.id),
    ),
    hasMore: next !== undefined,
    // "Older results" pages on with the `to` filter the page already reads: up to the first draw not
    // shown, so none is skipped. Where a night's draws are split across two pages, the night is shown
    // again at the top of the next one rather than losing a draw.
    olderTo: next?.drawDate ?? null,
    dateMiss: null,
    stats: statsGame ? toStats(statsResults as unknown as StatsResults) : null,
  };
}
