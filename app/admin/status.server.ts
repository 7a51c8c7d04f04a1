/**
 * System Status for the admin: the last ingest run of each game per trigger (from `ingest_runs.details`),
 * rows per table, the next cron run, whether each results source is configured and how its last run went,
 * the newest draw of each game with its age, when the collector last pushed (and whether it missed a
 * draw night), and access: open sessions and the wrong passwords counted
 * towards the sign-in pause. Everything comes from D1 (the runs and row counts through
 * app/models/admin-status.server.ts) and the configuration.
 */
import type { Db } from "~/db/client.server";
import type { IngestRunRow } from "~/db/schema";
import { DEFAULT_HTTP } from "~/ingest/http-client.server";
import { createSource } from "~/ingest/run-ingest.server";
import { searchProviderLine } from "~/ingest/sources/search-providers.server";
import { SOURCE_NAMES, type SourceName } from "~/db/schema";
import type { AppEnv } from "~/http/env.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import { previousScheduledDrawDate, saDate } from "~/rules/schedule";
import { statusRows, type Trigger } from "~/models/admin-status.server";
import { latestDrawPerGame } from "~/models/draws.server";
import { lateResults, type LateResults } from "~/views/late-results.server";
import { disagreementsQuery } from "~/models/source-disagreements.server";
import { toDisagreements, type DisagreementView } from "~/views/source-disagreements.server";
import { adminAuthConfig } from "./config.server";
import { collectorStatus, type CollectorStatus } from "./collector-status.server";
import { INGEST_CRONS, nextAskingRun } from "../rules/ingest-schedule";
import { SOURCE_LABELS } from "./refresh.server";
import { openSessionCount } from "./session.server";
import { SIGN_IN_LOCKOUT, signInLockout } from "./sign-in-lockout.server";

export interface GameRun {
  runId: number;
  at: string;
  outcome: "ok" | "partial" | "failed";
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
  error: string | null;
}

interface SourceStatus {
  name: SourceName;
  label: string;
  /** Why it cannot run, or null when it is configured. */
  notConfigured: string | null;
  /** Which service answers it, where there is a choice: the search engine (SEARCH_PROVIDER). */
  provider: string | null;
  lastRun: { at: string; outcome: string; error: string | null } | null;
  lastOkAt: string | null;
}

export interface NewestDraw {
  game: GameId;
  drawDate: string | null;
  ageDays: number | null;
  /** The last scheduled draw before today, whose results should be in by now. */
  expected: string | null;
  behind: boolean;
  /** Tonight's (or the last) scheduled draw is late: the same rule as the public pages (late-results.server.ts). */
  late: LateResults | null;
  /** The last answer of each source for this game (from the runs' details), newest run first per source. */
  answers: SourceAnswer[];
}

interface SourceAnswer {
  source: SourceName;
  label: string;
  /** When the run that asked ended; null when none of the source's recent runs asked for the game. */
  at: string | null;
  outcome: "ok" | "partial" | "failed" | null;
  error: string | null;
}

export interface AccessStatus {
  openSessions: number;
  /** Wrong passwords in the current window, from all addresses, and the number that pauses sign-in. */
  wrongPasswords: number;
  wrongPasswordLimit: number;
  /** When the current counting window ends (ISO), or null when no wrong password is counted. */
  windowEndsAt: string | null;
  /** While sign-in is paused for everyone: until when (ISO). */
  pausedUntil: string | null;
}

export interface SystemStatus {
  now: string;
  access: AccessStatus;
  crons: { cron: string; next: string }[];
  lastRuns: Record<Trigger, Partial<Record<GameId, GameRun>>>;
  sources: SourceStatus[];
  /** The collector's pushes (POST /api/ingest/official). */
  collector: CollectorStatus;
  tables: { name: string; rows: number }[];
  newest: NewestDraw[];
  /** Draws two sources disagree on (open first), with both readings. */
  disagreements: DisagreementView[];
}

interface GameDetails {
  added?: number;
  updated?: number;
  unchanged?: number;
  rejected?: unknown[];
  error?: string;
}

function gameDetails(run: Pick<IngestRunRow, "details">, game: GameId): GameDetails | null {
  const games = (run.details as { games?: Record<string, GameDetails> } | null)?.games;
  return games?.[game] ?? null;
}

/** The newest run that asked for the game, of these runs (newest first each). */
function lastAsking(runs: readonly IngestRunRow[], game: GameId): IngestRunRow | undefined {
  return runs.find((run) => gameDetails(run, game));
}

const runAt = (run: IngestRunRow) => run.finishedAt ?? run.startedAt;

/** What each source last answered when asked for the game: its outcome, when, and the error if any. */
function sourceAnswers(runsBySource: Record<SourceName, IngestRunRow[]>, game: GameId): SourceAnswer[] {
  return (Object.keys(runsBySource) as SourceName[]).map((source) => {
    const run = lastAsking(runsBySource[source], game);
    const details = run && gameDetails(run, game);
    if (!run || !details) return { source, label: SOURCE_LABELS[source], at: null, outcome: null, error: null };
    const outcome = details.error ? "failed" : (details.rejected?.length ?? 0) > 0 ? "partial" : "ok";
    return { source, label: SOURCE_LABELS[source], at: runAt(run), outcome, error: details.error ?? null };
  });
}

function lastRunPerGame(runs: readonly IngestRunRow[]): Partial<Record<GameId, GameRun>> {
  const result: Partial<Record<GameId, GameRun>> = {};
  for (const game of GAME_IDS) {
    const run = runs.find((r) => gameDetails(r, game));
    const details = run && gameDetails(run, game);
    if (!run || !details) continue;
    const rejected = details.rejected?.length ?? 0;
    result[game] = {
      runId: run.id,
      at: run.finishedAt ?? run.startedAt,
      outcome: details.error ? "failed" : rejected > 0 ? "partial" : "ok",
      added: details.added ?? 0,
      updated: details.updated ?? 0,
      unchanged: details.unchanged ?? 0,
      rejected,
      error: details.error ?? null,
    };
  }
  return result;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export async function systemStatus(db: Db, env: AppEnv, now = new Date()): Promise<SystemStatus> {
  const { runsByTrigger, runsBySource, tables } = await statusRows(db);

  const sourceStatus = (name: SourceName, runs: readonly IngestRunRow[]): SourceStatus => {
    const last = runs.find((run) => run.outcome !== "running");
    const lastOk = runs.find((run) => run.outcome === "ok");
    return {
      name,
      label: SOURCE_LABELS[name],
      notConfigured: createSource(name, env, { ...DEFAULT_HTTP, fetch }).notConfigured(),
      provider: name === "search" ? searchProviderLine(env, now) : null,
      lastRun: last ? { at: last.finishedAt ?? last.startedAt, outcome: last.outcome, error: last.error } : null,
      lastOkAt: lastOk ? (lastOk.finishedAt ?? lastOk.startedAt) : null,
    };
  };

  const today = saDate(now);
  const latest = await latestDrawPerGame(db);
  const allRuns = Object.values(runsByTrigger)
    .flat()
    .sort((a, b) => b.id - a.id);
  return {
    now: now.toISOString(),
    access: await accessStatus(db, env, now),
    crons: INGEST_CRONS.map((cron) => ({ cron, next: nextAskingRun(cron, now).toISOString() })),
    lastRuns: {
      cron: lastRunPerGame(runsByTrigger.cron),
      admin: lastRunPerGame(runsByTrigger.admin),
      api: lastRunPerGame(runsByTrigger.api),
      cli: lastRunPerGame(runsByTrigger.cli),
      collector: lastRunPerGame(runsByTrigger.collector),
      webhook: lastRunPerGame(runsByTrigger.webhook),
    },
    sources: SOURCE_NAMES.map((name) => sourceStatus(name, runsBySource[name])),
    collector: collectorStatus({ ingestSecret: env.INGEST_SECRET, lastPushAt: runsByTrigger.collector[0]?.startedAt ?? null, now }),
    tables,
    newest: GAME_IDS.map((game) => {
      const drawDate = latest[game]?.drawDate ?? null;
      const expected = previousScheduledDrawDate(game, today);
      const lastChecked = lastAsking(allRuns, game);
      return {
        game,
        drawDate,
        ageDays: drawDate ? daysBetween(drawDate, today) : null,
        expected,
        behind: expected !== null && (drawDate === null || drawDate < expected),
        late: lateResults({
          game,
          now,
          latestHeld: drawDate,
          lastChecked: lastChecked ? runAt(lastChecked) : null,
          officialUrl: env.OPERATOR_URL,
        }),
        answers: sourceAnswers(runsBySource, game),
      };
    }),
    disagreements: toDisagreements(await disagreementsQuery(db)),
  };
}

async function accessStatus(db: Db, env: AppEnv, now: Date): Promise<AccessStatus> {
  const config = adminAuthConfig(env);
  const [openSessions, lockout] = await Promise.all([
    config.configured ? openSessionCount(db, config, now.getTime()) : 0,
    signInLockout(db, now.getTime()),
  ]);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    openSessions,
    wrongPasswords: lockout.failures,
    wrongPasswordLimit: SIGN_IN_LOCKOUT.failures,
    windowEndsAt: iso(lockout.windowEndsAt),
    pausedUntil: iso(lockout.pausedUntil),
  };
}
