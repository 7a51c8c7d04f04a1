/**
 * The statistics page's first words (issue 33): three plain sentences before any table, computed from the
 * window's figures. Pure, so a unit test reads exactly what a player reads.
 */
import type { BallFigure } from "./figures";
import { andList } from "~/format";

const times = (n: number) => (n === 0 ? "never" : n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

/** "7 (9 times), 23 (8 times) and 41 (8 times)". */
const balls = (figures: readonly BallFigure[]) => andList(figures.map((ball) => `${ball.number} (${times(ball.drawn)})`));

export interface InShortFacts {
  /** Most drawn first, least drawn first (hottest, coldest), at least one each. */
  hot: readonly BallFigure[];
  cold: readonly BallFigure[];
  drawsCounted: number;
  /** "the last 50 draws" or "all 120 draws since Mon 1 Jun 2026". */
  windowWords: string;
  mainCount: number;
  mainMax: number;
}

export function inShort({ hot, cold, drawsCounted, windowWords, mainCount, mainMax }: InShortFacts): [string, string, string] {
  const shown = Math.min(3, hot.length);
  return [
    `Drawn most in ${windowWords}: ${balls(hot.slice(0, shown))}.`,
    `Drawn least in the same ${drawsCounted === 1 ? "draw" : `${drawsCounted} draws`}: ${balls(cold.slice(0, shown))}.`,
    `Every number has the same chance in every draw: each of the ${mainMax} balls has a ${mainCount} in ${mainMax} chance of being drawn, whatever came before.`,
  ];
}
