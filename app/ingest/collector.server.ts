/**
 * The site's side of the collector (POST /api/ingest/official): checks a push's signature, then replays
 * its answers through the official adapter and the usual write path (`runIngest`, trigger "collector"),
 * exactly as if the Worker had asked the API itself. The official API refuses datacentre addresses, so
 * on draw night this may be the only way the results come in (docs/ingest.md). A push that names a page
 * of a game's history (`npm run collect -- --from`) is replayed as that page of a backfill instead.
 */
import type { Db } from "~/db/client.server";
import { parseDraw } from "~/input/draw-input.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import type { AppEnv } from "~/http/env.server";
import {
  pushBodySchema,
  readSignedCall,
  replayFetch,
  type HistoryPage,
  type PushedAnswer,
  type SignedCallRefusal,
} from "./collector-answers.server";
import { dateOf } from "./backfill.server";
import { heldDraws } from "~/models/held-draws.server";
import { DEFAULT_HTTP, SourceError } from "./http-client.server";
import { runIngest, type IngestSummary } from "./run-ingest.server";
import { officialSource } from "./sources/official.server";
import type { FetchContext, ResultsSource } from "./sources/types.server";

export type PushOutcome = { status: 200; summary: IngestSummary } | SignedCallRefusal;

/** The official adapter over the pushed answers: it asks them as it would ask the API. */
function replayedSource(env: AppEnv, answers: readonly PushedAnswer[]): ResultsSource {
  // A replay never waits or retries: the answers are in memory.
  return officialSource(env.RESULTS_SOURCE_URL, { ...DEFAULT_HTTP, retries: 0, fetch: replayFetch(env.RESULTS_SOURCE_URL, answers) });
}

/**
 * The adapter for a pushed history page: its game's "newest draws" are that page of the backfill, back
 * to `from` (the page's older draws and the next draw time of an old page left out), so the usual run
 * writes them through the same write path.
 */
function historyPageSource(replayed: ResultsSource, page: HistoryPage): ResultsSource {
  return {
    ...replayed,
    async fetchRecent(game, context) {
      if (game !== page.game || !replayed.fetchPage) throw new SourceError("http", "HTTP 404: not in this push");
      const { nextDrawTime: _old, ...batch } = await replayed.fetchPage(game, page.number, { ...context, notBefore: page.from });
      return { ...batch, draws: batch.draws.filter((draw) => dateOf(draw) >= page.from) };
    },
  };
}

/**
 * The adapter and the draw rules over the pushed answers, writing nothing: the reason an answer is
 * refused, or null. A request without an answer (an HTTP 404 here) is no refusal: that game fails in the
 * run, as it would against the API.
 */
async function refusal(db: Db, source: ResultsSource, games: readonly GameId[], now: Date): Promise<string | null> {
  const context: FetchContext = { now, held: (game, dates) => heldDraws(db, game, dates) };
  for (const game of games) {
    try {
      const batch = await source.fetchRecent(game, context);
      for (const candidate of batch.draws) {
        const parsed = parseDraw(candidate, { divisionTable: "as-sent", now });
        if ("errors" in parsed) return `${game}: ${parsed.errors.join("; ")}`;
      }
    } catch (error) {
      if (error instanceof SourceError && error.kind === "http") continue;
      return `${game}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}

export async function acceptPush(args: {
  db: Db;
  env: AppEnv;
  secret: string | undefined;
  headers: Headers;
  rawBody: string;
  now?: Date;
}): Promise<PushOutcome> {
  const { db, env } = args;
  const now = args.now ?? new Date();
  const call = readSignedCall(pushBodySchema, { ...args, now });
  if (!call.ok) return call.refusal;
  const { answers, page } = call.value;
  const replayed = replayedSource(env, answers);
  const source = page ? historyPageSource(replayed, page) : replayed;
  const games = page ? [page.game] : GAME_IDS;
  // Checked before the run opens its row: a refused push leaves no trace in D1.
  const refused = await refusal(db, source, games, now);
  if (refused) return { status: 400, error: "refused", message: refused };

  const summary = await runIngest({ db, env, trigger: "collector", source: "official", adapter: source, games, now: () => now });
  return { status: 200, summary };
}
