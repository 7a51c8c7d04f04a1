/**
 * My spending, for the player's own eyes: per month and per year of the tickets' draws, what the draws
 * cost (where our records hold the price: app/rules/prices.ts) against what they won, and whether this
 * month's tickets pass the player's own monthly limit. Each draw counts in its own month, so a ticket
 * for several draws spreads over the months it plays. Computed on the device only. Client-safe.
 */
import { saDate } from "~/rules/sa-time";
import { drawPrice } from "./ticket-price";
import type { TicketResults } from "./ticket-results";
import type { WalletTicket } from "./ticket";

export interface SpendingRow {
  /** "2026-08" for a month, "2026" for a year. */
  period: string;
  /** Rand spent on the draws whose price we know. */
  cost: number;
  /** Draws whose price is not in our records: the cost is then "at least". */
  unpricedDraws: number;
  /** Rand won, from the payouts we know. */
  won: number;
  /** Prizes whose payout is not published yet. */
  unknownPayouts: number;
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

const emptyRow = (period: string): SpendingRow => ({ period, cost: 0, unpricedDraws: 0, won: 0, unknownPayouts: 0 });
const round = (rand: number) => Math.round(rand * 100) / 100;

function add(rows: Map<string, SpendingRow>, period: string, cost: number | null, won: number, unknownPayouts: number): void {
  const row = rows.get(period) ?? emptyRow(period);
  rows.set(period, {
    period,
    cost: round(row.cost + (cost ?? 0)),
    unpricedDraws: row.unpricedDraws + (cost === null ? 1 : 0),
    won: round(row.won + won),
    unknownPayouts: row.unknownPayouts + unknownPayouts,
  });
}

const newestFirst = (rows: Map<string, SpendingRow>) => [...rows.values()].sort((a, b) => b.period.localeCompare(a.period));

export function spending(tickets: readonly { ticket: WalletTicket; results: TicketResults }[], limit: number | null, now: Date): Spending {
  const months = new Map<string, SpendingRow>();
  const years = new Map<string, SpendingRow>();
  for (const { ticket, results } of tickets) {
    for (const draw of results.draws) {
      const cost = drawPrice(ticket, draw.date);
      const unknown = draw.games.reduce((n, game) => n + (game.status === "drawn" ? game.unknownPayouts : 0), 0);
      add(months, draw.date.slice(0, 7), cost, draw.won, unknown);
      add(years, draw.date.slice(0, 4), cost, draw.won, unknown);
    }
  }
  const thisMonth = months.get(saDate(now).slice(0, 7)) ?? emptyRow(saDate(now).slice(0, 7));
  return { months: newestFirst(months), years: newestFirst(years), thisMonth, limit, overLimit: limit !== null && thisMonth.cost > limit };
}

/** A limit as the player types it: whole rand or rand and cents, more than 0; null otherwise. */
export function parseLimit(text: string): number | null {
  const match = /^\s*R?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(`${match[1]}.${(match[2] ?? "0").padEnd(2, "0")}`);
  return amount > 0 ? amount : null;
}
