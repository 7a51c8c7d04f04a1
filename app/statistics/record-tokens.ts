/**
 * The records as content tokens ({{stats.lotto.biggestJackpotWon}} …, docs/content-format.md), so an
 * article or a history page never states a record the data does not show: the same figures as the
 * statistics pages (records.ts). The values exist when the page's loader read the records
 * (loadSiteFactsWithRecords in record-facts.server.ts); without them the tokens are unknown, and an
 * unknown token fails the content tests rather than printing a stale figure.
 */
import { drawPath } from "~/site/draw-paths";
import { formatInteger, formatDay, formatRand } from "~/format";
import type { GameId } from "~/rules/games";
import type { DrawRef, GameRecords } from "./records";

/** The records of the games, as loadRecordFacts reads them. */
export interface RecordFacts {
  records?: Partial<Record<GameId, GameRecords>>;
}

/** A game's token prefix: stats.lotto, stats.lottoPlus1, stats.powerballPlus, stats.dailyLotto … */
export const RECORD_TOKEN_GAMES: Record<GameId, string> = {
  lotto: "lotto",
  "lotto-plus-1": "lottoPlus1",
  "lotto-plus-2": "lottoPlus2",
  powerball: "powerball",
  "powerball-plus": "powerballPlus",
  "daily-lotto": "dailyLotto",
};

const NONE = "not yet in our records";

const on = (game: GameId, draw: DrawRef) => `<a href="${drawPath(game, draw.date)}">${formatDay(draw.date)}</a>`;

/** The token values of every game whose records were loaded; none when they were not. */
export function recordTokenValues(facts: RecordFacts | object | null): Record<string, string> {
  const records = (facts as RecordFacts | null)?.records;
  if (!records) return {};
  const values: Record<string, string> = {};
  for (const [game, key] of Object.entries(RECORD_TOKEN_GAMES) as [GameId, string][]) {
    const r = records[game];
    if (!r) continue;
    const biggest = r.biggestJackpotWon;
    const run = r.longestRolloverRun;
    const most = r.mostJackpotWinners;
    values[`stats.${key}.biggestJackpotWon`] = biggest ? `${formatRand(biggest.amount)}, won on ${on(game, biggest)}` : NONE;
    values[`stats.${key}.longestRolloverRun`] = run
      ? `${formatInteger(run.draws)} ${run.draws === 1 ? "draw" : "draws"} in a row, from ${on(game, run.first)} to ${on(game, run.last)}`
      : NONE;
    values[`stats.${key}.mostJackpotWinners`] = most
      ? `${formatInteger(most.winners)} ${most.winners === 1 ? "winner" : "winners"} on ${on(game, most)}`
      : NONE;
  }
  return values;
}
