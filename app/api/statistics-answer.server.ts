/**
 * The answer of /api/statistics/{game}: the figures of /statistics/{game} (app/statistics/game-statistics.server.ts),
 * rounded, in the shape of ApiStatistics.
 */
import type { BallFigure } from "~/statistics/figures";
import type { GameStatistics } from "~/statistics/game-statistics.server";
import type { ApiStatistics } from "./schemas.server";

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

const ballJson = (f: BallFigure) => ({
  number: f.number,
  drawn: f.drawn,
  share: round(f.share, 4),
  expected: round(f.expected),
  difference: round(f.difference),
  lastDrawn: f.lastDrawn?.date ?? null,
  drawsSince: f.drawsSince,
});

/** The API's answer: the page's figures, rounded, without the chart's per-draw jackpot points. */
export function statisticsJson(stats: GameStatistics): ApiStatistics {
  return {
    game: stats.game,
    name: stats.gameName,
    era: stats.era,
    window: stats.window,
    mainBalls: stats.main.map(ballJson),
    bonusBalls: stats.bonus ? stats.bonus.map(ballJson) : null,
    hot: stats.hot.map((f) => f.number),
    cold: stats.cold.map((f) => f.number),
    overdue: stats.overdue.map((f) => f.number),
    pairs: { expectedEach: round(stats.pairs.expected, 3), top: stats.pairs.top },
    triples: { expectedEach: round(stats.triples.expected, 4), top: stats.triples.top },
    oddEven: stats.oddEven.map((row) => ({ odd: row.inGroup, observed: row.observed, expected: round(row.expected) })),
    lowHigh: {
      low: `1-${stats.lowHigh.lowTop}`,
      rows: stats.lowHigh.rows.map((row) => ({ low: row.inGroup, observed: row.observed, expected: round(row.expected) })),
    },
    sums: {
      mean: stats.sums.mean === null ? null : round(stats.sums.mean),
      expectedMean: stats.sums.expectedMean,
      bins: stats.sums.bins.map((bin) => ({ ...bin, expected: round(bin.expected) })),
    },
    allEras: stats.allEras ? { ...stats.allEras, balls: stats.allEras.balls.map((b) => ({ ...b, expected: round(b.expected) })) } : null,
    jackpots: stats.jackpots.years,
    records: stats.records,
  };
}
