import { ruleText } from "~/rules/rules-text";
import type { DrawRow, PrizeDivisionRow } from "~/db/schema";
import type { GameId } from "~/rules/games";
import { formatSastClock } from "~/words/dates";
import { hasNoPrizeDetails, isRecentDraw, missingDetailsLine, payoutsPendingLine, prizeFigures } from "./prize-details";
import { checkedSinceDraw, type LastChecks } from "~/models/last-checks.server";
import type { LateResults } from "./late-results.server";
import type { AwaitedDraw } from "~/rules/results-watch";
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
  /** One line for the prize details we do not hold (app/views/prize-details.ts), or null. */
  missingDetails: string | null;
  /**
   * A recent draw without its prize table: when payouts usually come and when we last asked, said after
   * `missingDetails` in the same paragraph (the card); null otherwise or when the caller gave no checks.
   */
  payoutsPending: string | null;
  /** The game's next draw is late (the home page's cards; late-results.server.ts). */
  late?: LateResults | null;
  /** The game's draw an open home page watches for (app/rules/results-watch.ts), where it shows on arrival. */
  awaited?: AwaitedDraw | null;
  /** No prize figure at all: a history row shows the line across its prize columns. */
  noPrizeDetails: boolean;
  /** The draw's own page (built on the server, so the home page's script carries no path helper). */
  href: string;
  /** The rule line of the draw's era, "6 numbers from 1-52 plus a bonus ball" (also built on the server: no era tables in the script). */
  rule: string;
}

/**
 * Rows with their prize divisions, in the shape result cards and history rows render. `today` is the SA
 * date of the request: it tells whether a draw's missing details may still be published. `lastChecks`:
 * when each game was last asked for (the home page reads it), for the payouts line.
 */
export function withDivisionsFrom(
  rows: readonly DrawRow[],
  divisions: Map<number, PrizeDivisionRow[]>,
  today: string,
  lastChecks?: LastChecks,
): ResultCardDraw[] {
  return rows.map((row) => {
    const held = divisions.get(row.id) ?? [];
    const details = { ...row, hasDivisions: held.length > 0, recent: isRecentDraw(row.drawDate, today) };
    const checked = lastChecks ? checkedSinceDraw(row.game as GameId, row.drawDate, lastChecks[row.game as GameId]) : null;
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
      payoutsPending: lastChecks ? payoutsPendingLine(details, checked && formatSastClock(checked, today)) : null,
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
