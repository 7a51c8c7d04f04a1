/**
 * One ingest run, whoever starts it (the cron, the admin refresh, the CLI, the API): opens its
 * `ingest_runs` row, asks the source game by game, writes each game's draws in one D1 batch and closes
 * the row with the per-game outcome. It returns the summary the admin refresh shows as it is.
 */
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/http/env.server";
import { displayName, GAME_IDS, type GameId } from "~/rules/games";
import { runBackfill, type BackfillOptions } from "./backfill.server";
import { heldDraws } from "~/models/held-draws.server";
import { DEFAULT_HTTP, SourceError, stopsTheRun, type HttpOptions } from "./http-client.server";
import { closeRun, openRun, type IngestTrigger, type RunOutcome } from "~/models/ingest-runs.server";
import { createOfficialClient, officialSource } from "./sources/official.server";
import { resultszaSource } from "./sources/resultsza.server";
import { searchSource } from "./sources/search.server";
import { searchProvider } from "./sources/search-providers.server";
import type { SourceName } from "~/db/schema";
import type { FetchContext, ResultsSource } from "./sources/types.server";
import { writeGameBatch, type GameOutcome } from "./write-batch.server";

export interface IngestOptions {
  db: Db;
  env: AppEnv;
  trigger: IngestTrigger;
  source?: SourceName;
  /** A source built by the caller (a webhook's pushed draws) instead of `createSource(source)`. */
  adapter?: ResultsSource;
  /** Default: every game (or the backfill's game). */
  games?: readonly GameId[];
  backfill?: BackfillOptions;
  fetch?: typeof fetch;
  /** Business time: which draws are due, how recent a draw is. Default: the clock. */
  now?: () => Date;
  /** Timeout and retry settings; tests shorten them. */
  http?: Partial<Omit<HttpOptions, "fetch">>;
  /** Progress lines (the CLI prints them). */
  onProgress?: (line: string) => void;
}

export interface IngestSummary {
  ok: boolean;
  /** "failed": every game failed, or the run itself broke (`broke`); "partial": some games failed or draws were refused. */
  outcome: RunOutcome;
  /** The run itself broke (not configured, a fault of ours): not one source's refusal. */
  broke: boolean;
  source: SourceName;
  message: string;
  results: Record<string, string | number>;
  /** The draws this run added or updated (the edge cache purges their pages). */
  changed: { game: GameId; drawDate: string }[];
}

/** The run details kept in `ingest_runs.details` (JSON). Long lists are cut to keep the row small. */
const MAX_LISTED = 50;
// The written dates serve the purge (IngestSummary.changed); a backfill's would swell the row.
const trimmed = ({ written: _written, ...outcome }: GameOutcome): GameOutcome => ({
  ...outcome,
  ...(outcome.warnings ? { warnings: outcome.warnings.slice(0, MAX_LISTED) } : {}),
  ...(outcome.notes ? { notes: outcome.notes.slice(0, MAX_LISTED) } : {}),
  ...(outcome.rejected ? { rejected: outcome.rejected.slice(0, MAX_LISTED) } : {}),
  ...(outcome.updates ? { updates: outcome.updates.slice(0, MAX_LISTED) } : {}),
});

export function createSource(name: SourceName, env: AppEnv, http: HttpOptions): ResultsSource {
  if (name === "official") return officialSource(env.RESULTS_SOURCE_URL, http);
  if (name === "resultsza") return resultszaSource({ apiUrl: env.RESULTSZA_API_URL, apiKey: env.RESULTSZA_API_KEY }, http);
  return searchSource(searchProvider(env, http), createOfficialClient(env.RESULTS_SOURCE_URL, http));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function outcomeOf(games: Record<string, GameOutcome>): RunOutcome {
  const list = Object.values(games);
  const failed = list.filter((game) => game.error).length;
  const rejected = list.some((game) => (game.rejected?.length ?? 0) > 0);
  if (list.length > 0 && failed === list.length) return "failed";
  return failed > 0 || rejected ? "partial" : "ok";
}

function gameLine(outcome: GameOutcome): string {
  if (outcome.error) return `failed: ${outcome.error}`;
  const parts = [`${outcome.added ?? 0} added`, `${outcome.updated ?? 0} updated`, `${outcome.unchanged ?? 0} unchanged`];
  if (outcome.rejected?.length) parts.push(`${outcome.rejected.length} rejected`);
  if (outcome.pages !== undefined) parts.push(`${outcome.pages} page(s)`);
  return parts.join(", ");
}

/**
 * Every game's warnings in one text for the refresh output and the CLI ("lotto-plus-2 2026-11-21 (draw
 * 2741): prize table differs …"), so what was stored with a caveat is seen, not only kept in the details.
 */
function warningsText(games: Record<string, GameOutcome>): string | null {
  const lines = Object.entries(games).flatMap(([game, outcome]) => (outcome.warnings ?? []).map((warning) => `${game} ${warning}`));
  if (lines.length === 0) return null;
  const listed = lines.slice(0, MAX_LISTED);
  return `${listed.join("; ")}${lines.length > listed.length ? `; and ${lines.length - listed.length} more (see the run details)` : ""}`;
}

/** How the run's messages name each source. */
const SOURCE_TITLES: Record<SourceName, string> = { official: "Official source", resultsza: "ResultsZA", search: "Search source" };

function summaryMessage(
  source: SourceName,
  outcome: RunOutcome,
  games: Record<string, GameOutcome>,
  added: number,
  updated: number,
): string {
  const name = SOURCE_TITLES[source];
  const failed = Object.entries(games)
    .filter(([, game]) => game.error)
    .map(([game]) => displayName(game as GameId));
  const counts = `${added} new draw${added === 1 ? "" : "s"}, ${updated} updated`;
  if (outcome === "failed") return `${name}: the refresh failed for every game (${Object.values(games)[0]?.error ?? "no game ran"}).`;
  return `${name}: ${counts}.${failed.length > 0 ? ` Failed: ${failed.join(", ")}.` : ""}${outcome === "partial" && failed.length === 0 ? " Some draws were rejected (see the run details)." : ""}`;
}

export async function runIngest(options: IngestOptions): Promise<IngestSummary> {
  const { db, env, trigger } = options;
  const sourceName = options.source ?? "official";
  const now = options.now ?? (() => new Date());
  const http: HttpOptions = { ...DEFAULT_HTTP, ...options.http, fetch: options.fetch ?? fetch };
  const source = options.adapter ?? createSource(sourceName, env, http);
  // The run row keeps wall-clock times; `now` is the business time (SA dates), which tests may fix.
  const startedAt = new Date();
  const runId = await openRun(db, { trigger, source: sourceName, startedAt });
  const context: FetchContext = { now: now(), notBefore: options.backfill?.from, held: (game, dates) => heldDraws(db, game, dates) };
  const games: Record<string, GameOutcome> = {};
  let runError: string | null = null;

  try {
    const notConfigured = source.notConfigured();
    if (notConfigured) throw new SourceError("not-configured", notConfigured);
    const gameList = options.backfill?.game ? [options.backfill.game] : (options.games ?? GAME_IDS);
    if (options.backfill) {
      if (!source.fetchPage) throw new SourceError("not-configured", `the ${sourceName} source cannot backfill history`);
      Object.assign(
        games,
        await runBackfill({ db, runId, source, context, games: gameList, backfill: options.backfill, onProgress: options.onProgress }),
      );
    } else {
      let stopped: string | null = null;
      for (const game of gameList) {
        try {
          // A source that cannot be reached (or refuses us) for one game will for the next: do not knock again.
          if (stopped) throw new SourceError("network", `skipped: ${stopped}`);
          const batch = await source.fetchRecent(game, context);
          games[game] = await writeGameBatch(db, game, batch, source, context, new Date().toISOString());
        } catch (error) {
          games[game] = { error: errorText(error) };
          stopped ??= stopsTheRun(error);
        }
        options.onProgress?.(`${game}: ${gameLine(games[game])}`);
      }
    }
  } catch (error) {
    runError = errorText(error);
  }

  const added = Object.values(games).reduce((sum, game) => sum + (game.added ?? 0), 0);
  const updated = Object.values(games).reduce((sum, game) => sum + (game.updated ?? 0), 0);
  const outcome: RunOutcome = runError ? "failed" : outcomeOf(games);
  const failedGames = Object.entries(games).filter(([, game]) => game.error);
  const error = runError ?? (failedGames.length > 0 ? failedGames.map(([game, g]) => `${game}: ${g.error}`).join("; ") : null);
  const finishedAt = new Date();
  const durationMs = finishedAt.getTime() - startedAt.getTime();
  await closeRun(db, runId, {
    outcome,
    finishedAt,
    added,
    updated,
    error,
    details: {
      durationMs,
      games: Object.fromEntries(Object.entries(games).map(([game, g]) => [game, trimmed(g)])),
      ...(options.backfill ? { backfill: options.backfill } : {}),
    },
  });

  const message = runError ? `${SOURCE_TITLES[sourceName]}: ${runError}.` : summaryMessage(sourceName, outcome, games, added, updated);
  const results: Record<string, string | number> = Object.fromEntries(Object.entries(games).map(([game, g]) => [game, gameLine(g)]));
  Object.assign(results, { added, updated, run: runId, durationMs });
  const warnings = warningsText(games);
  if (warnings) results.warnings = warnings;
  const changed = Object.entries(games).flatMap(([game, g]) => (g.written ?? []).map((drawDate) => ({ game: game as GameId, drawDate })));
  return { ok: outcome === "ok", outcome, broke: runError !== null, source: sourceName, message, results, changed };
}
