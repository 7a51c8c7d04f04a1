/** The loader of the three history pages: URL state in, rows, cards, stats and metadata out. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { GameId } from "~/rules/games";
import { parseHistoryParams } from "~/input/history-params";
import { saDate } from "~/rules/schedule";
import { pageMeta, type PageMetaInput } from "~/seo/meta.server";
import { loadHistoryPage, type HistoryPageConfig } from "~/models/history-page.server";
import { withDivisionsFrom } from "~/views/result-cards.server";
import { dateMessage, gameStats } from "~/views/history-page";

export interface HistoryRouteConfig extends HistoryPageConfig {
  meta: Omit<PageMetaInput, "path"> & { path: string };
  /** Show the stats panel for the selected game. */
  stats: boolean;
}

export async function historyLoader(request: Request, context: AppLoadContext, config: HistoryRouteConfig) {
  const url = new URL(request.url);
  const params = parseHistoryParams(url.searchParams, config.games, config.defaultGame);
  const statsGame: GameId | undefined = config.stats ? (params.game ?? config.defaultGame) : undefined;
  const { cardRows, listRows, divisions, dateMiss, stats, ...page } = await loadHistoryPage(context.db, params, config, statsGame);
  // The SA date of the request: whether a draw's missing details may still come.
  const today = saDate(new Date());
  return {
    params,
    ...page,
    dateMessage: dateMessage(dateMiss),
    stats: stats && statsGame ? gameStats(statsGame, stats) : null,
    cards: withDivisionsFrom(cardRows, divisions, today),
    rows: withDivisionsFrom(listRows, divisions, today),
    statsGame: statsGame ?? null,
    meta: pageMeta(context.env, config.meta),
  };
}
