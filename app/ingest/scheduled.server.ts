/**
 * What the Cron Trigger runs. The draw-night cron fires every 2 minutes from 21:00 to 23:58 SAST; it
 * asks the source every 2 minutes until 22:30 and every 10 minutes after (DRAW_NIGHT_CADENCE), for the
 * games drawn that SA day whose draw and prize table we do not hold yet. The daily catch-up asks for
 * every game (and re-asks missing prize tables of the last week), so a night the source was late or down
 * is filled the next morning. The crons are in wrangler.toml.
 */
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/worker/env.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import { isScheduledDrawDate, saDate, saTime } from "~/rules/schedule";
import { log, type LogLevel } from "~/worker/log.server";
import { heldDraws } from "./held-draws.server";
import { runIngest, type IngestSummary } from "./run-ingest.server";

/** Must equal the catch-up entry of `[triggers] crons` in wrangler.toml (04:30 UTC = 06:30 SAST). */
export const CATCH_UP_CRON = "30 4 * * *";

/**
 * Draw night, minute by minute (SAST): results are published from about 21:30, so until `fastUntil` the
 * source is asked at every run of the cron (every 2 minutes); after it, only on the minutes that are a
 * multiple of `slowEveryMinutes`, until the cron's last run of the night.
 */
export const DRAW_NIGHT_CADENCE = { fastUntil: "22:30", slowEveryMinutes: 10 } as const;

/**
 * When a scheduled draw counts as late (SAST, on its draw night): from this time the game's card, its
 * page, the API's latest answer and System Status say its results are not in. A constant beside the
 * cadence rather than a wrangler.toml var: it is the hour the cadence slows at, so the two change
 * together (and the late line's "we check every N minutes" stays true), it needs a deploy like the
 * crons do, and the pure function that reads it (app/models/late-results.server.ts) takes no env.
 * tests/unit/late-results.test.ts checks it is a time between every game's draw and the night's last run.
 */
export const RESULTS_LATE_AFTER = "22:30";

/** Whether a draw-night run at `at` asks the source (the cron fires more often than that after 22:30). */
export function drawNightAsks(at: Date): boolean {
  const time = saTime(at);
  if (time <= DRAW_NIGHT_CADENCE.fastUntil) return true;
  return Number(time.slice(3)) % DRAW_NIGHT_CADENCE.slowEveryMinutes === 0;
}

/** The games a cron should look at, before checking what we already hold. */
export function gamesForCron(cron: string, now: Date): GameId[] {
  if (cron === CATCH_UP_CRON) return [...GAME_IDS];
  const today = saDate(now);
  return GAME_IDS.filter((game) => isScheduledDrawDate(game, today));
}

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
