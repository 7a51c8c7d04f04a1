/**
 * "Check sources now" (System Status): asks every configured results source once, from the Worker, for
 * the recent draws of every game, and says per source and game what came back (the HTTP status of each
 * answer, or the error), when, and what an ingest would add or update. A dry run: the answers go through
 * the ingest's own validation and classification (classifyGameBatch) and nothing is written, no draw and
 * no ingest run. It is the first check after a deploy, since only the deployed Worker can learn whether
 * the official API answers its address (sources.md 2c: datacentre addresses get HTTP 403).
 */
import type { Db } from "~/db/client.server";
import { heldDraws } from "~/models/held-draws.server";
import { DEFAULT_HTTP, stopsTheRun, SourceError, type HttpOptions } from "~/ingest/http-client.server";
import { createSource } from "~/ingest/run-ingest.server";
import { SOURCE_NAMES, type SourceName } from "~/db/schema";
import type { FetchContext } from "~/ingest/sources/types.server";
import { classifyGameBatch } from "~/ingest/write-batch.server";
import { displayName, GAME_IDS, type GameId } from "~/rules/games";
import type { AppEnv } from "~/http/env.server";
import { SOURCE_LABELS } from "./refresh.server";

/** One game asked of one source. */
export interface GameCheck {
  game: GameId;
  /** When the answer (or the failure) came (ISO). */
  at: string;
  /** The HTTP status of every answer received for this game, in order (a detail request per draw adds one). */
  statuses: number[];
  error: string | null;
  /** Draws we do not hold, with the number of prize divisions they bring. */
  newDraws: { drawDate: string; divisions: number }[];
  /** Draws we hold that the answer would change: the fields (`divisions` when it brings a prize table). */
  updates: { drawDate: string; fields: string[] }[];
  unchanged: number;
  /** Draws the ingest would refuse, one line each. */
  rejected: string[];
}

interface SourceCheck {
  source: SourceName;
  label: string;
  /** Why it was not asked (not configured), or null. */
  notConfigured: string | null;
  games: GameCheck[];
}

export interface SourceCheckReport {
  at: string;
  ok: boolean;
  message: string;
  sources: SourceCheck[];
}

/**
 * "Once": no retry, and a shorter wait than the cron's, since an administrator is waiting on the page.
 * A source that refuses us or cannot be reached is not asked again for the other games (as in a run).
 */
const CHECK_HTTP: Omit<HttpOptions, "fetch"> = { ...DEFAULT_HTTP, timeoutMs: 10_000, retries: 0 };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkSource(
  name: SourceName,
  args: { db: Db; env: AppEnv; now: Date; fetch: typeof fetch; http?: Partial<Omit<HttpOptions, "fetch">> },
): Promise<SourceCheck> {
  const statuses: number[] = [];
  // Every answer's status, whichever request of the source's own made it (called unbound: workerd
  // refuses a fetch invoked as a method of another object).
  const send = args.fetch;
  const recording: typeof fetch = async (input, init) => {
    const response = await send(input, init);
    statuses.push(response.status);
    return response;
  };
  const source = createSource(name, args.env, { ...CHECK_HTTP, ...args.http, fetch: recording });
  const base = { source: name, label: SOURCE_LABELS[name] };
  const notConfigured = source.notConfigured();
  if (notConfigured) return { ...base, notConfigured, games: [] };

  const context: FetchContext = { now: args.now, held: (game, dates) => heldDraws(args.db, game, dates) };
  const games: GameCheck[] = [];
  let stopped: string | null = null;
  for (const game of GAME_IDS) {
    const first = statuses.length;
    const check: GameCheck = { game, at: "", statuses: [], error: null, newDraws: [], updates: [], unchanged: 0, rejected: [] };
    try {
      if (stopped) throw new SourceError("network", `skipped: ${stopped}`);
      const batch = await source.fetchRecent(game, context);
      const { outcome, toWrite } = await classifyGameBatch(args.db, game, batch, source, context);
      const updated = new Set(outcome.updates.map((update) => update.drawDate));
      check.newDraws = toWrite
        .filter((draw) => !updated.has(draw.drawDate))
        .map((draw) => ({ drawDate: draw.drawDate, divisions: draw.divisions.length }));
      check.updates = outcome.updates.map((update) => ({ drawDate: update.drawDate, fields: Object.keys(update.changed) }));
      check.unchanged = outcome.unchanged;
      check.rejected = outcome.rejected;
    } catch (error) {
      check.error = errorText(error);
      stopped ??= stopsTheRun(error);
    }
    check.at = new Date().toISOString();
    check.statuses = statuses.slice(first);
    games.push(check);
  }
  return { ...base, notConfigured: null, games };
}

function summary(sources: readonly SourceCheck[]): { ok: boolean; message: string } {
  const asked = sources.filter((source) => !source.notConfigured);
  if (asked.length === 0) return { ok: false, message: "No results source is configured: nothing was asked." };
  const parts = asked.map((source) => {
    const answered = source.games.filter((game) => !game.error).length;
    const added = source.games.reduce((sum, game) => sum + game.newDraws.length, 0);
    const updated = source.games.reduce((sum, game) => sum + game.updates.length, 0);
    const failed = source.games.filter((game) => game.error).map((game) => displayName(game.game));
    return `${source.label}: answered for ${answered} of ${source.games.length} games${failed.length ? ` (failed: ${failed.join(", ")})` : ""}; would add ${added} draw${added === 1 ? "" : "s"} and update ${updated}`;
  });
  const ok = asked.every((source) => source.games.every((game) => !game.error));
  return { ok, message: `Checked without storing anything. ${parts.join(". ")}.` };
}

/** Asks every source (the configured ones) for every game, stores nothing, and reports. */
export async function checkSources(args: {
  db: Db;
  env: AppEnv;
  now?: Date;
  fetch?: typeof fetch;
  http?: Partial<Omit<HttpOptions, "fetch">>;
}): Promise<SourceCheckReport> {
  const now = args.now ?? new Date();
  const sources: SourceCheck[] = [];
  for (const name of SOURCE_NAMES) sources.push(await checkSource(name, { ...args, now, fetch: args.fetch ?? fetch }));
  return { at: now.toISOString(), ...summary(sources), sources };
}
