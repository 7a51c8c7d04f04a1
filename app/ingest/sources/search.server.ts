/**
 * The search source: a web search engine (SEARCH_PROVIDER: Google's Custom Search JSON API until it
 * closes on 1 Jan 2027, or Brave's Search API; search-providers.server.ts, sources.md §4 and §4a) finds
 * result pages for a game and a draw date, and the numbers are read from what the answer quotes of them
 * by one extraction, whichever engine answered. It only looks for scheduled draws we do not hold, and a
 * draw it reads is stored only when it passes the era's rules and agrees with the official source
 * wherever the official source has that draw.
 */
import type { DrawInput } from "~/input/draw-input.server";
import { displayName, eraOn, type GameId } from "~/rules/games";
import { addDays, isScheduledDrawDate, saDate, saInstant } from "~/rules/schedule";
import { formatMonth } from "~/words/dates";
import { splitWinNumbers } from "./official-mapping.server";
import type { OfficialClient } from "./official.server";
import { extractDraw } from "./search-extract.server";
import type { SearchProvider } from "./search-providers.server";
import type { ResultsSource } from "./types.server";

/** How far back to look for draws we miss, and how many queries one game may cost per run. */
const LOOKBACK_DAYS = 7;
const MAX_QUERIES_PER_GAME = 3;
/** Results pages appear some minutes after the 21:00 draw. */
const RESULTS_DELAY_MINUTES = 20;

/** Draw dates worth a query: scheduled, results due by now, not held, newest first. */
function datesToLookFor(game: GameId, now: Date): string[] {
  const dates: string[] = [];
  for (let offset = 0; offset <= LOOKBACK_DAYS; offset++) {
    const date = addDays(saDate(now), -offset);
    const era = eraOn(game, date);
    if (!era || !isScheduledDrawDate(game, date)) continue;
    if (saInstant(date, era.drawTime).getTime() + RESULTS_DELAY_MINUTES * 60_000 > now.getTime()) continue;
    dates.push(date);
  }
  return dates;
}

/** "21 November 2026": how SA result pages title a draw (fixed here, not left to the runtime's locale data). */
const longDate = (date: string) => `${Number(date.slice(8))} ${formatMonth(date)}`;

export function searchSource(provider: SearchProvider, official: OfficialClient): ResultsSource {
  return {
    name: "search",
    strictness: "each",
    notConfigured: () => provider.notConfigured(),

    async fetchRecent(game, context) {
      const candidates = datesToLookFor(game, context.now);
      const held = await context.held(game, candidates);
      const wanted = candidates.filter((date) => !held.has(date)).slice(0, MAX_QUERIES_PER_GAME);
      const draws = [];
      const warnings: string[] = [];
      for (const date of wanted) {
        const withinDays = (Date.parse(saDate(context.now)) - Date.parse(date)) / 86_400_000 + 1;
        const blocks = await provider.search({ q: `"${displayName(game)}" results ${longDate(date)}`, withinDays }, context.now);
        const extracted = extractDraw(game, date, blocks);
        if (!extracted) {
          warnings.push(`${date}: no result page gave one clear set of numbers`);
          continue;
        }
        draws.push({ game, drawNumber: null, drawDate: date, numbers: extracted.numbers, bonus: extracted.bonus, source: "search" });
      }
      return { draws, warnings };
    },

    /** A draw the official list also has must carry the same balls; where it has not, the rules decide. */
    async verify(game, draws) {
      if (draws.length === 0) return { accepted: [], rejected: [], warnings: [] };
      let listed: Map<string, number[]>;
      try {
        const page = await official.listPage(game, 1, 20);
        listed = new Map(page.items.map(({ item, drawDate }) => [drawDate, item.winNumList]));
      } catch (error) {
        // The search source exists for the nights the official one fails; say that nothing was cross-checked.
        const reason = error instanceof Error ? error.message : String(error);
        return { accepted: draws, rejected: [], warnings: [`not cross-checked with the official source (${reason})`] };
      }
      const accepted: DrawInput[] = [];
      const rejected: string[] = [];
      for (const draw of draws) {
        const officialBalls = listed.get(draw.drawDate);
        if (officialBalls && !sameBalls(game, officialBalls, draw)) {
          rejected.push(
            `${draw.drawDate}: the search result ${draw.numbers.join(" ")}${draw.bonus === null ? "" : ` + ${draw.bonus}`} disagrees with the official source`,
          );
        } else {
          accepted.push(draw);
        }
      }
      return { accepted, rejected, warnings: [] };
    },
  };
}

function sameBalls(game: GameId, winNumList: readonly number[], draw: DrawInput): boolean {
  const official = splitWinNumbers(game, winNumList);
  return [...official.numbers].sort((a, b) => a - b).join() === draw.numbers.join() && official.bonus === draw.bonus;
}
