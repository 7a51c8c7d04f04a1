/**
 * What the Cron Trigger runs. The draw-night cron fires every 2 minutes from 21:00 to 23:58 SAST; it
 * asks the source every 2 minutes until 22:30 and every 10 minutes after (DRAW_NIGHT_CADENCE), for the
 * games drawn that SA day whose draw and prize table we do not hold yet. The daily catch-up asks for
 * every game (and re-asks missing prize tables of the last week), so a night the source was late or down
 * is filled the next morning. The crons are in wrangler.toml.
 */
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/http/env.server";
import { saDate } from "~/rules/schedule";
import { CATCH_UP_CRON, drawNightAsks, gamesForCron } from "~/rules/ingest-schedule";
import { log, type LogLevel } from "~/http/log.server";
import { heldDraws } from "~/models/held-draws.server";
import { runIngest, type IngestSummary } from "./run-ingest.server";

/**
 * Runs the ingest a cron asks for: the official source, then ResultsZA when RESULTSZA_API_KEY is set, for
 * the same games (so it can confirm what the official source just gave). Empty when every game of the
 * night is already complete.
 */
export async function runScheduledIngest(args: {
  db: Db;
  env: AppEnv;
  cron: string;
  now: Date;
  fetch?: typeof fetch;
}): Promise<IngestSummary[]> {
  const { db, cron, now } = args;
  if (cron !== CATCH_UP_CRON && !drawNightAsks(now)) return [];
  let games = gamesForCron(cron, now);
  if (cron !== CATCH_UP_CRON) {
    // A draw night's later checks skip games whose draw and divisions are in: no request for them.
    const today = saDate(now);
    const held = await Promise.all(games.map(async (game) => (await heldDraws(db, game, [today])).get(today)?.divisions === true));
    games = games.filter((_, index) => !held[index]);
  }
  if (games.length === 0) return [];
  const run = (source: "official" | "resultsza") =>
    runIngest({ db, env: args.env, trigger: "cron", source, games, now: () => now, fetch: args.fetch });
  const summaries = [await run("official")];
  if (args.env.RESULTSZA_API_KEY) summaries.push(await run("resultsza"));
  return summaries;
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
