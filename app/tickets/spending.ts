/**
 * My spending, for the player's own eyes: per month and per year of the tickets' draws, what the draws
 * cost against what they won, and whether this month's tickets pass the player's own monthly limit. A
 * ticket's cost is the price the player entered, shared among its draws, or else our price table's
 * (app/tickets/ticket-price.ts). Each draw counts in its own month, so a ticket for several draws spreads
 * over the months it plays. Computed on the device only. Client-safe.
 */
import { parseRandAmount } from "~/input/rand-amount";
import { saDate } from "~/words/sa-time";
import { drawPrice } from "./ticket-price";
import type { TicketResults } from "./ticket-results";
import type { WalletTicket } from "./ticket";
import { tallyVerdicts, type Verdict, type VerdictTally } from "./verdict";

export interface SpendingRow {
  /** "2026-08" for a month, "2026" for a year. */
  period: string;
  /** Rand spent on the draws whose price we know. */
  cost: number;
  /** Draws whose price is not in our records: the cost is then "at least". */
  unpricedDraws: number;
  /** The period's boards by verdict: what was won (rand and prizes without a payout figure), and what we cannot tell. */
  wins: VerdictTally;
}

export interface Spending {
  months: SpendingRow[];
  years: SpendingRow[];
  /** This SA month's row (empty when no draw of it). */
  thisMonth: SpendingRow;
  /** The player's monthly limit, and whether this month's known cost passes it. */
  limit: number | null;
  overLimit: boolean;
}

/** A period's draws as they are added up: cost in cents (no drift over many amounts), the verdicts of its boards. */
interface Period {
  cents: number;
  unpricedDraws: number;
  verdicts: Verdict[];
}

function add(periods: Map<string, Period>, period: string, cost: number | null, verdicts: readonly Verdict[]): void {
  const row = periods.get(period) ?? { cents: 0, unpricedDraws: 0, verdicts: [] };
  if (cost === null) row.unpricedDraws++;
  else row.cents += Math.round(cost * 100);
  row.verdicts.push(...verdicts);
  periods.set(period, row);
}

const rowOf = (period: string, { cents, unpricedDraws, verdicts }: Period): SpendingRow => ({
  period,
  cost: cents / 100,
  unpricedDraws,
  wins: tallyVerdicts(verdicts),
});

const newestFirst = (periods: Map<string, Period>) =>
  [...periods].map(([period, row]) => rowOf(period, row)).sort((a, b) => b.period.localeCompare(a.period));

export function spending(tickets: readonly { ticket: WalletTicket; results: TicketResults }[], limit: number | null, now: Date): Spending {
  const months = new Map<string, Period>();
  const years = new Map<string, Period>();
  for (const { ticket, results } of tickets) {
    for (const draw of results.draws) {
      const cost = drawPrice(ticket, draw.date);
      const verdicts = draw.games.flatMap((game) => game.boards.map((board) => board.verdict));
      add(months, draw.date.slice(0, 7), cost, verdicts);
      add(years, draw.date.slice(0, 4), cost, verdicts);
    }
  }
  const month = saDate(now).slice(0, 7);
  const thisMonth = rowOf(month, months.get(month) ?? { cents: 0, unpricedDraws: 0, verdicts: [] });
  return { months: newestFirst(months), years: newestFirst(years), thisMonth, limit, overLimit: limit !== null && thisMonth.cost > limit };
}

/** A limit as the player types it: whole rand or rand and cents, more than 0; null otherwise. */
export const parseLimit = parseRandAmount;
