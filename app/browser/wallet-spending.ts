/**
 * "My spending": the table of cost against winnings per month and year, and the monthly limit's line,
 * built as DOM from app/tickets/spending.ts. For the player's eyes only: nothing of it leaves the device.
 */
import { formatMonth } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { WalletHook } from "~/tickets/wallet-hooks";
import type { Spending, SpendingRow } from "~/tickets/spending";
import { PRICE_UNKNOWN } from "~/tickets/ticket-price";
import { wonText } from "~/tickets/verdict";
import { el } from "./wallet-view";

/** "August 2026", or "2026" for a year's row. */
const periodName = (period: string) => (period.length === 4 ? period : formatMonth(period));

const draws = (count: number) => `${count} draw${count === 1 ? "" : "s"}`;

/** "R 30", "R 30 and 2 draws not in our records", "not in our records (1 draw)". */
function costText(row: SpendingRow): string {
  if (row.unpricedDraws === 0) return formatRand(row.cost);
  if (row.cost === 0) return `${PRICE_UNKNOWN} (${draws(row.unpricedDraws)})`;
  return `${formatRand(row.cost)} and ${draws(row.unpricedDraws)} ${PRICE_UNKNOWN}`;
}

/**
 * What a period's boards won, leading with it: "R 150", "R 150 and 1 prize whose payout we don't have;
 * 2 results we can't tell yet", "R 0" only when every board is known to have won nothing.
 */
export function rowWonText({ wins }: SpendingRow): string {
  const won = wonText(wins);
  const unsure = wins.cannotTell > 0 ? `${wins.cannotTell} result${wins.cannotTell === 1 ? "" : "s"} we can't tell yet` : null;
  if (won) return unsure ? `${won}; ${unsure}` : won;
  return unsure ?? (wins.noPrize > 0 ? formatRand(0) : "not drawn yet");
}

function row(spendingRow: SpendingRow): HTMLElement {
  return el(
    "tr",
    { [WalletHook.period]: spendingRow.period },
    el("th", { scope: "row", class: "py-1 pr-3 text-left font-semibold" }, periodName(spendingRow.period)),
    el("td", { class: "py-1 pr-3" }, costText(spendingRow)),
    el("td", { class: "py-1" }, rowWonText(spendingRow)),
  );
}

/** The table's body: the months, newest first, then the years. */
export function spendingRows(spending: Spending): HTMLElement[] {
  return [...spending.months.map(row), ...spending.years.map(row)];
}

/** What the limit says about this month. */
export function limitText(spending: Spending): string {
  const month = periodName(spending.thisMonth.period);
  if (spending.limit === null) return `No monthly limit set. This month (${month}): ${costText(spending.thisMonth)}.`;
  const unpriced =
    spending.thisMonth.unpricedDraws > 0 ? ` ${draws(spending.thisMonth.unpricedDraws)} of this month have no price in our records.` : "";
  return spending.overLimit
    ? `This month's tickets (${month}) cost ${formatRand(spending.thisMonth.cost)}: over your monthly limit of ${formatRand(spending.limit)}.${unpriced}`
    : `This month (${month}): ${formatRand(spending.thisMonth.cost)} of your monthly limit of ${formatRand(spending.limit)}.${unpriced}`;
}
