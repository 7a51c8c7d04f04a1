/**
 * What System Status reads from D1 besides the sessions, the sign-in counter and the newest draws: the
 * latest ingest runs of each trigger and of each results source, and the rows in each table, in one
 * round trip (a batch).
 */
import { count, desc, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import {
  adminAudit,
  adminSessions,
  contactMessages,
  draws,
  ingestRuns,
  prizeDivisions,
  rateLimits,
  type IngestRunRow,
  type SourceName,
} from "~/db/schema";

/** What started an ingest run: the Cron Trigger, the admin's form, the refresh API, the CLI,
 * the collector's push (POST /api/ingest/official) or ResultsZA's webhook (POST /api/ingest/resultsza). */
export type Trigger = IngestRunRow["trigger"];
/** Runs looked at per trigger to find each game's last one (a cron night makes about 18). */
const RUNS_PER_TRIGGER = 40;
/** Runs looked at per source to find its last finished and last successful one. */
const RUNS_PER_SOURCE = 10;

export interface StatusRows {
  /** The newest runs of each trigger, newest first. */
  runsByTrigger: Record<Trigger, IngestRunRow[]>;
  /** The newest runs of each results source, newest first. */
  runsBySource: Record<SourceName, IngestRunRow[]>;
  tables: { name: string; rows: number }[];
}

export async function statusRows(db: Db): Promise<StatusRows> {
  const runsOf = (trigger: Trigger) =>
    db.select().from(ingestRuns).where(eq(ingestRuns.trigger, trigger)).orderBy(desc(ingestRuns.id)).limit(RUNS_PER_TRIGGER);
  const lastOfSource = (source: SourceName) =>
    db.select().from(ingestRuns).where(eq(ingestRuns.source, source)).orderBy(desc(ingestRuns.id)).limit(RUNS_PER_SOURCE);
  const rows = (table: SQLiteTable) => db.select({ n: count() }).from(table);
  const [cronRuns, adminRuns, apiRuns, cliRuns, collectorRuns, webhookRuns, officialRuns, searchRuns, resultszaRuns, ...counts] =
    await db.batch([
      runsOf("cron"),
      runsOf("admin"),
      runsOf("api"),
      runsOf("cli"),
      runsOf("collector"),
      runsOf("webhook"),
      lastOfSource("official"),
      lastOfSource("search"),
      lastOfSource("resultsza"),
      rows(draws),
      rows(prizeDivisions),
      rows(ingestRuns),
      rows(contactMessages),
      rows(adminAudit),
      rows(rateLimits),
      rows(adminSessions),
    ]);
  const tableNames = ["draws", "prize_divisions", "ingest_runs", "contact_messages", "admin_audit", "rate_limits", "admin_sessions"];
  return {
    runsByTrigger: { cron: cronRuns, admin: adminRuns, api: apiRuns, cli: cliRuns, collector: collectorRuns, webhook: webhookRuns },
    runsBySource: { official: officialRuns, search: searchRuns, resultsza: resultszaRuns },
    tables: tableNames.map((name, index) => ({ name, rows: counts[index]?.[0]?.n ?? 0 })),
  };
}
