/**
 * Metadata of the results pages (/results/{game}, /results/{game}/{year}, /results/{game}/{date}) and of
 * their not-found answers, built from data and the one SITE_URL through pageMeta: title, description,
 * canonical, the sharing image of the game, breadcrumbs and JSON-LD.
 */

import type { DrawSummary } from "~/views/results-views.server";
import { formatDay } from "~/words/dates";
import { gamePath, resultsTrail, statisticsPath, yearPath, type Trail } from "../site/draw-paths";
import type { AppEnv } from "../http/env.server";
import { monthName } from "../words/dates";
import { formatDrawNumber, formatInteger, formatRand } from "../words/numbers";
import { bonusName, displayName, GAME_IDS, type GameId } from "../rules/games";
import { saIsoDateTime } from "../rules/schedule";
import { pageMeta } from "./meta.server";

type Env = Pick<AppEnv, "SITE_URL" | "SITE_NAME">;

/** The sharing images in public/og/: one per family where we have one, else the site's. */
const OG_IMAGES: Record<GameId, string> = {
  lotto: "/og/lotto.png",
  "lotto-plus-1": "/og/lotto.png",
  "lotto-plus-2": "/og/lotto.png",
  powerball: "/og/powerball.png",
  "powerball-plus": "/og/powerball.png",
  "daily-lotto": "/og/default.png",
};

const numbersText = (game: GameId, draw: Pick<DrawSummary, "numbers" | "bonus">) =>
  `${draw.numbers.join(", ")}${draw.bonus !== null ? ` and ${bonusName(game)} ${draw.bonus}` : ""}`;

/** A month of a game's archive (`/results/lotto?month=2018-03`), as the page's title and H1 name it. */
export interface MonthOfArchive {
  value: string;
  year: number;
  month: number;
  draws: number;
}

/** "Lotto results" for the game page; "Lotto results, March 2018" for a month of its archive. */
export function gamePageHeading(gameName: string, month: MonthOfArchive | null): string {
  return month ? `${gameName} results, ${monthName(month.month)} ${month.year}` : `${gameName} results`;
}

/**
 * The game page's head; a month of its archive is a page of its own (its own cache entry): its own title,
 * description and canonical address, not the hub's. A month we hold no draws of is not indexed.
 */
export function gamePageMeta(
  env: Env,
  game: GameId,
  gameName: string,
  recent: readonly DrawSummary[],
  month: MonthOfArchive | null = null,
) {
  if (month) {
    const heading = gamePageHeading(gameName, month);
    const path = `${gamePath(game)}?month=${month.value}`;
    const when = `${monthName(month.month)} ${month.year}`;
    const description =
      month.draws > 0
        ? `All ${formatInteger(month.draws)} ${gameName} draws of ${when} in our records: winning numbers and jackpots, each with a page of its own and its prize table.`
        : `${gameName} results of ${when}: there are no draws of this month in our records.`;
    return pageMeta(env, {
      title: heading,
      description,
      path,
      keywords: [`${gameName} results ${when}`, `${gameName} ${when}`],
      image: OG_IMAGES[game],
      noindex: month.draws === 0,
      breadcrumbs: resultsTrail(game, gameName),
      jsonLd: [{ "@context": "https://schema.org", "@type": "CollectionPage", name: heading, description, url: `${env.SITE_URL}${path}` }],
    });
  }
  return pageMeta(env, {
    title: `${gameName} Results: Latest Draw, Prize Divisions and Next Jackpot`,
    description: `The latest ${gameName} results: winning numbers, the whole prize table and jackpot, the next draw's date and estimated jackpot, the last ten draws and every year of our archive.`,
    path: gamePath(game),
    keywords: [`${gameName} results`, `${gameName} winning numbers`, `${gameName} jackpot`],
    image: OG_IMAGES[game],
    breadcrumbs: resultsTrail(game, gameName),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: `Latest ${gameName} draws`,
        itemListElement: recent.map((draw, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: `${gameName} results for ${draw.day}`,
          url: `${env.SITE_URL}${draw.path}`,
        })),
      },
    ],
  });
}

export function yearPageMeta(env: Env, game: GameId, gameName: string, year: number, drawCount: number) {
  const path = yearPath(game, year);
  const description =
    drawCount > 0
      ? `All ${formatInteger(drawCount)} ${gameName} draws of ${year} in our records, newest first: winning numbers and jackpots, with a page for every draw and its prize table.`
      : `${gameName} results of ${year}: there are no draws of this year in our records yet.`;
  return pageMeta(env, {
    title: `${gameName} Results ${year}: Every Draw of the Year`,
    description,
    path,
    keywords: [`${gameName} results ${year}`, `${gameName} ${year}`],
    image: OG_IMAGES[game],
    // A year without draws (the first days of January) has nothing to index yet.
    noindex: drawCount === 0,
    breadcrumbs: resultsTrail(game, gameName, year),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: `${gameName} results ${year}`,
        description,
        url: `${env.SITE_URL}${path}`,
      },
    ],
  });
}

export function drawPageMeta(env: Env, draw: DrawSummary & { jackpot: number | null }, drawTime: string | null, trail: Trail) {
  const game = draw.game;
  const title = drawPageTitle(draw.gameName, draw.date);
  const numbers = numbersText(game, draw);
  const number = draw.drawNumber !== null ? ` draw ${formatDrawNumber(draw.drawNumber)}` : "";
  return pageMeta(env, {
    title,
    description: `${draw.gameName}${number} on ${draw.day}: winning numbers ${numbers}${draw.jackpot !== null ? `, jackpot ${formatRand(draw.jackpot)}` : ""}, with the whole prize table and the odds of every division.`,
    path: draw.path,
    keywords: [`${draw.gameName} results ${draw.date}`, `${draw.gameName} results`, `${draw.gameName} winning numbers`],
    image: OG_IMAGES[game],
    breadcrumbs: trail,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name: `${draw.gameName}${number || " draw"}, ${draw.day}`,
        ...(drawTime ? { startDate: saIsoDateTime(draw.date, drawTime) } : { startDate: draw.date }),
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "Place", name: "South Africa", address: { "@type": "PostalAddress", addressCountry: "ZA" } },
        description: `Winning numbers: ${numbers}.`,
        url: `${env.SITE_URL}${draw.path}`,
      },
    ],
  });
}

/** "Lotto results for Saturday 3 October 2026". */
export function drawPageTitle(gameName: string, date: string): string {
  return `${gameName} results for ${formatDay(date)}`;
}

/** A results page that does not exist: its own head, never indexed. `path` is the request's (URL-encoded). */
export function notFoundMeta(env: Env, path: string) {
  return pageMeta(env, {
    title: `Results Page Not Found | ${env.SITE_NAME}`,
    description: "There is no results page at this address. Find the draw you are looking for from the game's page or the results history.",
    path,
    noindex: true,
  });
}

/** The games' pages, for a not-found answer that cannot name the game. */
export const GAME_PAGE_LINKS = GAME_IDS.map((game) => ({ label: `${displayName(game)} results`, path: gamePath(game) }));

/** A game's statistics page: its Dataset (schema.org) downloads the same figures as JSON from the API. */
export function statisticsPageMeta(
  env: Env,
  page: { game: GameId; gameName: string; range: string; held: { first: string | null; last: string | null }; trail: Trail },
) {
  const { game, gameName, held } = page;
  const path = statisticsPath(game);
  const description = `${gameName} statistics of the current era (balls ${page.range}): every ball's count over the last 10 to 100 draws or the whole era beside what chance predicts, hot, cold and overdue numbers, pairs, jackpot history and records.`;
  return pageMeta(env, {
    title: `${gameName} Statistics: Hot, Cold and Overdue Numbers, Jackpot Records`,
    description,
    path,
    keywords: [`${gameName} statistics`, `${gameName} hot numbers`, `${gameName} most drawn numbers`, `${gameName} jackpot record`],
    image: OG_IMAGES[game],
    breadcrumbs: page.trail,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Dataset",
        name: `${gameName} draw statistics`,
        description,
        url: `${env.SITE_URL}${path}`,
        isAccessibleForFree: true,
        ...(held.first && held.last ? { temporalCoverage: `${held.first}/${held.last}` } : {}),
        creator: { "@type": "Organization", name: env.SITE_NAME, url: env.SITE_URL },
        distribution: [{ "@type": "DataDownload", encodingFormat: "application/json", contentUrl: `${env.SITE_URL}/api${path}` }],
      },
    ],
  });
}
