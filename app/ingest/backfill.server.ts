/**
 * Backfill: pages through a game's history newest → oldest until the draws are older than `from`,
 * committing page by page and saving the last committed page in the run's cursor. A run that stops
 * (failure, or the process killed) is resumed by the next backfill over the same range.
 *
 * Resuming at the page after the last committed one is safe although new draws push the listing down:
 * draws only ever arrive at the top, so nothing not yet committed can move up past that page.
 */
import type { Db } from "~/db/client.server";
import type { GameId } from "~/rules/games";
import { SourceError, stopsTheRun } from "./http-client.server";
import { resumableCursor, saveCursor, type BackfillCursor } from "~/models/ingest-runs.server";
import type { FetchContext, ResultsSource } from "./sources/types.server";
import { writeGameBatch, type GameOutcome } from "./write-batch.server";

export interface BackfillOptions {
  /** Oldest SA date wanted (YYYY-MM-DD). */
  from: string;
  game?: GameId;
}

/** A guard against a source that ignores the page number and answers the same page for ever. */
const MAX_PAGES = 1000;

/** A raw candidate's draw date ("" when it has none). */
export const dateOf = (raw: unknown) => {
  const date = (raw as { drawDate?: unknown }).drawDate;
  return typeof date === "string" ? date : "";
};

export async function runBackfill(args: {
  db: Db;
  runId: number;
  source: ResultsSource;
  context: FetchContext;
  games: readonly GameId[];
  backfill: BackfillOptions;
  onProgress?: (line: string) => void;
}): Promise<Record<string, GameOutcome>> {
  const { db, runId, source, context, backfill, onProgress } = args;
  const resume = await resumableCursor(db, source.name, backfill.from);
  const cursor: BackfillCursor = { backfill: { from: backfill.from, games: { ...resume?.backfill.games } } };
  await saveCursor(db, runId, cursor);
  const outcomes: Record<string, GameOutcome> = {};

  let stopped: string | null = null;
  for (const game of args.games) {
    if (stopped) {
      outcomes[game] = { error: `skipped: ${stopped}` };
      continue;
    }
    const previous = resume?.backfill.games[game];
    const outcome: GameOutcome = {
      added: 0,
      updated: 0,
      unchanged: 0,
      warnings: [],
      notes: [],
      rejected: [],
      updates: [],
      written: [],
      pages: 0,
    };
    outcomes[game] = outcome;
    if (previous?.done) {
      outcome.warnings!.push(`already complete back to ${backfill.from} (an earlier run)`);
      onProgress?.(`${game}: already complete back to ${backfill.from}`);
      continue;
    }
    if (previous) onProgress?.(`${game}: resuming after page ${previous.page}`);
    let page = (previous?.page ?? 0) + 1;
    let previousOldest: string | null = null;
    try {
      for (; page <= MAX_PAGES; page++) {
        const batch = await source.fetchPage!(game, page, context);
        const dates = batch.draws.map(dateOf).sort();
        if (dates.length === 0 && page === 1) throw new SourceError("bad-payload", "the source listed no draws");
        const oldest = dates[0] ?? "";
        const newest = dates[dates.length - 1] ?? "";
        if (previousOldest !== null && newest > previousOldest) {
          throw new SourceError("bad-payload", `it holds draws newer than page ${page - 1} (the source does not page)`);
        }
        const wanted = batch.draws.filter((raw) => dateOf(raw) >= backfill.from);
        const result = await writeGameBatch(db, game, { ...batch, draws: wanted }, source, context, new Date().toISOString());
        outcome.added! += result.added;
        outcome.updated! += result.updated;
        outcome.unchanged! += result.unchanged;
        outcome.warnings!.push(...result.warnings);
        outcome.notes!.push(...result.notes);
        outcome.rejected!.push(...result.rejected);
        outcome.updates!.push(...result.updates);
        outcome.written!.push(...result.written);
        outcome.nextDrawTime ??= result.nextDrawTime;
        outcome.pages! += 1;
        const done = dates.length === 0 || oldest < backfill.from || (batch.pages !== undefined && page >= batch.pages);
        cursor.backfill.games[game] = { page, done };
        await saveCursor(db, runId, cursor);
        const wantedDates = dates.filter((date) => date >= backfill.from);
        const span = wantedDates.length > 0 ? ` ${wantedDates[0]} → ${wantedDates[wantedDates.length - 1]}` : "";
        onProgress?.(
          `${game} page ${page}${batch.pages ? ` of ${batch.pages}` : ""}: ${wanted.length} draws${span} (${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged)`,
        );
        if (done) break;
        previousOldest = oldest;
      }
    } catch (error) {
      stopped = stopsTheRun(error);
      outcome.error = `page ${page}: ${error instanceof Error ? error.message : String(error)}`;
      onProgress?.(`${game}: stopped at page ${page}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outcomes;
}
