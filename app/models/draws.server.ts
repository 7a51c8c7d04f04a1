/**
 * Read queries over draws and prize divisions. Pages and the /api routes share them; each takes `db`
 * so tests can hand in a test database. Every query is served by an index (see tests/workers/query-plans).
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { readPlan, runPlan } from "~/db/read-plan.server";
import { draws, ingestRuns, prizeDivisions, type DrawRow, type PrizeDivisionRow } from "~/db/schema";
import { GAME_IDS, type GameId } from "~/rules/games";
import { lastChecksQuery, toLastChecks, type LastChecks } from "./last-checks.server";

/** One indexed lookup per game for its newest draw, in GAME_IDS order (a non-empty list, as a batch takes). */
function newestDrawQueries(db: Db) {
  const newest = (game: GameId) => db.select().from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(1);
  const [first, ...rest] = GAME_IDS;
  return [newest(first), ...rest.map(newest)] as const;
}

/** A game's newest draw, or undefined when it has none (the alert queue sends only for the newest). */
export async function newestDrawOf(db: Db, game: GameId): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(draws).where(eq(draws.game, game)).orderBy(desc(draws.drawDate)).limit(1);
  return row;
}

function byGame(results: readonly (readonly DrawRow[])[]): Partial<Record<GameId, DrawRow>> {
  const latest: Partial<Record<GameId, DrawRow>> = {};
  GAME_IDS.forEach((game, index) => {
    const row = results[index]?.[0];
    if (row) latest[game] = row;
  });
  return latest;
}

/** The newest draw of every game, in one D1 round trip (a batch of six indexed lookups). */
export const latestDrawPerGamePlan = (db: Db) => readPlan(newestDrawQueries(db), byGame);

export function latestDrawPerGame(db: Db): Promise<Partial<Record<GameId, DrawRow>>> {
  return runPlan(db, latestDrawPerGamePlan(db));
}

/**
 * The newest draw of every game, the prize divisions of those draws and when each game was last asked
 * for (late results, pending payouts), in one D1 round trip (the home page): the divisions query finds
 * the same newest draws itself, one indexed lookup per game, so it needs no answer from the lookups
 * before it, and a batch reads them all in one transaction.
 */
export async function latestDrawsWithDivisions(
  db: Db,
  now: Date,
): Promise<{
  latest: Partial<Record<GameId, DrawRow>>;
  divisions: Map<number, PrizeDivisionRow[]>;
  lastChecks: LastChecks;
  /** When the last ingest run that added or updated a draw finished (the home page's "Updated 21:47 SAST"). */
  lastChange: string | null;
}> {
  const newestIds = sql`(SELECT (SELECT ${draws.id} FROM ${draws} WHERE ${draws.game} = games.value ORDER BY ${draws.drawDate} DESC LIMIT 1) FROM json_each(${JSON.stringify(GAME_IDS)}) AS games)`;
  const results = await db.batch([
    lastChecksQuery(db, now),
    divisionsOfDraws(db, newestIds),
    lastChangeQuery(db),
    ...newestDrawQueries(db),
  ]);
  const [checks, divisionRows, change, ...drawRows] = results as unknown as [
    { game: string; at: string | null }[],
    PrizeDivisionRow[],
    { at: string | null }[],
    ...DrawRow[][],
  ];
  return {
    latest: byGame(drawRows),
    divisions: groupDivisions(divisionRows),
    lastChecks: toLastChecks(checks),
    lastChange: change[0]?.at ?? null,
  };
}

/**
 * The newest ingest run that changed something: walked newest first on ingest_runs_started_idx, stopping
 * at the first run that added or updated a draw (most runs of a draw night change nothing).
 */
function lastChangeQuery(db: Db) {
  return db
    .select({ at: sql<string | null>`coalesce(${ingestRuns.finishedAt}, ${ingestRuns.startedAt})` })
    .from(ingestRuns)
    .where(sql`${ingestRuns.drawsAdded} > 0 OR ${ingestRuns.drawsUpdated} > 0`)
    .orderBy(desc(ingestRuns.startedAt))
    .limit(1);
}

/** The newest draw of every game and when each was last asked for, in one D1 round trip (the API's latest answer). */
export function latestDrawsWithLastChecksPlan(db: Db, now: Date) {
  return readPlan(
    [lastChecksQuery(db, now), ...newestDrawQueries(db)],
    ([checks, ...drawRows]): { latest: Partial<Record<GameId, DrawRow>>; lastChecks: LastChecks } => ({
      latest: byGame(drawRows),
      lastChecks: toLastChecks(checks),
    }),
  );
}

/**
 * The prize divisions of these draws in one query, however many: the ids travel as one JSON parameter
 * (D1 allows 100 bound parameters a query) and the index on (draw_id, division) serves the lookup.
 */
function divisionsQuery(db: Db, drawIds: readonly number[]) {
  return divisionsOfDraws(db, sql`(SELECT value FROM json_each(${JSON.stringify(drawIds)}))`);
}

/** The divisions of the draws a subquery names, by draw then division. */
function divisionsOfDraws(db: Db, drawIds: SQLWrapper) {
  return db
    .select()
    .from(prizeDivisions)
    .where(inArray(prizeDivisions.drawId, drawIds))
    .orderBy(asc(prizeDivisions.drawId), asc(prizeDivisions.division));
}

export function groupDivisions(rows: readonly PrizeDivisionRow[]): Map<number, PrizeDivisionRow[]> {
  const byDraw = new Map<number, PrizeDivisionRow[]>();
  for (const row of rows) {
    const list = byDraw.get(row.drawId) ?? [];
    list.push(row);
    byDraw.set(row.drawId, list);
  }
  return byDraw;
}

export async function divisionsFor(db: Db, drawIds: readonly number[]): Promise<Map<number, PrizeDivisionRow[]>> {
  if (drawIds.length === 0) return new Map();
  return groupDivisions(await divisionsQuery(db, drawIds));
}

export interface HistoryQuery {
  /** One game, or every game when undefined. */
  game?: GameId;
  /** Inclusive SA dates. */
  from?: string;
  to?: string;
  limit: number;
  offset?: number;
}

function historyConditions(query: Omit<HistoryQuery, "limit" | "offset">): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.game) conditions.push(eq(draws.game, query.game));
  if (query.from) conditions.push(gte(draws.drawDate, query.from));
  if (query.to) conditions.push(lte(draws.drawDate, query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The history's conditions, order and page on a select of draws (the rows, or only their ids). */
function historyPage<T extends SQLiteSelect>(select: T, query: HistoryQuery): T {
  return select
    .where(historyConditions(query))
    .orderBy(desc(draws.drawDate), asc(draws.game))
    .limit(query.limit)
    .offset(query.offset ?? 0);
}

/** Draws newest first (several games on one date: in the games' usual order). */
export async function drawHistory(db: Db, query: HistoryQuery): Promise<DrawRow[]> {
  return historyPage(db.select().from(draws).$dynamic(), query);
}

/**
 * A page of the history with the prize divisions of its draws, in one round trip: the divisions query
 * names the same page of draws itself (the same conditions, order and page over the ids), so it needs no
 * answer from the first.
 */
export function historyWithDivisionsPlan(db: Db, query: HistoryQuery) {
  const ids = historyPage(db.select({ id: draws.id }).from(draws).$dynamic(), query);
  return readPlan([historyPage(db.select().from(draws).$dynamic(), query), divisionsOfDraws(db, ids)], ([rows, divisions]) => ({
    rows,
    divisions: groupDivisions(divisions),
  }));
}
