/**
 * The D1 reads behind every statistic of past draws. A statistics page (and its API twin) reads all it
 * needs in ONE round trip: a batch of two queries over one game's rows, served by the (game, draw_date)
 * index and, for divisions, the (draw_id, division) index; nothing reads the whole draws table. The
 * counting is done by the pure functions of figures.ts and records.ts.
 */
import { and, asc, desc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { readPlan, runPlan } from "~/db/read-plan.server";
import { draws, prizeDivisions } from "~/db/schema";
import { currentEra, type GameId } from "~/rules/games";
import type { StatDraw } from "./figures";
import type { HistoryDraw, PayoutRow } from "./records";

/** A draw of the current era, newest first, with what /tips needs for its jackpot note. */
export interface EraDraw extends StatDraw {
  jackpot: number | null;
  rollover: boolean | null;
}

/**
 * The current era's draws, newest first: the newest `limit` of them, or every one. Counting only the era
 * in force today is how a ball outside today's range (Lotto's 53-58 of 2025-26) never enters a figure.
 */
function eraDrawsQuery(db: Db, game: GameId, limit: number | null) {
  const query = db
    .select({
      date: draws.drawDate,
      drawNumber: draws.drawNumber,
      numbers: draws.numbers,
      bonus: draws.bonus,
      jackpot: draws.jackpot,
      rollover: draws.rollover,
    })
    .from(draws)
    .where(and(eq(draws.game, game), gte(draws.drawDate, currentEra(game).from)))
    .orderBy(desc(draws.drawDate));
  return limit === null ? query : query.limit(limit);
}

/** The newest `limit` draws of the current era (newest first): /tips, /lotto-predictions, the hot-number API. */
export async function loadEraDraws(db: Db, game: GameId, limit: number): Promise<EraDraw[]> {
  return eraDrawsQuery(db, game, limit);
}

/** The same as a plan (the hot-number API's answer, run with the other calls of the /api page). */
export const eraDrawsPlan = (db: Db, game: GameId, limit: number) =>
  readPlan([eraDrawsQuery(db, game, limit)], ([rows]): EraDraw[] => rows);

const HISTORY_FIELDS = {
  date: draws.drawDate,
  drawNumber: draws.drawNumber,
  jackpot: draws.jackpot,
  rollover: draws.rollover,
  jackpotWinners: prizeDivisions.winners,
  jackpotEach: prizeDivisions.payout,
};
const divisionOne = and(eq(prizeDivisions.drawId, draws.id), eq(prizeDivisions.division, 1));

/** Every draw of the game, oldest first, with its balls and its division-1 winners where its divisions are held. */
function historyQuery(db: Db, game: GameId) {
  return db
    .select({ ...HISTORY_FIELDS, numbers: draws.numbers, bonus: draws.bonus })
    .from(draws)
    .leftJoin(prizeDivisions, divisionOne)
    .where(eq(draws.game, game))
    .orderBy(asc(draws.drawDate));
}

/** The same without the balls: what the records alone need. */
function recordsHistoryQuery(db: Db, game: GameId) {
  return db
    .select(HISTORY_FIELDS)
    .from(draws)
    .leftJoin(prizeDivisions, divisionOne)
    .where(eq(draws.game, game))
    .orderBy(asc(draws.drawDate));
}

/**
 * Per prize (match code, the same prize whatever its division number in an era), the biggest payout to
 * one winner and its draw. SQLite takes the bare columns from the row that holds the max().
 */
function payoutRecordsQuery(db: Db, game: GameId) {
  return db
    .select({
      match: prizeDivisions.match,
      division: prizeDivisions.division,
      payout: sql<number>`max(${prizeDivisions.payout})`,
      winners: prizeDivisions.winners,
      date: draws.drawDate,
      drawNumber: draws.drawNumber,
    })
    .from(draws)
    .innerJoin(prizeDivisions, eq(prizeDivisions.drawId, draws.id))
    .where(and(eq(draws.game, game), gt(prizeDivisions.payout, 0), sql`coalesce(${prizeDivisions.winners}, 1) > 0`))
    .groupBy(prizeDivisions.match);
}

export interface LoadedStatistics {
  /** The current era's draws, newest first. */
  era: EraDraw[];
  /** Every draw of the game, oldest first. */
  history: HistoryDraw[];
  payouts: PayoutRow[];
  /** Main ball → times drawn over every draw of the game. */
  allErasMain: Map<number, number>;
}

/**
 * Everything a statistics page shows, in one D1 round trip of two queries: the game's whole history (the
 * era's draws and the all-eras counts are taken from it here, rather than asked of D1 again) and the
 * biggest payout of each prize.
 */
export function loadGameStatistics(db: Db, game: GameId): Promise<LoadedStatistics> {
  return runPlan(db, gameStatisticsPlan(db, game));
}

/** The same as a plan (the statistics API's answer, run with the other calls of the /api page). */
export function gameStatisticsPlan(db: Db, game: GameId) {
  return readPlan([historyQuery(db, game), payoutRecordsQuery(db, game)], ([history, payouts]): LoadedStatistics => {
    const eraFrom = currentEra(game).from;
    const era: EraDraw[] = [];
    const allErasMain = new Map<number, number>();
    for (const draw of history) {
      for (const ball of draw.numbers) allErasMain.set(ball, (allErasMain.get(ball) ?? 0) + 1);
      if (draw.date >= eraFrom)
        era.push({
          date: draw.date,
          drawNumber: draw.drawNumber,
          numbers: draw.numbers,
          bonus: draw.bonus,
          jackpot: draw.jackpot,
          rollover: draw.rollover,
        });
    }
    era.reverse();
    return { era, history, payouts: payouts.filter((row): row is PayoutRow => row.payout !== null), allErasMain };
  });
}

/** Every draw of the game, oldest first, without its balls: the jackpot chart's input, one query. */
export async function loadJackpotHistory(db: Db, game: GameId): Promise<HistoryDraw[]> {
  return recordsHistoryQuery(db, game);
}

/** The statements of the records' inputs of several games (two per game), for a batch of the caller's. */
export function recordInputStatements(db: Db, games: readonly GameId[]) {
  return games.flatMap((game) => [recordsHistoryQuery(db, game), payoutRecordsQuery(db, game)]);
}

/** The answers of recordInputStatements, game by game. */
export function readRecordInputs(
  games: readonly GameId[],
  answers: readonly unknown[],
): Map<GameId, { history: HistoryDraw[]; payouts: PayoutRow[] }> {
  const result = new Map<GameId, { history: HistoryDraw[]; payouts: PayoutRow[] }>();
  games.forEach((game, i) => {
    result.set(game, {
      history: answers[i * 2] as HistoryDraw[],
      payouts: (answers[i * 2 + 1] as PayoutRow[]).filter((row) => row.payout !== null),
    });
  });
  return result;
}

/**
 * What one winner of Match 4, 3 and 2 (divisions 2 to 4) of each Daily Lotto draw was paid, for the roll-down
 * figures (content-figures.ts): served by the (game, draw_date) index and the (draw_id, division) one.
 */
export function dailyLottoPayoutsQuery(db: Db) {
  return db
    .select({ date: draws.drawDate, match: prizeDivisions.match, payout: prizeDivisions.payout })
    .from(draws)
    .innerJoin(
      prizeDivisions,
      and(eq(prizeDivisions.drawId, draws.id), inArray(prizeDivisions.division, [2, 3, 4]), inArray(prizeDivisions.match, ["4", "3", "2"])),
    )
    .where(eq(draws.game, "daily-lotto"))
    .orderBy(asc(draws.drawDate));
}

/** Every draw of the game's current era, newest first (its balls): the ball-spread figures of content. */
export function eraDrawsStatement(db: Db, game: GameId) {
  return eraDrawsQuery(db, game, null);
}
