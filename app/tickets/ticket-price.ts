/**
 * What a ticket cost: the price the player paid, as printed on the ticket and typed into the form; else,
 * for a ticket kept before the form asked for it, our price table's (app/rules/prices.ts: per draw, per
 * board, the main game and each add-on on the date of that draw). Where the table holds no confirmed
 * price for one of them (none, or one that only hobby projects state), that price is unknown: never a
 * guess. The table's price also fills in the form's price field where it is known. Client-safe.
 */
import { formatRand } from "~/words/numbers";
import { confirmedPriceOn } from "~/rules/prices";
import { coveredDraws } from "./ticket-draws";
import { gamesOf, type WalletTicket } from "./ticket";

export const PRICE_UNKNOWN = "not in our records";

/** A ticket as far as its price goes: its games, how many boards, its first draw and how many draws. */
type Priced = Pick<WalletTicket, "game" | "addOns" | "firstDraw" | "draws"> & { boards: { length: number } };

/** What one draw of the ticket cost by our price table: every game it plays there, per board; null when the table lacks a price. */
function tableDrawPrice(ticket: Priced, date: string): number | null {
  let cents = 0;
  for (const game of gamesOf(ticket)) {
    const price = confirmedPriceOn(game, date);
    if (price === null) return null;
    cents += Math.round(price * 100) * ticket.boards.length;
  }
  return cents / 100;
}

/** The ticket's price by our price table, or null when it lacks the price of a game in one of its draws. */
export function tablePrice(ticket: Priced): number | null {
  const dates = coveredDraws(ticket.game, ticket.firstDraw, ticket.draws);
  if (dates.length < ticket.draws) return null;
  let cents = 0;
  for (const date of dates) {
    const price = tableDrawPrice(ticket, date);
    if (price === null) return null;
    cents += Math.round(price * 100);
  }
  return cents / 100;
}

/** The ticket's price in rand: the player's own, else our table's; null when neither is known. */
export const ticketPrice = (ticket: WalletTicket): number | null => ticket.price ?? tablePrice(ticket);

/**
 * What one draw of the ticket cost: the player's price shared among its draws to the cent (the first
 * draws take the odd cents, so the draws add up to the price), else our table's price for that draw.
 */
export function drawPrice(ticket: WalletTicket, date: string): number | null {
  if (ticket.price === undefined) return tableDrawPrice(ticket, date);
  const index = coveredDraws(ticket.game, ticket.firstDraw, ticket.draws).indexOf(date);
  if (index === -1) return null;
  const cents = Math.round(ticket.price * 100);
  return (Math.floor(cents / ticket.draws) + (index < cents % ticket.draws ? 1 : 0)) / 100;
}

/** "R 22.50" or "not in our records". */
export const priceText = (price: number | null) => (price === null ? PRICE_UNKNOWN : formatRand(price));
