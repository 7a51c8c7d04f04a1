/**
 * The `ingest_runs` record of every run: opened (outcome "running") before the first request, the
 * backfill cursor saved after each committed page, and closed with the outcome, counts and details.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ingestRuns, type IngestRunRow } from "~/db/schema";
import type { GameId } from "~/rules/games";

export type IngestTrigger = IngestRunRow["trigger"];
export type RunOutcome = Exclude<IngestRunRow["outcome"], "running">;

/** Where a backfill stands: the last committed page of each game, for a stopped run to resume. */
export interface BackfillCursor {
  backfill: {
    from: string;
    games: Partial<Record<GameId, { page: number; done: boolean }>>;
  };
}

export async function openRun(db: Db, run: { trigger: IngestTrigger; source: string; startedAt: Date }): Promise<number> {
  const [row] = await db
    .insert(ingestRuns)
    .values({ trigger: run.trigger, source: run.source, startedAt: run.startedAt.toISOString(), outcome: "running" })
    .returning({ id: ingestRuns.id });
  return row!.id;
}

export async function saveCursor(db: Db, runId: number, cursor: BackfillCursor): Promise<void> {
  await db
    .update(ingestRuns)
    .set({ cursor: cursor as unknown as Record<string, unknown> })
    .where(eq(ingestRuns.id, runId));
}

export async function closeRun(
  db: Db,
  runId: number,
  result: { outcome: RunOutcome; finishedAt: Date; added: number; updated: number; details: Record<string, unknown>; error: string | null },
): Promise<void> {
  await db
    .update(ingestRuns)
    .set({
      outcome: result.outcome,
      finishedAt: result.finishedAt.toISOString(),
      drawsAdded: result.added,
      drawsUpdated: result.updated,
      details: result.details,
      error: result.error,
    })
    .where(eq(ingestRuns.id, runId));
}

const isBackfillCursor = (value: unknown): value is BackfillCursor =>
  typeof value === "object" && value !== null && typeof (value as BackfillCursor).backfill?.from === "string";

/**
 * The cursor to resume a backfill from: that of the newest backfill run over the same range, when that
 * run did not finish well (stopped, failed or partial). A finished backfill starts again from page 1.
 */
export async function resumableCursor(db: Db, source: string, from: string): Promise<BackfillCursor | null> {
  const rows = await db
    .select({ outcome: ingestRuns.outcome, cursor: ingestRuns.cursor })
    .from(ingestRuns)
    .where(and(eq(ingestRuns.source, source), isNotNull(ingestRuns.cursor)))
    .orderBy(desc(ingestRuns.id))
    .limit(20);
  const newest = rows.find((row) => isBackfillCursor(row.cursor) && row.cursor.backfill.from === from);
  return newest && newest.outcome !== "ok" ? (newest.cursor as unknown as BackfillCursor) : null;
}
