/**
 * The history pages' URL state (`game`, `from`, `to`, `date`, `expanded`), the same on all three pages.
 * Invalid values are dropped with a message the page shows; they never become an error page. The
 * message never repeats what was sent: anyone can make a link whose parameter reads like a notice from
 * this site ("?game=Official notice: …"), and the page (a cacheable one) must not say it for them.
 */
import { GAMES, isGameId, type GameId } from "../rules/games";
import { parseDateInput } from "./date-field";

/** The query parameters the history pages read (the edge cache keeps these and drops any other). */
const HISTORY_PARAM_NAMES = ["game", "from", "to", "date", "expanded"] as const;

/**
 * The edge-cache key of a history page (its route's handle, app/site/page-handle.ts's CacheKeyRule):
 * the parameters above, when the page's parser takes them without a message. The parser tolerates any
 * `expanded` (only "1" counts) and says nothing: the key does not.
 */
export function historyCacheKey(page: { games: readonly GameId[]; defaultGame: GameId | undefined }) {
  return {
    names: HISTORY_PARAM_NAMES,
    accepts: (query: URLSearchParams) =>
      parseHistoryParams(query, page.games, page.defaultGame).messages.length === 0 && [null, "1"].includes(query.get("expanded")),
  };
}

export interface HistoryParams {
  game: GameId | undefined;
  from: string | undefined;
  to: string | undefined;
  date: string | undefined;
  expanded: boolean;
  messages: string[];
}

export function parseHistoryParams(
  search: URLSearchParams,
  allowedGames: readonly GameId[],
  defaultGame: GameId | undefined,
): HistoryParams {
  const messages: string[] = [];
  const first = (name: string) => {
    const value = search.get(name)?.trim();
    return value ? value : undefined;
  };

  let game = defaultGame;
  const rawGame = first("game");
  if (rawGame && rawGame !== "both") {
    if (isGameId(rawGame) && allowedGames.includes(rawGame)) game = rawGame;
    else {
      const names = allowedGames.map((id) => GAMES[id].name).join(", ");
      messages.push(`Unknown game: this page shows ${names}. Showing ${defaultGame ? GAMES[defaultGame].name : "all games"}.`);
    }
  } else if (rawGame === "both") game = allowedGames.length > 2 ? undefined : defaultGame;

  const dateParam = (name: string, label: string) => {
    const value = first(name);
    if (value === undefined) return undefined;
    const date = parseDateInput(value);
    if (date) return date;
    messages.push(`The ${label} is not a date in the form dd/mm/yyyy, so it was ignored.`);
    return undefined;
  };
  let from = dateParam("from", "from date");
  let to = dateParam("to", "to date");
  if (from && to && from > to) {
    messages.push(`The from date was after the to date, so they were swapped.`);
    [from, to] = [to, from];
  }
  const date = dateParam("date", "search date");
  return { game, from, to, date, expanded: search.get("expanded") === "1", messages };
}
