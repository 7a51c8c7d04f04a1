/**
 * The collector's side (scripts/collect.ts): asks the official API for every game's recent draws through
 * the one adapter, with a fetch that records each answer, and with nothing held, so the details of every
 * recent draw are asked too (the site replays only those it lacks). A game the adapter refuses here is
 * left out of the push: the site then reports that game failed, and the other games still come in.
 */
import { GAME_IDS, type GameId } from "~/rules/games";
import { dateOf } from "./backfill.server";
import { recordingFetch, type HistoryPage, type PushedAnswer } from "./collector-answers.server";
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

/** A guard against an API that ignores the page number: since June 2026 a game has two pages a year. */
const MAX_HISTORY_PAGES = 100;

/** One page of a game's history, recorded: pushed on its own (at most a list and its details). */
export interface RecordedPage {
  page: HistoryPage;
  answers: PushedAnswer[];
  /** The page's draws back to `from`. */
  draws: number;
}

/**
 * `npm run collect -- --from`: pages through each game's history newest first, as the site's backfill
 * does (`runBackfill`), recording each list page and the details of its draws back to `from`, until a
 * page reaches past `from` or the last page. Each page is handed to `onPage` as it is recorded (the
 * script pushes it), so a long history is never held whole. A game the API fails for is reported and
 * the next game goes on.
 */
export async function collectHistory(options: {
  baseUrl: string;
  from: string;
  onPage: (recorded: RecordedPage) => Promise<void>;
  fetch?: typeof fetch;
  games?: readonly GameId[];
  now?: Date;
  http?: Partial<Omit<HttpOptions, "fetch">>;
}): Promise<{ lines: string[]; failed: GameId[] }> {
  const result = { lines: [] as string[], failed: [] as GameId[] };
  const context = { now: options.now ?? new Date(), notBefore: options.from, held: () => Promise.resolve(new Map()) };
  for (const game of options.games ?? GAME_IDS) {
    let pushed = 0;
    try {
      for (let number = 1; number <= MAX_HISTORY_PAGES; number++) {
        const recorded: PushedAnswer[] = [];
        const fetcher = recordingFetch(options.baseUrl, options.fetch ?? fetch, recorded);
        const source = officialSource(options.baseUrl, { ...DEFAULT_HTTP, ...options.http, fetch: fetcher });
        const batch = await source.fetchPage!(game, number, context);
        const dates = batch.draws.map(dateOf).sort();
        const wanted = dates.filter((date) => date >= options.from).length;
        if (wanted > 0) {
          await options.onPage({ page: { game, number, from: options.from }, answers: recorded, draws: wanted });
          pushed += wanted;
        }
        if (dates.length === 0 || dates[0]! < options.from || (batch.pages !== undefined && number >= batch.pages)) break;
      }
      result.lines.push(`${game}: ${pushed} draw(s) back to ${options.from}`);
    } catch (error) {
      result.failed.push(game);
      result.lines.push(`${game}: failed after ${pushed} draw(s): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}
