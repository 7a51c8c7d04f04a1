/** Which division a ticket would have won in a past draw, under that draw's era. Pure. */
import type { DivisionRule, Era } from "./games";

export interface Ticket {
  numbers: number[];
  /** PowerBall family: the player's PowerBall. Lotto family and Daily Lotto: null. */
  powerball: number | null;
}

export interface DrawToCheck {
  numbers: readonly number[];
  bonus: number | null;
}

export interface TicketMatch {
  matched: number[];
  bonusMatched: boolean;
  /** The division won, or null for no prize (or an era whose division table we do not hold). */
  division: DivisionRule | null;
}

export function matchTicket(era: Era, ticket: Ticket, draw: DrawToCheck): TicketMatch {
  const matched = ticket.numbers.filter((n) => draw.numbers.includes(n)).sort((a, b) => a - b);
  const bonusMatched =
    draw.bonus === null ? false : era.bonusFromMainDrum ? ticket.numbers.includes(draw.bonus) : ticket.powerball === draw.bonus;
  const division = era.divisions?.find((rule) => rule.main === matched.length && rule.bonus === bonusMatched) ?? null;
  return { matched, bonusMatched, division };
}
