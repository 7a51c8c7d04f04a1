/**
 * What the Cron Trigger runs. The draw-night crons (every 10 minutes, 21:00-23:59 SAST) ingest the
 * games drawn that SA day whose results we do not hold yet; the daily catch-up ingests every game, so
 * a night the source was late or down is filled the next morning. The crons are in wrangler.toml.
 */
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/worker/env.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import { isScheduledDrawDate, saDate } from "~/rules/schedule";
import { log, type LogLevel } from "~/worker/log.server";
import { heldDraws } from "./held-draws.server";
import { runIngest, type IngestSummary } from "./run-ingest.server";

/** Must equal the catch-up entry of `[triggers] crons` in wrangler.toml (04:30 UTC = 06:30 SAST). */
export const CATCH_UP_CRON = "30 4 * * *";

/** The games a cron should look at, before checking what we already hold. */
export function gamesForCron(cron: string, now: Date): GameId[] {
  if (cron === CATCH_UP_CRON) return [...GAME_IDS];
  const today = saDate(now);
  return GAME_IDS.filter((game) => isScheduledDrawDate(game, today));
}

/** Runs the ingest a cron asks for; null when every game of the night is already complete. */
export async function runScheduledIngest(args: {
  db: Db;
  env: AppEnv;
  cron: string;
  now: Date;
  fetch?: typeof fetch;
}): Promise<IngestSummary | null> {
  const { db, cron, now } = args;
  let games = gamesForCron(cron, now);
  if (cron !== CATCH_UP_CRON) {
    // A draw night's later checks skip games whose draw and divisions are in: no request for them.
    const today = saDate(now);
    const held = await Promise.all(games.map(async (game) => (await heldDraws(db, game, [today])).get(today)?.divisions === true));
    games = games.filter((_, index) => !held[index]);
  }
  if (games.length === 0) return null;
  return runIngest({ db, env: args.env, trigger: "cron", source: "official", games, now: () => now, fetch: args.fetch });
}

/**
 * How loud a cron run's line is: a failed draw night must leave a line at the `warn` level wrangler.toml
 * recommends for production. `error`: the run itself broke; `warn`: every game failed (the source
 * refused or could not be reached); `info`: it brought what there was, or there was nothing to ask.
 */
export function scheduledRunLevel(summary: IngestSummary | null): LogLevel {
  if (!summary) return "info";
  if (summary.broke) return "error";
  return summary.outcome === "failed" ? "warn" : "info";
}

/** The one line a cron run's ingest leaves in the logs. */
export function logScheduledRun(cron: string, summary: IngestSummary | null): void {
  log[scheduledRunLevel(summary)](`scheduled(${cron}): ${summary ? summary.message : "nothing to fetch"}`, {
    cron,
    ...(summary ? { outcome: summary.outcome } : {}),
  });
}
