/**
 * The records as content tokens ({{stats.lotto.biggestJackpotWon}} …, docs/content-format.md), so an
 * article or a history page never states a record the data does not show: the same figures as the
 * statistics pages (records.ts). The values exist when the page's loader read the records
 * (loadSiteFactsWithRecords in record-facts.server.ts); without them the tokens are unknown, and an
 * unknown token fails the content tests rather than printing a stale figure.
 */
import { drawPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { andList } from "~/words/lists";
import { formatInteger, formatRand } from "~/words/numbers";
import type { GameId } from "~/rules/games";
import type { DrawRef, GameRecords } from "./records";
import { LONG_RUN, MIN_EXPECTED, type BallCount, type BallSpread, type RollDown, type RolloverRuns } from "./content-figures";

/** The content figures of the jackpot history and the balls (content-figures.ts), as loadRecordFacts reads them. */
export interface ContentFigures {
  rolloverRuns: Partial<Record<GameId, RolloverRuns | null>>;
  dailyLottoRollDown?: RollDown | null;
  /** Lotto's current era (its first day) and how its main balls spread. */
  lottoSpread?: { from: string; spread: BallSpread | null };
}

/** The records of the games, as loadRecordFacts reads them. */
export interface RecordFacts {
  records?: Partial<Record<GameId, GameRecords>>;
  figures?: ContentFigures;
}

/**
 * The games whose jackpot rolls over and whose history is long enough for the rollover figures (Daily
 * Lotto's rolls down instead: stats.dailyLotto.rollDown).
 */
export const JACKPOT_GAMES = ["lotto", "powerball"] as const satisfies readonly GameId[];

/** A game's token prefix: stats.lotto, stats.lottoPlus1, stats.powerballPlus, stats.dailyLotto … */
const RECORD_TOKEN_GAMES: Record<GameId, string> = {
  lotto: "lotto",
  "lotto-plus-1": "lottoPlus1",
  "lotto-plus-2": "lottoPlus2",
  powerball: "powerball",
  "powerball-plus": "powerballPlus",
  "daily-lotto": "dailyLotto",
};

const NONE = "not yet in our records";

const on = (game: GameId, draw: DrawRef) => `<a href="${drawPath(game, draw.date)}">${formatDay(draw.date)}</a>`;

function rolloverRunsText(runs: RolloverRuns | null | undefined): string {
  if (!runs) return NONE;
  const times = (n: number) => (n === 1 ? "once" : `${Number.isInteger(n) ? formatInteger(n) : n.toFixed(1)} times`);
  return (
    `of the ${formatInteger(runs.wins)} jackpots won whose run since the previous win we can follow draw by draw, ` +
    `the jackpot had rolled over a median of ${times(runs.median)} before it was won; ` +
    `${formatInteger(runs.firstDraw)} were won at the first draw of a fresh jackpot, and ${formatInteger(runs.long)} only after ${LONG_RUN} rollovers or more`
  );
}

/** Within a tenth of each other: what a division pays did not move with the jackpot. */
const STEADY = 0.1;

function rollDownText(figures: RollDown | null | undefined): string {
  if (!figures) return NONE;
  const { lower } = figures;
  const lowerText = lower.length
    ? `, while ${andList(lower.map((d) => `Match ${d.match} was paid ${formatRand(d.medianUnwon)} against ${formatRand(d.medianWon)}`))}` +
      (lower.every((d) => Math.abs(d.medianUnwon / d.medianWon - 1) <= STEADY)
        ? ": the unwon jackpot went to the Match 4 winners alone"
        : ": the lower divisions moved too")
    : "";
  return (
    `in the ${formatInteger(figures.draws)} Daily Lotto draws whose prize tables we hold, nobody matched all five in ${formatInteger(figures.unwon)}. ` +
    `On those nights one Match 4 winner was paid a median of ${formatRand(figures.medianUnwon)}, against ${formatRand(figures.medianWon)} on the nights the jackpot was won${lowerText}`
  );
}

/** "24, came up 9 times", "1, 27 and 37, came up once each": every ball that ties is named. */
export function ballsText({ balls, count }: BallCount): string {
  const times = count === 1 ? "once" : count === 2 ? "twice" : `${formatInteger(count)} times`;
  return `${andList(balls.map(String))}, came up ${times}${balls.length > 1 ? " each" : ""}`;
}

function spreadText(era: ContentFigures["lottoSpread"]): string {
  if (!era) return NONE;
  const { from, spread } = era;
  if (!spread || spread.expected < MIN_EXPECTED) {
    return `there are too few Lotto draws under the rules in force since ${formatDay(from)} in our records yet for a fair test: ${formatInteger(spread?.draws ?? 0)} so far, and the test needs enough draws for each ball to be expected at least ${MIN_EXPECTED} times`;
  }
  const verdict = spread.chiSquare <= spread.critical ? "within what chance produces" : "wider than chance usually produces";
  return (
    `over the ${formatInteger(spread.draws)} Lotto draws since ${formatDay(from)}, each ball was expected ${spread.expected.toFixed(1)} times. ` +
    `The most drawn, ${ballsText(spread.most)} and the least drawn, ${ballsText(spread.least)}. ` +
    `The chi-square figure of the spread is ${spread.chiSquare.toFixed(1)}; chance alone gives more than ${spread.critical.toFixed(1)} one time in twenty, so this spread is ${verdict}`
  );
}

/** The content figures' token values, when they were loaded. */
function figureTokenValues(figures: ContentFigures): Record<string, string> {
  const values: Record<string, string> = {};
  for (const game of JACKPOT_GAMES) {
    values[`stats.${game}.rolloverRuns`] = rolloverRunsText(figures.rolloverRuns[game]);
  }
  values["stats.dailyLotto.rollDown"] = rollDownText(figures.dailyLottoRollDown);
  values["stats.lotto.ballSpread"] = spreadText(figures.lottoSpread);
  return values;
}

/**
 * " (and 2 more runs as long: from … to … and from … to …)": the records that tie with the one named, so a
 * record never reads as if it stood alone. Empty when none ties.
 */
function tiesText(ties: readonly string[], noun: string, same: string): string {
  if (!ties.length) return "";
  const named =
    ties.length > TIES_NAMED ? [...ties.slice(0, TIES_NAMED - 1), `${formatInteger(ties.length - TIES_NAMED + 1)} others`] : ties;
  return ` (and ${formatInteger(ties.length)} more ${noun}${ties.length === 1 ? "" : "s"} ${same}: ${andList(named)})`;
}

/** At most this many ties are named one by one; beyond it the rest are counted. */
export const TIES_NAMED = 5;

/** The token values of every game whose records were loaded; none when they were not. */
export function recordTokenValues(facts: RecordFacts | object | null): Record<string, string> {
  const records = (facts as RecordFacts | null)?.records;
  if (!records) return {};
  // Records read without the content figures (older callers, tests) still fill every token: "not yet in our records".
  const values = figureTokenValues((facts as RecordFacts).figures ?? { rolloverRuns: {} });
  for (const [game, key] of Object.entries(RECORD_TOKEN_GAMES) as [GameId, string][]) {
    const r = records[game];
    if (!r) continue;
    const biggest = r.biggestJackpotWon;
    const run = r.longestRolloverRun;
    const most = r.mostJackpotWinners;
    values[`stats.${key}.biggestJackpotWon`] = biggest ? `${formatRand(biggest.amount)}, won on ${on(game, biggest)}` : NONE;
    values[`stats.${key}.longestRolloverRun`] = run
      ? `${formatInteger(run.draws)} ${run.draws === 1 ? "draw" : "draws"} in a row, from ${on(game, run.first)} to ${on(game, run.last)}` +
        tiesText(
          run.ties.map((tie) => `from ${on(game, tie.first)} to ${on(game, tie.last)}`),
          "run",
          "as long",
        )
      : NONE;
    values[`stats.${key}.mostJackpotWinners`] = most
      ? `${formatInteger(most.winners)} ${most.winners === 1 ? "winner" : "winners"} on ${on(game, most)}` +
        tiesText(
          most.ties.map((tie) => on(game, tie)),
          "draw",
          "with as many",
        )
      : NONE;
  }
  return values;
}
