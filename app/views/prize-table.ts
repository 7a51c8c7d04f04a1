/**
 * A draw's whole prize table as the draw and game pages show it: every division with its winners, the
 * payout per winner and the odds of that division under the rules of the draw's era, and the totals
 * (winners, and rand paid out: winners × payout) when every division's figures are known.
 */
import type { PrizeDivisionRow } from "~/db/schema";
import { divisionOdds, oddsText } from "~/rules/division-odds";
import { eraOn, matchCodeLabel, type GameId } from "~/rules/games";

interface PrizeTableRow {
  division: number;
  /** "Match 5 + Bonus". */
  match: string;
  winners: number | null;
  payout: number | null;
  /** The N of "1 in N", or null when the odds cannot be worked out. */
  odds: string | null;
}

export interface PrizeTable {
  rows: PrizeTableRow[];
  /** Null when some division's winners are not known. */
  totalWinners: number | null;
  /** Null when some division's winners or payout are not known (a division nobody won pays nothing). */
  totalPaid: number | null;
}

type DivisionFigures = Pick<PrizeDivisionRow, "division" | "match" | "winners" | "payout">;

export function prizeTable(game: GameId, drawDate: string, divisions: readonly DivisionFigures[]): PrizeTable {
  const era = eraOn(game, drawDate);
  const codes = divisions.map((d) => d.match);
  const rows = [...divisions]
    .sort((a, b) => a.division - b.division)
    .map((d) => {
      const probability = divisionOdds(era, d.match, codes);
      return {
        division: d.division,
        match: matchCodeLabel(d.match),
        winners: d.winners,
        payout: d.payout,
        odds: probability ? oddsText(probability) : null,
      };
    });
  const known = rows.every((row) => row.winners !== null);
  const totalWinners = known ? rows.reduce((sum, row) => sum + row.winners!, 0) : null;
  const paidKnown = known && rows.every((row) => row.winners === 0 || row.payout !== null);
  // Cents, so that the sum of many payouts with cents is exact.
  const totalPaid = paidKnown
    ? rows.reduce((sum, row) => sum + (row.winners === 0 ? 0 : Math.round(row.winners! * row.payout! * 100)), 0) / 100
    : null;
  return { rows, totalWinners, totalPaid };
}
