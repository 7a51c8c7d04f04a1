/**
 * The windows and table orders of the statistics pages, as their links spell them (`?window=50&sort=drawn`).
 * Client-safe: the page builds its links from these, the server parses them (window-query.ts).
 */
import { statisticsPath } from "~/site/draw-paths";
import type { GameId } from "~/rules/games";

/** The last N draws of the current era, or the whole era. */
export const STAT_WINDOWS = ["10", "25", "50", "100", "era"] as const;
export type StatWindow = (typeof STAT_WINDOWS)[number];
/** What /statistics/{game} shows without a `window` parameter. */
export const DEFAULT_WINDOW: StatWindow = "50";

/** How the per-ball table is ordered. */
export const BALL_SORTS = ["ball", "drawn", "last", "difference"] as const;
export type BallSort = (typeof BALL_SORTS)[number];
export const DEFAULT_SORT: BallSort = "ball";

/** The number of draws a window asks for; null = every draw of the era. */
export function windowSize(window: StatWindow): number | null {
  return window === "era" ? null : Number(window);
}

/** "last 50 draws", "whole current era". */
export function windowName(window: StatWindow): string {
  return window === "era" ? "whole current era" : `last ${window} draws`;
}

/** A statistics page's address with the defaults left out, so each view has one URL. */
export function statisticsHref(game: GameId, window: StatWindow, sort: BallSort = DEFAULT_SORT): string {
  const query = new URLSearchParams();
  if (window !== DEFAULT_WINDOW) query.set("window", window);
  if (sort !== DEFAULT_SORT) query.set("sort", sort);
  const search = query.toString();
  return `${statisticsPath(game)}${search ? `?${search}` : ""}`;
}
