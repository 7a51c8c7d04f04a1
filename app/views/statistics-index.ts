/**
 * The statistics index (/statistics): the six games in their families, each with the rules its statistics
 * page counts (the current era, from the rules module) and what it is to its main game. No query.
 */
import { formatDay } from "~/words/dates";
import { currentEra, displayName, drawDaysText, GAMES, type GameId } from "~/rules/games";

interface StatisticsIndexGame {
  game: GameId;
  name: string;
  /** "6 from 1-52 and a bonus ball, drawn Wednesday and Saturday; these rules since Mon 1 Jun 2026." */
  rules: string;
  /** For an add-on: what it is, and its current name when the operator publishes it under another. */
  note: string | null;
}

export interface StatisticsIndexGroup {
  heading: string;
  games: StatisticsIndexGame[];
}

const FAMILIES: readonly [string, readonly GameId[]][] = [
  ["Lotto and its Plus draws", ["lotto", "lotto-plus-1", "lotto-plus-2"]],
  ["PowerBall and PowerBall Plus", ["powerball", "powerball-plus"]],
  ["Daily Lotto", ["daily-lotto"]],
];

function rulesText(game: GameId): string {
  const era = currentEra(game);
  const bonus = era.bonusMax === null ? "" : era.bonusFromMainDrum ? " and a bonus ball" : ` and 1 from 1-${era.bonusMax}`;
  return `${era.mainCount} from 1-${era.mainMax}${bonus}, drawn ${drawDaysText(era)}; these rules since ${formatDay(era.from)}.`;
}

function noteOf(game: GameId): string | null {
  const { addOnTo, currentName } = GAMES[game];
  if (!addOnTo) return null;
  const published = currentName ? ` Published as ${currentName.name} since ${formatDay(currentName.since)}.` : "";
  return `An add-on: a draw of its own on the ${displayName(addOnTo)} board, with its own balls and jackpot.${published}`;
}

export function statisticsIndex(): StatisticsIndexGroup[] {
  return FAMILIES.map(([heading, games]) => ({
    heading,
    games: games.map((game) => ({ game, name: displayName(game), rules: rulesText(game), note: noteOf(game) })),
  }));
}
