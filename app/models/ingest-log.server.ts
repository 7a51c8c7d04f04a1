/**
 * The rows of the public log of ingest runs (the /data-sources page; app/views/ingest-log.server.ts puts them
 * in words). Only public columns are read (never `error` or `cursor`): warnings, rejection reasons and
 * error texts stay private, as they may quote internal addresses or payloads.
 */
import { desc, gt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ingestRuns } from "~/db/schema";

/** How many runs the log shows, and how many correcting runs the corrections list goes back. */
const LOG_SIZE = 20;

const columns = {
  id: ingestRuns.id,
  startedAt: ingestRuns.startedAt,
  trigger: ingestRuns.trigger,
  source: ingestRuns.source,
  outcome: ingestRuns.outcome,
  added: ingestRuns.drawsAdded,
  updated: ingestRuns.drawsUpdated,
  // The raw text: Drizzle's JSON column would throw on a broken value, and a broken row must not break the page.
  details: sql<string | null>`${ingestRuns.details}`,
};

/** The latest runs, and the latest runs that corrected something (a busy night of no-op runs would hide them). */
export function ingestLogQueries(db: Db) {
  return [
    db.select(columns).from(ingestRuns).orderBy(desc(ingestRuns.startedAt), desc(ingestRuns.id)).limit(LOG_SIZE),
    db
      .select(columns)
      .from(ingestRuns)
      .where(gt(ingestRuns.drawsUpdated, 0))
      .orderBy(desc(ingestRuns.startedAt), desc(ingestRuns.id))
      .limit(LOG_SIZE),
  ] as const;
}

/** A run's public columns, its `details` JSON as stored (a broken value must not break the page). */
export type RunRow = Awaited<ReturnType<typeof ingestLogQueries>[0]>[number];
