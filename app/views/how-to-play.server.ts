/**
 * The how-to-play guide's figures, computed from the rules module so they can never disagree with it; what
 * each division pays comes from the prize structure derived from the division data (no D1 query).
 */
import { latestPrizeEra, type MainGame } from "~/content/prize-structure";
import {
  combinations,
  currentEra,
  divisionCode,
  divisionLabel,
  divisionProbability,
  drawDaysText,
  GAMES,
  oddsOneIn,
  type GameId,
} from "~/rules/games";
import { currentPricePeriod, PRICE_TABLE } from "~/rules/prices";
import { DAILY_LOTTO_PLUS, LOTTO_58_PRIZES, OPERATORS } from "~/facts/facts";
import { formatDay, formatMonth } from "~/words/dates";
import { formatRand } from "~/words/numbers";

interface PrizeRow {
  division: number;
  match: string;
  oddsOneIn: number;
  /** Rand per winner when the division pays a fixed amount; null when its winners share a pool. */
  fixed: number | null;
  /** The median a winner of a pool division was paid in the draws we hold of the era, when known. */
  medianPaid: number | null;
}

/** Names as content writes them: one spelling, "PowerBall". */
const CONTENT_NAMES: Partial<Record<GameId, string>> = { powerball: "PowerBall", "powerball-plus": "PowerBall Plus" };

interface EraRow {
  from: string;
  to: string | null;
  mainCount: number;
  mainMax: number;
  bonusMax: number | null;
  jackpotOdds: number;
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
  /** Today's price of a board from the price table (app/rules/prices.ts), and whether only hobby projects state it. */
  price: { amount: number; hobbyOnly: boolean } | null;
  /** Where the prize column comes from: "20 draws from 3 Jun 2026 to 8 Aug 2026", or null without data. */
  prizeSample: { draws: number; first: string; last: string } | null;
  /** Changes beside the eras' table that the rules alone do not tell: prize structures, add-ons, names (facts.ts). */
  changes: string[];
}

/** What changed in a game beyond its ball ranges, with the facts' sources (the page lists them). */
function changesOf(game: MainGame): string[] {
  const renamed = (id: GameId) => {
    const current = GAMES[id].currentName;
    return current
      ? `Since ${formatDay(current.since)} the operator publishes ${CONTENT_NAMES[id] ?? GAMES[id].name} as ${current.name}.`
      : null;
  };
  if (game === "lotto") {
    const p = LOTTO_58_PRIZES;
    return [
      `From ${formatDay(p.from)} to ${formatDay(p.to)}, Lotto, Lotto Plus 1 and Lotto Plus 2 drew from 58 balls and paid a prize for Match 2: the chance of any prize on a board was 1 in ${p.anyPrizeOneIn} (1 in ${p.anyPrizeOneInBefore} before), by the previous operator's figures. The Match 2 prize ended with the 58th ball.`,
      renamed("lotto-plus-2"),
    ].filter((line): line is string => line !== null);
  }
  if (game === "powerball") return [renamed("powerball-plus")].filter((line): line is string => line !== null);
  const plus = PRICE_TABLE["daily-lotto-plus"][0]!;
  return [
    `${DAILY_LOTTO_PLUS.name}, a second draw on the same board with a jackpot of its own, was sold from ${formatMonth(DAILY_LOTTO_PLUS.launched)} for ${formatRand(plus.price)} more a board. A hobby project says it was discontinued when the operator changed (${OPERATORS.ithuba.name}'s licence ended on ${formatDay(DAILY_LOTTO_PLUS.endedBy)}); Daily Lotto has no add-on today, and our records hold none of its draws.`,
  ];
}

function currentPrice(game: MainGame): GameGuide["price"] {
  const period = currentPricePeriod(game);
  return period ? { amount: period.price, hobbyOnly: period.hobbyOnly } : null;
}

export function gameGuide(game: MainGame): GameGuide {
  const era = currentEra(game);
  const prizeEra = latestPrizeEra(game);
  const paid = prizeEra?.era === era.from ? prizeEra : undefined;
  const anyPrize = era.divisions ? era.divisions.reduce((sum, rule) => sum + divisionProbability(era, rule), 0) : null;
  return {
    game,
    name: CONTENT_NAMES[game] ?? GAMES[game].name,
    mainCount: era.mainCount,
    mainMax: era.mainMax,
    bonusMax: era.bonusMax,
    drawDays: drawDaysText(era),
    drawTime: era.drawTime,
    eraFrom: era.from,
    jackpotOdds: combinations(era),
    anyPrizeOdds: anyPrize ? oddsOneIn(anyPrize) : null,
    prizes: (era.divisions ?? []).map((rule) => {
      const held = paid?.divisions.find((d) => d.match === divisionCode(game, rule));
      return {
        division: rule.division,
        match: divisionLabel(game, rule),
        oddsOneIn: oddsOneIn(divisionProbability(era, rule)),
        fixed: held?.fixed ?? null,
        medianPaid: held?.paid?.median ?? null,
      };
    }),
    price: currentPrice(game),
    changes: changesOf(game),
    prizeSample: paid ? { draws: paid.draws, first: paid.first, last: paid.last } : null,
    eras: [...GAMES[game].eras].reverse().map((e) => ({
      from: e.from,
      to: e.to,
      mainCount: e.mainCount,
      mainMax: e.mainMax,
      bonusMax: e.bonusFromMainDrum ? null : e.bonusMax,
      jackpotOdds: combinations(e),
    })),
  };
}
