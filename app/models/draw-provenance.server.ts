/**
 * Where a draw came from, and what happens when two sources disagree. Every write path records the
 * sources that gave or re-saw a draw through `recordSourcesQuery` (draw_sources); the ingest's write
 * batch asks `reconcile` which reading to keep. The order of trust is written down once, here:
 * DRAW_SOURCE_RANK. docs/decisions/011-second-source.md says why.
 */
import { and, asc, between, eq, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { drawDisagreements, draws, drawSources, type DrawDisagreementRow, type DrawReading, type PrizeDivisionRow } from "~/db/schema";
import type { DrawInput } from "~/input/draw-input.server";
import type { ExistingDraw } from "./draw-writes.server";
import { archiveCodes } from "~/coverage/single-source-ranges";

/**
 * Whose reading is kept when two sources disagree, higher first: the official feed, then the admin's own
 * correction, then ResultsZA (a paid mirror of the official results), then what the search source read
 * from free text and what the CSV import brought (the same rank: the first of the two stands).
 */
const DRAW_SOURCE_RANK = { official: 4, manual: 3, resultsza: 2, search: 1, import: 1 } as const;
export type DrawSourceName = keyof typeof DRAW_SOURCE_RANK;

/** The provenance name of a row's detailed `source` ("csv:J|K" and the tests' own rows are imports). */
export function provenanceOf(source: string): DrawSourceName {
  return source in DRAW_SOURCE_RANK ? (source as DrawSourceName) : "import";
}

export interface SourceSighting {
  game: string;
  drawDate: string;
  source: DrawSourceName;
}

/** Sightings per statement: five bound parameters each, under D1's 100 a query. */
const SIGHTINGS_PER_STATEMENT = 19;

/** `recordSourcesQuery` over any number of sightings, in statements D1 accepts (for one batch). */
export function recordSourcesStatements(db: Db, rows: readonly SourceSighting[], now: string) {
  const statements = [];
  for (let start = 0; start < rows.length; start += SIGHTINGS_PER_STATEMENT) {
    statements.push(recordSourcesQuery(db, rows.slice(start, start + SIGHTINGS_PER_STATEMENT), now));
  }
  return statements;
}

/**
 * THE one statement that records sources: each draw (found by game and date, so it can sit in the same
 * batch as the draw's upsert) was given or seen again by its source now. Re-seeing only moves last_seen.
 */
export function recordSourcesQuery(db: Db, rows: readonly SourceSighting[], now: string) {
  return db
    .insert(drawSources)
    .values(
      rows.map((row) => ({
        drawId: sql<number>`(SELECT id FROM draws WHERE game = ${row.game} AND draw_date = ${row.drawDate})`,
        source: row.source,
        firstSeen: now,
        lastSeen: now,
      })),
    )
    .onConflictDoUpdate({ target: [drawSources.drawId, drawSources.source], set: { lastSeen: sql.raw("excluded.last_seen") } });
}

/**
 * The newest signed push time (draw_sources.dispatched_at) that a source's pushes of a game's draws
 * carried, by SA date; draws never pushed are absent. One query, for the webhook's check before its run.
 */
export async function newestPushesOf(db: Db, source: DrawSourceName, game: string, dates: readonly string[]): Promise<Map<string, string>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ drawDate: draws.drawDate, dispatchedAt: drawSources.dispatchedAt })
    .from(drawSources)
    .innerJoin(draws, eq(draws.id, drawSources.drawId))
    .where(and(eq(draws.game, game), inArray(draws.drawDate, [...dates]), eq(drawSources.source, source)));
  return new Map(rows.flatMap((row) => (row.dispatchedAt ? [[row.drawDate, row.dispatchedAt] as const] : [])));
}

/**
 * Stamps a signed push's time (ISO UTC, `toISOString()`'s fixed width, so text order is time order) on
 * its source's sightings of these draws, for the same batch as the draws and after them. The table's
 * trigger (migration 0005) aborts the batch when the stored time is newer: the compare is part of the
 * write, so a delivery racing a newer one cannot land last.
 */
export function stampPushQuery(db: Db, source: DrawSourceName, game: string, dates: readonly string[], dispatchedAt: string) {
  const ofTheseDraws = db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.game, game), inArray(draws.drawDate, [...dates])));
  return db
    .update(drawSources)
    .set({ dispatchedAt })
    .where(and(eq(drawSources.source, source), inArray(drawSources.drawId, ofTheseDraws)));
}

type ReadingSource = Pick<DrawInput, "numbers" | "bonus"> & {
  divisions: readonly Pick<PrizeDivisionRow, "division" | "winners" | "payout">[];
};

export function readingOf(draw: ReadingSource): DrawReading {
  return {
    numbers: [...draw.numbers].sort((a, b) => a - b),
    bonus: draw.bonus,
    divisions: [...draw.divisions]
      .sort((a, b) => a.division - b.division)
      .map(({ division, winners, payout }) => ({ division, winners, payout })),
  };
}

// Payouts come in rand from one source and in cents turned into rand from another: a cent apart is the same.
const samePayout = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * What two readings disagree on: the numbers, the bonus, a division's winners or payout where both
 * give it. A division only one of them gives, or a figure one of them does not know, is no disagreement.
 */
export function readingDifferences(a: DrawReading, b: DrawReading): string[] {
  const fields: string[] = [];
  if (a.numbers.join() !== b.numbers.join()) fields.push("numbers");
  if (a.bonus !== b.bonus) fields.push("bonus");
  for (const division of a.divisions) {
    const other = b.divisions.find((d) => d.division === division.division);
    if (!other) continue;
    if (division.winners !== null && other.winners !== null && division.winners !== other.winners) {
      fields.push(`division ${division.division} winners`);
    }
    if (division.payout !== null && other.payout !== null && !samePayout(division.payout, other.payout)) {
      fields.push(`division ${division.division} payout`);
    }
  }
  return fields;
}

export interface HeldReading {
  source: DrawSourceName;
  keptSource: DrawSourceName;
  fields: string[];
  held: DrawReading;
  kept: DrawReading;
}

export interface Reconciled {
  /** What to write (the incoming draw, or the held draw with only what it lacked filled in), or null. */
  write: DrawInput | null;
  /** A reading to hold as a disagreement. */
  hold: HeldReading | null;
  /** Open disagreements of this draw that the kept reading now settles. */
  resolve: number[];
}

/** The held draw with what it does not know taken from an agreeing lower-priority reading. */
function filledIn(incoming: DrawInput, current: ExistingDraw, stored: readonly PrizeDivisionRow[]): DrawInput {
  return {
    ...incoming,
    numbers: current.numbers,
    bonus: current.bonus,
    drawNumber: current.drawNumber ?? incoming.drawNumber,
    drawnOrder: current.drawnOrder ?? incoming.drawnOrder,
    jackpot: current.jackpot ?? incoming.jackpot,
    nextJackpot: current.nextJackpot ?? incoming.nextJackpot,
    rollover: current.rollover ?? incoming.rollover,
    rolloverAmount: current.rolloverAmount ?? incoming.rolloverAmount,
    prizePool: current.prizePool ?? incoming.prizePool,
    sales: current.sales ?? incoming.sales,
    drawMachine: current.drawMachine ?? incoming.drawMachine,
    // The row keeps naming the source whose reading it holds.
    source: current.source,
    divisions: incoming.divisions.filter((division) => !stored.some((row) => row.division === division.division)),
  };
}

/**
 * Which reading of a draw is kept. A new draw is written. A source correcting itself, or one of higher
 * priority than the row's, is written; where it differs from the row, the row's reading is held as that
 * source's disagreement. A lower (or equal-rank other) source never changes the row: when it agrees it
 * only fills in what the row does not know; when it differs its reading is held.
 */
export function reconcile(
  incoming: DrawInput,
  current: ExistingDraw | undefined,
  stored: readonly PrizeDivisionRow[],
  open: readonly Pick<DrawDisagreementRow, "id" | "source" | "held">[],
): Reconciled {
  if (!current) return { write: incoming, hold: null, resolve: [] };
  const from = provenanceOf(incoming.source);
  const holder = provenanceOf(current.source);
  const held = readingOf({ ...current, divisions: stored });
  const differences = readingDifferences(readingOf(incoming), held);

  if (from === holder || DRAW_SOURCE_RANK[from] > DRAW_SOURCE_RANK[holder]) {
    const kept = readingOf({
      ...incoming,
      divisions: [...incoming.divisions, ...stored.filter((row) => !incoming.divisions.some((d) => d.division === row.division))],
    });
    const hold = from !== holder && differences.length > 0 ? { source: holder, keptSource: from, fields: differences, held, kept } : null;
    const resolve = open
      .filter((row) => row.source === from || (row.source !== hold?.source && readingDifferences(row.held, kept).length === 0))
      .map((row) => row.id);
    return { write: incoming, hold, resolve };
  }
  if (differences.length > 0) {
    return {
      write: null,
      hold: { source: from, keptSource: holder, fields: differences, held: readingOf(incoming), kept: held },
      resolve: [],
    };
  }
  return {
    write: filledIn(incoming, current, stored),
    hold: null,
    resolve: open.filter((row) => row.source === from).map((row) => row.id),
  };
}

/** Holds a reading (one per draw and source: a newer reading replaces the older and opens it again). */
export function holdReadingQuery(db: Db, game: string, drawDate: string, reading: HeldReading, now: string) {
  return db
    .insert(drawDisagreements)
    .values({
      drawId: sql<number>`(SELECT id FROM draws WHERE game = ${game} AND draw_date = ${drawDate})`,
      source: reading.source,
      keptSource: reading.keptSource,
      fields: reading.fields,
      held: reading.held,
      kept: reading.kept,
      raisedAt: now,
      resolvedAt: null,
    })
    .onConflictDoUpdate({
      target: [drawDisagreements.drawId, drawDisagreements.source],
      set: {
        keptSource: sql.raw("excluded.kept_source"),
        fields: sql.raw("excluded.fields"),
        held: sql.raw("excluded.held"),
        kept: sql.raw("excluded.kept"),
        // Still open: it was raised when it first stood, not at every sighting.
        raisedAt: sql.raw("CASE WHEN draw_disagreements.resolved_at IS NULL THEN draw_disagreements.raised_at ELSE excluded.raised_at END"),
        resolvedAt: sql.raw("NULL"),
      },
    });
}

export function resolveDisagreementsQuery(db: Db, ids: readonly number[], now: string) {
  return db
    .update(drawDisagreements)
    .set({ resolvedAt: now })
    .where(and(inArray(drawDisagreements.id, [...ids]), isNull(drawDisagreements.resolvedAt)));
}

/**
 * The open disagreements of these draws, in one query whatever their number: a range of draw ids (the
 * unique index on (draw_id, source)) filtered here, as D1 allows 100 bound parameters a query.
 */
export async function openDisagreementsOf(db: Db, drawIds: readonly number[]) {
  if (drawIds.length === 0) return [];
  const wanted = new Set(drawIds);
  const rows = await db
    .select({ id: drawDisagreements.id, drawId: drawDisagreements.drawId, source: drawDisagreements.source, held: drawDisagreements.held })
    .from(drawDisagreements)
    .where(and(between(drawDisagreements.drawId, Math.min(...drawIds), Math.max(...drawIds)), isNull(drawDisagreements.resolvedAt)));
  return rows.filter((row) => wanted.has(row.drawId));
}

export interface DrawProvenance {
  sources: { source: string; firstSeen: string }[];
  /** Two sources or more gave the draw, and none of them disagrees with the reading kept. */
  confirmed: boolean;
  /** A source's reading differs from the one kept (held in draw_disagreements, listed on /data-sources). */
  disputed: boolean;
}

/** How pages name each source. */
export const DRAW_SOURCE_LABELS: Record<DrawSourceName, string> = {
  official: "the National Lottery's official results",
  manual: "a correction by our editor",
  resultsza: "ResultsZA",
  search: "a search of published results pages",
  import: "our results archive",
};

const labelOf = (source: string) => DRAW_SOURCE_LABELS[provenanceOf(source)];

/**
 * The draw page's one line: where the result shown came from (the row's source), whether a second source
 * confirmed it, and the drawing machine where known.
 */
export function provenanceLine(provenance: DrawProvenance, draw: { source: string; drawMachine: string | null }): string {
  const machine = draw.drawMachine ? ` Drawn by machine ${draw.drawMachine}.` : "";
  const kept = provenanceOf(draw.source);
  const from = `Source: ${DRAW_SOURCE_LABELS[kept]}`;
  if (provenance.disputed) return `${from}; another source gave a different reading, listed on our data sources page.${machine}`;
  const others = provenance.sources.filter((row) => provenanceOf(row.source) !== kept).map((row) => labelOf(row.source));
  // An archive row names the public copies that hold it ("csv:G|W"); the import compared them.
  const copies = archiveCodes(draw.source).length;
  const archive =
    kept !== "import" || copies === 0
      ? ""
      : copies === 1
        ? ", from one public copy of the results"
        : `, where ${copies} public copies of the results agree`;
  if (others.length > 0 && provenance.confirmed) return `${from}${archive}, confirmed by ${others.join(" and ")}.${machine}`;
  if (copies >= 2) return `${from}${archive}.${machine}`;
  return `${from}${archive}; not confirmed by a second source.${machine}`;
}

/**
 * A draw's sources, oldest first, each row with the draw's count of open disagreements; `drawId` may be
 * a subquery, so the draw page asks it in the batch that finds the draw.
 */
export function sourcesOfDrawQuery(db: Db, drawId: number | SQLWrapper) {
  return db
    .select({
      source: drawSources.source,
      firstSeen: drawSources.firstSeen,
      open: sql<number>`(SELECT count(*) FROM draw_disagreements d WHERE d.draw_id = draw_sources.draw_id AND d.resolved_at IS NULL)`,
    })
    .from(drawSources)
    .where(typeof drawId === "number" ? eq(drawSources.drawId, drawId) : inArray(drawSources.drawId, drawId))
    .orderBy(asc(drawSources.firstSeen), asc(drawSources.source));
}

/**
 * `rowSource`: the draw row's own `source`. An archive row held by two public copies or more ("csv:G|W")
 * counts as confirmed: the import compared the copies and keeps a row only where they agree.
 */
export function provenanceFrom(rows: readonly { source: string; firstSeen: string; open: number }[], rowSource: string): DrawProvenance {
  const sources = rows.map(({ source, firstSeen }) => ({ source, firstSeen }));
  const open = (rows[0]?.open ?? 0) > 0;
  const agreeing = sources.length >= 2 || archiveCodes(rowSource).length >= 2;
  return { sources, confirmed: agreeing && !open, disputed: open };
}
