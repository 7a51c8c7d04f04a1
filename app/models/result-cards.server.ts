import type { Db } from "~/db/client.server";
import { ruleText } from "~/rules/rules-text";
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/rules/games";
import { hasNoPrizeDetails, isRecentDraw, missingDetailsLine, prizeFigures } from "./prize-details";
import { divisionsFor } from "./draws.server";
import { drawPath } from "~/site/draw-paths";

/** A prize division as a card's table shows it. */
export interface DivisionView {
  division: number;
  match: string;
  winners: number | null;
  payout: number | null;
}

export interface ResultCardDraw {
  game: GameId;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  jackpot: number | null;
  nextJackpot: number | null;
  rollover: boolean | null;
  rolloverAmount: number | null;
  divisions: DivisionView[];
  /** The prize figures we hold, as shown: [["Jackpot", "R 5,000,000 · rolled over"], ["Next jackpot", …]]. */
  figures: [string, string][];
  /** One line for the prize details we do not hold (app/models/prize-details.ts), or null. */
  missingDetails: string | null;
  /** No prize figure at all: a history row shows the line across its prize columns. */
  noPrizeDetails: boolean;
  /** The draw's own page (built on the server, so the home page's script carries no path helper). */
  href: string;
  /** The rule line of the draw's era, "6 numbers from 1-52 plus a bonus ball" (also built on the server: no era tables in the script). */
  rule: string;
}

/**
 * Rows with their prize divisions, in the shape result cards and history rows render. `today` is the SA
 * date of the request: it tells whether a draw's missing details may still be published.
 */
export async function withDivisions(db: Db, rows: readonly DrawRow[], today: string): Promise<ResultCardDraw[]> {
  return withDivisionsFrom(
    rows,
    await divisionsFor(
      db,
      rows.map((row) => row.id),
    ),
    today,
  );
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
