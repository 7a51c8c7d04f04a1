/**
 * Draw rows in the shapes the results pages render: what is known, in words, and one line for what is
 * not (prize-details.ts). Built on the server; the pages ship no JavaScript.
 */
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";

import { drawPath } from "~/site/draw-paths";
import { formatDay, formatSastClock } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { displayName, type GameId } from "~/rules/games";
import { checkedSinceDraw } from "~/models/last-checks.server";
import { isRecentDraw, missingDetailsLine, payoutsPendingLine, prizeFigures } from "~/views/prize-details";
import { prizeTable, type PrizeTable } from "./prize-table";

/** A draw in a list: the game page's last ten, a year's draws, the other draws of the same night. */
export interface DrawSummary {
  game: GameId;
  gameName: string;
  date: string;
  /** "Saturday 3 October 2026". */
  day: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  /** The jackpot figures we hold: [["Jackpot", "R 5,000,000 · rolled over"], …]. */
  figures: [string, string][];
  path: string;
}

/** A draw with everything its own page shows. */
export interface DrawDetail extends DrawSummary {
  /** The main balls in the order drawn, when a source gave it. */
  drawnOrder: number[] | null;
  /** Every prize figure we hold, in words. */
  facts: [string, string][];
  /** One line for the details we do not hold, or null. */
  missing: string | null;
  /** Null when we hold no prize divisions for the draw. */
  prizes: PrizeTable | null;
  /**
   * A recent draw without its prize table: when payouts usually come and when we last asked. The prize
   * section says it, so `missing` then leaves the divisions out (one line, not two wordings).
   */
  divisionsPending: string | null;
}

export function toDrawSummary(row: DrawRow): DrawSummary {
  const game = row.game as GameId;
  return {
    game,
    gameName: displayName(game),
    date: row.drawDate,
    day: formatDay(row.drawDate),
    drawNumber: row.drawNumber,
    numbers: row.numbers,
    bonus: row.bonus,
    figures: prizeFigures(row),
    path: drawPath(game, row.drawDate),
  };
}

/**
 * `today`: the SA date of the request (whether missing details may still be published); `lastChecked`:
 * when the game was last asked for (last-checks.server.ts).
 */
export function toDrawDetail(
  row: DrawRow,
  divisions: readonly PrizeDivisionRow[],
  today: string,
  lastChecked: string | null = null,
): DrawDetail {
  const summary = toDrawSummary(row);
  const extra: [string, number | null][] = [
    ["Rollover amount", row.rolloverAmount],
    ["Prize pool", row.prizePool],
    ["Sales", row.sales],
  ];
  const facts = [
    ...summary.figures,
    ...extra
      .filter((fact): fact is [string, number] => fact[1] !== null)
      .map(([term, amount]): [string, string] => [term, formatRand(amount)]),
  ];
  const details = { hasDivisions: divisions.length > 0, recent: isRecentDraw(row.drawDate, today) };
  const checked = checkedSinceDraw(summary.game, row.drawDate, lastChecked);
  const divisionsPending = payoutsPendingLine(details, checked && formatSastClock(checked, today));
  return {
    ...summary,
    drawnOrder: row.drawnOrder ?? null,
    facts,
    // The pages that show a draw's details have a prize section that speaks of its divisions: the line leaves them out.
    missing: missingDetailsLine({ ...row, ...details, hasDivisions: true }),
    prizes: divisions.length > 0 ? prizeTable(summary.game, row.drawDate, divisions) : null,
    divisionsPending,
  };
}
