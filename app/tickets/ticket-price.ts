/**
 * What a ticket cost: per draw, per board, the price of the main game and of each add-on on the date of
 * that draw (the price table with its sources, app/rules/prices.ts). Where the table holds no confirmed
 * price for one of them (none, or one that only hobby projects state), the ticket's price is unknown: never
 * a guess. Client-safe.
 */
import { formatRand } from "~/format";
import { confirmedPriceOn } from "~/rules/prices";
import { coveredDraws } from "./ticket-draws";
import { gamesOf, type WalletTicket } from "./ticket";

export const PRICE_UNKNOWN = "not in our records";

/** What one draw of the ticket cost: every game it plays there, per board; null when our records lack a price. */
export function drawPrice(ticket: WalletTicket, date: string): number | null {
  let total = 0;
  for (const game of gamesOf(ticket)) {
    const price = confirmedPriceOn(game, date);
    if (price === null) return null;
    total += price * ticket.boards.length;
  }
  return Math.round(total * 100) / 100;
}

/** The ticket's price in rand, or null when our records lack the price of a game in one of its draws. */
export function ticketPrice(ticket: WalletTicket): number | null {
  const dates = coveredDraws(ticket.game, ticket.firstDraw, ticket.draws);
  if (dates.length < ticket.draws) return null;
  let total = 0;
  for (const date of dates) {
    const price = drawPrice(ticket, date);
    if (price === null) return null;
    total += price;
  }
  return Math.round(total * 100) / 100;
}

/** "R 22.50" or "not in our records". */
export const priceText = (price: number | null) => (price === null ? PRICE_UNKNOWN : formatRand(price));
