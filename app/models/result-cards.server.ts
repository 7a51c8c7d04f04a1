import type { Db } from "~/db/client.server";
import { ruleText } from "~/components/results/rules-text";
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/lib/games";
import type { ResultCardDraw } from "~/components/results/ResultCard";
import { hasNoPrizeDetails, isRecentDraw, missingDetailsLine, prizeFigures } from "./prize-details";
import { divisionsFor } from "./draws.server";
import { drawPath } from "~/lib/draw-paths";

/**
 * Rows with their prize divisions, in the shape result cards and history rows render. `today` is the SA
 * date of the request: it tells whether a draw's missing details may still be published.
 */
export async function withDivisions(db: Db, rows: readonly DrawRow[], today: string): Promise<ResultCardDraw[]> {
  return withDivisionsFrom(rows, await divisionsFor(db, rows.map((row) => row.id)), today);
}

export function withDivisionsFrom(rows: readonly DrawRow[], divisions: Map<number, PrizeDivisionRow[]>, today: string): ResultCardDraw[] {
  return rows.map((row) => {
    const held = divisions.get(row.id) ?? [];
    const details = { ...row, hasDivisions: held.length > 0, recent: isRecentDraw(row.drawDate, today) };
    return {
      game: row.game as GameId,
      drawDate: row.drawDate,
      drawNumber: row.drawNumber,
      numbers: row.numbers,
      bonus: row.bonus,
      jackpot: row.jackpot,
      nextJackpot: row.nextJackpot,
      rollover: row.rollover,
      rolloverAmount: row.rolloverAmount,
      divisions: held.map(({ division, match, winners, payout }) => ({ division, match, winners, payout })),
      figures: prizeFigures(row),
      missingDetails: missingDetailsLine(details),
      noPrizeDetails: hasNoPrizeDetails(details),
      href: drawPath(row.game as GameId, row.drawDate),
      rule: ruleText(row.game as GameId, row.drawDate),
    };
  });
}

/** Cards grouped by draw date, newest date first (the home page's layout). */
export function groupByDate<T extends { drawDate: string }>(items: readonly T[]): { date: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => b.drawDate.localeCompare(a.drawDate))) {
    groups.set(item.drawDate, [...(groups.get(item.drawDate) ?? []), item]);
  }
  return [...groups].map(([date, list]) => ({ date, items: list }));
}
