/**
 * When we last asked a results source for each game: the newest finished ingest run whose details name
 * the game (`ingest_runs.details.games.<game>`, written by run-ingest.server.ts whether the source
 * answered or refused). The late-results line and the payouts line say it ("last checked 22:36").
 *
 * One query for any number of games, to go into a page's batch: per game, the runs of the last
 * LAST_CHECK_WINDOW_DAYS are walked newest first on the started_at index and the walk stops at the first
 * that names the game, so a normal night reads a handful of rows.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ingestRuns } from "~/db/schema";
import { eraOn, GAME_IDS, isGameId, type GameId } from "~/rules/games";
import { saInstant } from "~/rules/schedule";
import { DETAILS_PENDING_DAYS } from "~/rules/ingest-schedule";

/** Runs older than this cannot be the last check of a draw that is late or whose payouts are pending. */
const LAST_CHECK_WINDOW_DAYS = DETAILS_PENDING_DAYS + 1;

const DAY_MS = 86_400_000;

/** When each game was last asked for: ISO instants (a run's finish, or its start if it has none). */
export type LastChecks = Partial<Record<GameId, string>>;

export function lastChecksQuery(db: Db, now: Date, games: readonly GameId[] = GAME_IDS) {
  const since = new Date(now.getTime() - LAST_CHECK_WINDOW_DAYS * DAY_MS).toISOString();
  // The JSON path quotes the key: game ids hold hyphens.
  const newest = sql<string | null>`(SELECT coalesce(${ingestRuns.finishedAt}, ${ingestRuns.startedAt}) FROM ${ingestRuns}
    WHERE ${ingestRuns.startedAt} >= ${since} AND json_type(${ingestRuns.details}, '$.games."' || games.value || '"') IS NOT NULL
    ORDER BY ${ingestRuns.startedAt} DESC LIMIT 1)`;
  return db.select({ game: sql<string>`games.value`, at: newest }).from(sql`json_each(${JSON.stringify(games)}) AS games`);
}

export function toLastChecks(rows: readonly { game: string; at: string | null }[]): LastChecks {
  const checks: LastChecks = {};
  for (const row of rows) if (row.at && isGameId(row.game)) checks[row.game] = row.at;
  return checks;
}

/** The game's last check if it came after the draw (an earlier one did not ask for it), else null. */
export function checkedSinceDraw(game: GameId, drawDate: string, lastChecked: string | null | undefined): string | null {
  const era = eraOn(game, drawDate);
  if (!lastChecked || !era) return null;
  return new Date(lastChecked) >= saInstant(drawDate, era.drawTime) ? lastChecked : null;
}
