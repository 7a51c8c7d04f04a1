/**
 * The figures of /statistics/{game} and /api/statistics/{game}: one function builds them from the rows of
 * queries.server.ts, so the page and the API (app/api/statistics-answer.server.ts) can never disagree.
 */
import { bonusName, currentEra, displayName, eraOn, GAMES, rangeText, type Era, type GameId } from "~/rules/games";
import {
  bonusBallFigures,
  coldest,
  combinationExpected,
  hottest,
  lowTop,
  mainBallFigures,
  mostOverdue,
  splitTable,
  sumDistribution,
  topCombinations,
  type BallFigure,
  type Combination,
  type SplitRow,
  type SumDistribution,
} from "./figures";
import type { LoadedStatistics } from "./queries.server";
import { gameRecords, jackpotYears, type GameRecords, type JackpotPoint, type JackpotYear } from "./records";
import { windowSize, type StatWindow } from "./windows";

/** How many balls the hot, cold and overdue lists name, and how many pairs and triples. */
const LIST_SIZE = 5;
const COMBINATIONS_SHOWN = 10;

interface EraFacts {
  from: string;
  mainCount: number;
  mainMax: number;
  bonusMax: number | null;
  /** "1-52". */
  range: string;
  bonusRange: string | null;
  bonusName: string | null;
}

interface WindowFacts {
  key: StatWindow;
  /** Draws the window asks for; null = the whole era. */
  size: number | null;
  /** Draws actually counted: fewer than asked early in an era. */
  drawsCounted: number;
  /** Draws the current era holds. */
  eraDraws: number;
  /** Oldest and newest draw counted. */
  from: string | null;
  to: string | null;
}

interface AllErasFacts {
  /** Every ball from 1 to this exists in every era of the game. */
  commonMax: number;
  draws: number;
  from: string;
  to: string;
  balls: { number: number; drawn: number; expected: number }[];
}

export interface GameStatistics {
  game: GameId;
  gameName: string;
  era: EraFacts;
  window: WindowFacts;
  main: BallFigure[];
  bonus: BallFigure[] | null;
  hot: BallFigure[];
  cold: BallFigure[];
  overdue: BallFigure[];
  bonusHot: BallFigure[];
  /** Balls whose count is 2 or more standard deviations from chance's, and how many chance alone puts there. */
  outliers: { count: number; expected: number };
  pairs: { top: Combination[]; expected: number };
  triples: { top: Combination[]; expected: number };
  oddEven: SplitRow[];
  lowHigh: { lowTop: number; rows: SplitRow[] };
  sums: SumDistribution;
  /** Null where the game has had one ball range only (the era view says it all). */
  allEras: AllErasFacts | null;
  jackpots: { years: JackpotYear[]; highest: JackpotPoint | null };
  records: GameRecords;
}

/** Share of a normal distribution beyond ±2 standard deviations. */
const BEYOND_TWO_SIGMAS = 0.0455;

function eraFacts(game: GameId, era: Era): EraFacts {
  return {
    from: era.from,
    mainCount: era.mainCount,
    mainMax: era.mainMax,
    bonusMax: era.bonusMax,
    range: rangeText(era.mainMax),
    bonusRange: era.bonusMax === null ? null : rangeText(era.bonusMax),
    bonusName: era.bonusMax === null ? null : bonusName(game),
  };
}

/**
 * Every draw of the game counted over all its eras, for the balls that exist in every era only (a ball
 * of 1-58 that did not exist in 1-49 has no all-time figure worth comparing). Expected counts add up each
 * era's chance for its own draws. Null when the game never changed its main ball range.
 */
function allErasFacts(game: GameId, loaded: LoadedStatistics): AllErasFacts | null {
  const eras = GAMES[game].eras;
  const ranges = new Set(eras.map((era) => `${era.mainCount}/${era.mainMax}`));
  const first = loaded.history[0];
  const last = loaded.history.at(-1);
  if (ranges.size < 2 || !first || !last) return null;
  const commonMax = Math.min(...eras.map((era) => era.mainMax));
  let probability = 0;
  for (const draw of loaded.history) {
    const era = eraOn(game, draw.date);
    if (era) probability += era.mainCount / era.mainMax;
  }
  return {
    commonMax,
    draws: loaded.history.length,
    from: first.date,
    to: last.date,
    balls: Array.from({ length: commonMax }, (_, i) => ({
      number: i + 1,
      drawn: loaded.allErasMain.get(i + 1) ?? 0,
      expected: probability,
    })),
  };
}

export function gameStatistics(game: GameId, loaded: LoadedStatistics, window: StatWindow, today: string): GameStatistics {
  const era = currentEra(game);
  const size = windowSize(window);
  const counted = loaded.era.slice(0, size ?? loaded.era.length);
  const main = mainBallFigures(loaded.era, era, size, today);
  const bonus = bonusBallFigures(loaded.era, era, size, today);
  const low = lowTop(era);
  const years = jackpotYears(loaded.history);
  const highest = years.reduce<JackpotPoint | null>(
    (top, year) => (year.highest && (!top || year.highest.amount > top.amount) ? year.highest : top),
    null,
  );
  return {
    game,
    gameName: displayName(game),
    era: eraFacts(game, era),
    window: {
      key: window,
      size,
      drawsCounted: counted.length,
      eraDraws: loaded.era.length,
      from: counted.at(-1)?.date ?? null,
      to: counted[0]?.date ?? null,
    },
    main,
    bonus,
    hot: hottest(main).slice(0, LIST_SIZE),
    cold: coldest(main).slice(0, LIST_SIZE),
    overdue: mostOverdue(main).slice(0, LIST_SIZE),
    bonusHot: bonus ? hottest(bonus).slice(0, 3) : [],
    outliers: {
      count: main.filter((f) => Math.abs(f.sigmas) >= 2).length,
      expected: counted.length === 0 ? 0 : main.length * BEYOND_TWO_SIGMAS,
    },
    pairs: { top: topCombinations(counted, era, 2, COMBINATIONS_SHOWN), expected: combinationExpected(counted.length, era, 2) },
    triples: { top: topCombinations(counted, era, 3, COMBINATIONS_SHOWN), expected: combinationExpected(counted.length, era, 3) },
    oddEven: splitTable(counted, era, (ball) => ball % 2 === 1),
    lowHigh: { lowTop: low, rows: splitTable(counted, era, (ball) => ball <= low) },
    sums: sumDistribution(counted, era),
    allEras: allErasFacts(game, loaded),
    jackpots: { years, highest },
    records: gameRecords(loaded.history, loaded.payouts),
  };
}
