/**
 * The addresses of the results pages, built in one place: result cards, history rows, sitemaps, feeds
 * and the purge after an ingest all link to the same URLs. Client-safe.
 *
 * /results/{game}                 the game page
 * /results/{game}/{year}          the year archive
 * /results/{game}/{YYYY-MM-DD}    one draw
 */
import { GAMES, type Family, type GameId } from "../rules/games";
import { isIsoDate } from "../rules/schedule";
import { newTicketFragment } from "../tickets/wallet-file";

export const gamePath = (game: GameId) => `/results/${game}`;

export const yearPath = (game: GameId, year: number | string) => `/results/${game}/${year}`;

/** A draw's own page: `drawPath("lotto", "2026-10-03")` → "/results/lotto/2026-10-03". */
export const drawPath = (game: GameId, date: string) => `/results/${game}/${date}`;

/** The results history page that lists a game's family (its filter set to the game). */
const HISTORY_PAGE: Record<Family, string> = { lotto: "/lotto-history", powerball: "/powerball-history", "daily-lotto": "/history" };
export const historyPath = (game: GameId) => `${HISTORY_PAGE[GAMES[game].family]}?game=${game}`;

/** The game page showing one month's draws (`month`: "2018-03"), the month filter's answer. */
export const monthPath = (game: GameId, month: string) => `${gamePath(game)}?month=${month}`;

/** The number checker, set to a game and, with `date`, to that night's draws (then all our records below). */
export function checkerPath(game: GameId, date?: string): string {
  return `/check-numbers?game=${game}${date ? `&date=${date}` : ""}`;
}

/** My Tickets with its "Add a ticket" form set to a draw's game (and add-on) and date: the fragment stays in the browser. */
export const walletPath = (game: GameId, date: string) => `/my-tickets${newTicketFragment(game, date)}`;

/** The game's statistics page. */
export const statisticsPath = (game: GameId) => `/statistics/${game}`;
/** The statistics page's jackpot chart, an SVG image (routes/statistics_.$game.jackpots[.]svg.ts). */
export const jackpotChartPath = (game: GameId) => `${statisticsPath(game)}/jackpots.svg`;

/** A game's whole-history downloads (app/routes/data.$file.ts): draws as CSV, divisions as CSV, both as JSON. */
export const downloadPaths = (game: GameId) => ({
  csv: `/data/${game}.csv`,
  divisions: `/data/${game}-divisions.csv`,
  json: `/data/${game}.json`,
});

/** What the last segment of /results/{game}/{when} names: a year, a draw date, or nothing we serve. */
export type When = { kind: "year"; year: number } | { kind: "date"; date: string } | null;

export function parseWhen(value: string): When {
  if (/^\d{4}$/.test(value)) return { kind: "year", year: Number(value) };
  if (isIsoDate(value)) return { kind: "date", date: value };
  return null;
}

/** A breadcrumb trail after Home, as pageMeta's JSON-LD and the visible trail take it: [name, path][]. */
export type Trail = [string, string][];

/** Home › Results › Lotto (› 2026 (› 3 October 2026)). "Results" is the results history: there is no /results page. */
export function resultsTrail(game: GameId, gameName: string, year?: number, day?: { date: string; label: string }): Trail {
  const trail: Trail = [
    ["Results", "/history"],
    [gameName, gamePath(game)],
  ];
  if (year !== undefined) trail.push([String(year), yearPath(game, year)]);
  if (year !== undefined && day) trail.push([day.label, drawPath(game, day.date)]);
  return trail;
}

/** The results widget's path (app/api/embed.ts): `embedPath("lotto")` → "/embed/lotto". */
export const embedPath = (game: GameId) => `/embed/${game}`;
