/**
 * The one definition of how a draw and its prize divisions are written. The Worker (ingest, admin) runs
 * these Drizzle queries in a D1 batch; the CLI import renders the same queries to SQL for
 * `wrangler d1 execute` (scripts/db-import.ts), so both paths write identically.
 *
 * Upserts are keyed by (game, draw_date). A value we do not know (null) never erases one we know, and a
 * row is only touched when something really changed, so running any import or ingest twice changes nothing.
 */
import { and, between, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws, prizeDivisions, type DrawRow } from "~/db/schema";
import type { DivisionWrite, DrawInput } from "~/input/draw-input.server";
import { DIVISION_MERGE, DRAW_MERGE, drawMergeChanges, MERGED_DIVISION_FIELDS, MERGED_FIELDS, type MergeRule } from "~/db/draw-merge";
import { provenanceOf, recordSourcesQuery } from "./draw-provenance.server";

/**
 * An upsert's `SET` and `WHERE something changed`, generated from a merge table of draw-merge.ts:
 * `coalesce(excluded.x, table.x)` keeps a known value, `excluded.x` always sets it.
 */
function mergeSql<F extends string>(table: string, merge: Record<F, MergeRule>, fields: readonly F[], columnOf: (field: F) => string) {
  const merged = (field: F) => {
    const column = columnOf(field);
    return merge[field] === "keep-known" ? `coalesce(excluded.${column}, ${table}.${column})` : `excluded.${column}`;
  };
  return {
    set: Object.fromEntries(fields.map((field) => [field, sql.raw(merged(field))])) as Record<F, SQL>,
    changed: sql.raw(fields.map((field) => `${merged(field)} IS NOT ${table}.${columnOf(field)}`).join(" OR ")),
  };
}

const drawMerge = mergeSql("draws", DRAW_MERGE, MERGED_FIELDS, (field) => draws[field].name);
const divisionMerge = mergeSql("prize_divisions", DIVISION_MERGE, MERGED_DIVISION_FIELDS, (field) => prizeDivisions[field].name);

function drawValues(draw: DrawInput, now: string) {
  return {
    game: draw.game,
    drawNumber: draw.drawNumber,
    drawDate: draw.drawDate,
    numbers: draw.numbers,
    drawnOrder: draw.drawnOrder,
    bonus: draw.bonus,
    jackpot: draw.jackpot,
    nextJackpot: draw.nextJackpot,
    rollover: draw.rollover,
    rolloverAmount: draw.rolloverAmount,
    prizePool: draw.prizePool,
    sales: draw.sales,
    drawMachine: draw.drawMachine,
    source: draw.source,
    createdAt: now,
    updatedAt: now,
  };
}

/** INSERT … ON CONFLICT (game, draw_date) DO UPDATE … WHERE something changed. */
export function upsertDrawsQuery(db: Db, rows: readonly DrawInput[], now = new Date().toISOString()) {
  return db
    .insert(draws)
    .values(rows.map((row) => drawValues(row, now)))
    .onConflictDoUpdate({
      target: [draws.game, draws.drawDate],
      set: {
        ...drawMerge.set,
        source: sql.raw("excluded.source"),
        updatedAt: sql.raw("excluded.updated_at"),
      },
      setWhere: drawMerge.changed,
    });
}

/** Divisions find their draw by (game, draw_date), so they can sit in the same batch as the draw. */
export function upsertDivisionsQuery(db: Db, rows: readonly DivisionWrite[]) {
  return db
    .insert(prizeDivisions)
    .values(
      rows.map((row) => ({
        drawId: sql<number>`(SELECT id FROM draws WHERE game = ${row.game} AND draw_date = ${row.drawDate})`,
        division: row.division,
        match: row.match,
        winners: row.winners,
        payout: row.payout,
      })),
    )
    .onConflictDoUpdate({
      target: [prizeDivisions.drawId, prizeDivisions.division],
      // By the one table of draw-merge.ts (DIVISION_MERGE), as the ingest's classification and the admin's save read it.
      set: divisionMerge.set,
      setWhere: divisionMerge.changed,
    });
}

export type DrawChange = "added" | "updated" | "unchanged";

export type ExistingDraw = Pick<
  DrawRow,
  | "id"
  | "game"
  | "drawDate"
  | "drawNumber"
  | "numbers"
  | "bonus"
  | "jackpot"
  | "nextJackpot"
  | "rollover"
  | "rolloverAmount"
  | "prizePool"
  | "sales"
  | "drawnOrder"
  | "drawMachine"
  | "source"
>;

/** What the upsert will do to a draw, given the row we hold for its (game, date), if any (draw-merge.ts). */
export function classifyDrawChange(incoming: DrawInput, existing: ExistingDraw | undefined): DrawChange {
  if (!existing) return "added";
  return Object.keys(drawMergeChanges(incoming, existing)).length > 0 ? "updated" : "unchanged";
}

/**
 * A draw number already held by another date of the same game is rejected, not overwritten: one of
 * the two dates is wrong, and a person has to decide which.
 */
export function findDrawNumberConflict(
  incoming: DrawInput,
  heldBy: (game: string, drawNumber: number) => string | undefined,
): string | null {
  if (incoming.drawNumber === null) return null;
  const date = heldBy(incoming.game, incoming.drawNumber);
  return date && date !== incoming.drawDate ? `${incoming.game} draw number ${incoming.drawNumber} is already held by ${date}` : null;
}

/**
 * The rows we hold for these draws' (game, date) pairs and draw numbers, in one query. Ranges per game
 * keep the bound parameters few (D1 allows 100 a query) whatever the batch size.
 */
export async function loadExistingFor(db: Db, incoming: readonly DrawInput[]): Promise<ExistingDraw[]> {
  if (incoming.length === 0) return [];
  const conditions: SQL[] = [];
  for (const game of new Set(incoming.map((draw) => draw.game))) {
    const ofGame = incoming.filter((draw) => draw.game === game);
    const dates = ofGame.map((draw) => draw.drawDate).sort();
    conditions.push(and(eq(draws.game, game), between(draws.drawDate, dates[0]!, dates[dates.length - 1]!))!);
    const numbers = ofGame.flatMap((draw) => (draw.drawNumber === null ? [] : [draw.drawNumber])).sort((a, b) => a - b);
    if (numbers.length > 0) {
      conditions.push(and(eq(draws.game, game), between(draws.drawNumber, numbers[0]!, numbers[numbers.length - 1]!))!);
    }
  }
  return db
    .select({
      id: draws.id,
      game: draws.game,
      drawDate: draws.drawDate,
      drawNumber: draws.drawNumber,
      numbers: draws.numbers,
      drawnOrder: draws.drawnOrder,
      bonus: draws.bonus,
      jackpot: draws.jackpot,
      nextJackpot: draws.nextJackpot,
      rollover: draws.rollover,
      rolloverAmount: draws.rolloverAmount,
      prizePool: draws.prizePool,
      sales: draws.sales,
      drawMachine: draws.drawMachine,
      source: draws.source,
    })
    .from(draws)
    .where(or(...conditions));
}

/**
 * The statements that write these draws and their divisions, and record the draw's source
 * (draw_sources), for one `db.batch` (one transaction). One statement per draw keeps each under D1's 100
 * bound parameters.
 */
export function drawWriteStatements(db: Db, incoming: readonly DrawInput[], now = new Date().toISOString()) {
  return incoming.flatMap((draw) => {
    const divisions = draw.divisions.map((division) => ({ ...division, game: draw.game, drawDate: draw.drawDate }));
    const drawStatement = upsertDrawsQuery(db, [draw], now);
    const seen = recordSourcesQuery(db, [{ game: draw.game, drawDate: draw.drawDate, source: provenanceOf(draw.source) }], now);
    return divisions.length > 0 ? [drawStatement, upsertDivisionsQuery(db, divisions), seen] : [drawStatement, seen];
  });
}
