import type { Db } from "~/db/client.server";
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/lib/games";
import type { ResultCardDraw } from "~/components/results/ResultCard";
import { divisionsFor } from "./draws.server";

/** Rows with their prize divisions, in the shape result cards and history rows render. */
export async function withDivisions(db: Db, rows: readonly DrawRow[]): Promise<ResultCardDraw[]> {
  return withDivisionsFrom(rows, await divisionsFor(db, rows.map((row) => row.id)));
}

export function withDivisionsFrom(rows: readonly DrawRow[], divisions: Map<number, PrizeDivisionRow[]>): ResultCardDraw[] {
  return rows.map((row) => ({
    game: row.game as GameId,
    drawDate: row.drawDate,
    drawNumber: row.drawNumber,
    numbers: row.numbers,
    bonus: row.bonus,
    jackpot: row.jackpot,
    nextJackpot: row.nextJackpot,
    rollover: row.rollover,
    rolloverAmount: row.rolloverAmount,
    divisions: (divisions.get(row.id) ?? []).map(({ division, match, winners, payout }) => ({ division, match, winners, payout })),
  }));
}

/** Cards grouped by draw date, newest date first (the home page's layout). */
export function groupByDate<T extends { drawDate: string }>(items: readonly T[]): { date: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => b.drawDate.localeCompare(a.drawDate))) {
    groups.set(item.drawDate, [...(groups.get(item.drawDate) ?? []), item]);
  }
  return [...groups].map(([date, list]) => ({ date, items: list }));
}
