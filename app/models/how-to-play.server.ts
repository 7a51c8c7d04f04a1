/** The how-to-play guide's figures, computed from the rules module so they can never disagree with it. */
import { combinations, currentEra, divisionLabel, divisionProbability, drawDaysText, GAMES, oddsOneIn, type GameId } from "~/lib/games";

export interface PrizeRow {
  division: number;
  match: string;
  oddsOneIn: number;
}

export interface EraRow {
  from: string;
  to: string | null;
  mainCount: number;
  mainMax: number;
  bonusMax: number | null;
  jackpotOdds: number;
  price: number | null;
}

export interface GameGuide {
  game: GameId;
  name: string;
  mainCount: number;
  mainMax: number;
  bonusMax: number | null;
  drawDays: string;
  drawTime: string;
  eraFrom: string;
  jackpotOdds: number;
  anyPrizeOdds: number | null;
  prizes: PrizeRow[];
  /** Every era, newest first: where a figure changed, the page shows the earlier one with its dates. */
  eras: EraRow[];
}

export function gameGuide(game: GameId): GameGuide {
  const era = currentEra(game);
  const anyPrize = era.divisions ? era.divisions.reduce((sum, rule) => sum + divisionProbability(era, rule), 0) : null;
  return {
    game,
    name: GAMES[game].name,
    mainCount: era.mainCount,
    mainMax: era.mainMax,
    bonusMax: era.bonusMax,
    drawDays: drawDaysText(era),
    drawTime: era.drawTime,
    eraFrom: era.from,
    jackpotOdds: combinations(era),
    anyPrizeOdds: anyPrize ? oddsOneIn(anyPrize) : null,
    prizes: (era.divisions ?? []).map((rule) => ({ division: rule.division, match: divisionLabel(game, rule), oddsOneIn: oddsOneIn(divisionProbability(era, rule)) })),
    eras: [...GAMES[game].eras].reverse().map((e) => ({
      from: e.from, to: e.to, mainCount: e.mainCount, mainMax: e.mainMax, bonusMax: e.bonusFromMainDrum ? null : e.bonusMax, jackpotOdds: combinations(e), price: e.price,
    })),
  };
}
