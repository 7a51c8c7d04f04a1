/**
 * The collector's side (scripts/collect.ts): asks the official API for every game's recent draws through
 * the one adapter, with a fetch that records each answer, and with nothing held, so the details of every
 * recent draw are asked too (the site replays only those it lacks). A game the adapter refuses here is
 * left out of the push: the site then reports that game failed, and the other games still come in.
 */
import { GAME_IDS, type GameId } from "~/rules/games";
import { recordingFetch, type PushedAnswer } from "./collector-answers.server";
import { DEFAULT_HTTP, type HttpOptions } from "./http-client.server";
import { officialSource } from "./sources/official.server";

export interface Collected {
  answers: PushedAnswer[];
  /** One line per game: how many answers, or why it failed. */
  lines: string[];
  failed: GameId[];
}

export async function collectAnswers(options: {
  baseUrl: string;
  fetch?: typeof fetch;
  games?: readonly GameId[];
  now?: Date;
  http?: Partial<Omit<HttpOptions, "fetch">>;
}): Promise<Collected> {
  const collected: Collected = { answers: [], lines: [], failed: [] };
  for (const game of options.games ?? GAME_IDS) {
    const recorded: PushedAnswer[] = [];
    const fetcher = recordingFetch(options.baseUrl, options.fetch ?? fetch, recorded);
    const source = officialSource(options.baseUrl, { ...DEFAULT_HTTP, ...options.http, fetch: fetcher });
    try {
      const batch = await source.fetchRecent(game, { now: options.now ?? new Date(), held: () => Promise.resolve(new Map()) });
      collected.answers.push(...recorded);
      collected.lines.push(`${game}: ${batch.draws.length} draw(s), ${recorded.length} answer(s)`);
    } catch (error) {
      collected.failed.push(game);
      collected.lines.push(`${game}: failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return collected;
}
