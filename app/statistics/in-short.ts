/**
 * The statistics page's first words (issue 33): three plain sentences before any table, computed from the
 * window's figures. Pure, so a unit test reads exactly what a player reads.
 */
import type { BallFigure } from "./figures";
import { andList } from "~/words/lists";

const times = (n: number) => (n === 0 ? "never" : n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

/** "7 (9 times), 23 (8 times) and 41 (8 times)". */
const balls = (figures: readonly BallFigure[]) => andList(figures.map((ball) => `${ball.number} (${times(ball.drawn)})`));

export interface InShortFacts {
  /**
   * Every ball, most drawn first and least drawn first (hottest, coldest), at least one each: the sentences
   * name three and count the others that tie with the third, so none reads as the only one.
   */
  hot: readonly BallFigure[];
  cold: readonly BallFigure[];
  drawsCounted: number;
  /** "the last 50 draws" or "all 120 draws since Mon 1 Jun 2026". */
  windowWords: string;
  mainCount: number;
  mainMax: number;
}

/** ", and 2 more were drawn 8 times too" (or "never drawn either"): the balls past the ones named that tie with the last named. */
function tiesAfter(list: readonly BallFigure[], shown: number): string {
  const last = list[shown - 1];
  const more = last ? list.slice(shown).filter((ball) => ball.drawn === last.drawn).length : 0;
  if (more === 0) return "";
  const verb = more === 1 ? "was" : "were";
  return last!.drawn === 0 ? `, and ${more} more ${verb} never drawn either` : `, and ${more} more ${verb} drawn ${times(last!.drawn)} too`;
}

export function inShort({ hot, cold, drawsCounted, windowWords, mainCount, mainMax }: InShortFacts): [string, string, string] {
  const shown = (list: readonly BallFigure[]) => Math.min(3, list.length);
  return [
    `Drawn most in ${windowWords}: ${balls(hot.slice(0, shown(hot)))}${tiesAfter(hot, shown(hot))}.`,
    `Drawn least in the same ${drawsCounted === 1 ? "draw" : `${drawsCounted} draws`}: ${balls(cold.slice(0, shown(cold)))}${tiesAfter(cold, shown(cold))}.`,
    `Every number has the same chance in every draw: each of the ${mainMax} balls has a ${mainCount} in ${mainMax} chance of being drawn, whatever came before.`,
  ];
}
