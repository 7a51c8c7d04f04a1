/** Which division a ticket would have won in a draw, under that draw's era or its published prize table. Pure, client-safe. */
import { parseMatchCode } from "./division-odds";
import { divisionCode, type DivisionRule, type Era, type GameId } from "./games";

/** Boards one check takes: a ticket holds up to ten. */
export const MAX_BOARDS = 10;

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

/** The balls of a board that were drawn, and whether it holds the bonus ball (Lotto) or the PowerBall. */
function matchedBalls(
  era: Pick<Era, "bonusFromMainDrum">,
  ticket: Ticket,
  draw: DrawToCheck,
): { matched: number[]; bonusMatched: boolean } {
  const matched = ticket.numbers.filter((n) => draw.numbers.includes(n)).sort((a, b) => a - b);
  const bonusMatched =
    draw.bonus === null ? false : era.bonusFromMainDrum ? ticket.numbers.includes(draw.bonus) : ticket.powerball === draw.bonus;
  return { matched, bonusMatched };
}

/** The division of the era's rules a ticket would have won ("In all our records" checks every draw with this). */
export function matchTicket(era: Era, ticket: Ticket, draw: DrawToCheck): TicketMatch {
  const { matched, bonusMatched } = matchedBalls(era, ticket, draw);
  const division = era.divisions?.find((rule) => rule.main === matched.length && rule.bonus === bonusMatched) ?? null;
  return { matched, bonusMatched, division };
}

/** One row of a draw's published prize table. */
export interface PublishedDivision {
  division: number;
  /** Stored match code: "6", "5+bonus", "4+powerball". */
  match: string;
  winners: number | null;
  payout: number | null;
}

export type BoardOutcome =
  /** A prize: its division and match code, and the payout per winner when our records hold it. */
  | { kind: "prize"; division: number; match: string; payout: number | null }
  | { kind: "none" }
  /** Neither the rules of the draw's era nor the draw's own prize table tell which division this is. */
  | { kind: "unknown" };

export interface BoardAnswer {
  matched: number[];
  bonusMatched: boolean;
  outcome: BoardOutcome;
}

/** The payout per winner a row tells, or null when it tells none (a division nobody won has no payout per winner). */
const payoutOf = (row: PublishedDivision | undefined) => (row && row.payout !== null && row.winners !== 0 ? row.payout : null);

/**
 * What a board won in one draw. The draw's published prize table comes first, because it is what was
 * paid (a Plus pool paid a table of its own: LOTTO 5 MAX's of 29 Nov 2025 had "Match 2" and no
 * "2 + bonus"); the era's rules name the division when the table we hold lacks that row, and then the
 * payout is unknown, never guessed.
 *
 * "k" without a bonus also pays a board with k and the bonus when no "k + bonus" prize exists (neither in
 * the table nor in the era's rules), as division-odds.ts counts it.
 */
export function answerBoard(
  game: GameId,
  era: Era | undefined,
  ticket: Ticket,
  draw: DrawToCheck,
  table: readonly PublishedDivision[],
): BoardAnswer {
  const bonusFromMainDrum = era?.bonusFromMainDrum ?? false;
  const { matched, bonusMatched } = matchedBalls({ bonusFromMainDrum }, ticket, draw);
  const main = matched.length;
  const parsed = table.map((row) => ({ row, rule: parseMatchCode(row.match) }));
  const tableRow = (bonus: boolean) => parsed.find(({ rule }) => rule?.main === main && rule.bonus === bonus)?.row;
  const bonusPrizeExists =
    parsed.some(({ rule }) => rule?.main === main && rule.bonus) || (era?.divisions?.some((r) => r.main === main && r.bonus) ?? false);

  // A match no source prices for the era (58-ball 2 + Bonus) is answered only by a table row of its own.
  const unknownMatch = era?.unknownMatches?.some((rule) => rule.main === main && rule.bonus === bonusMatched) ?? false;
  const exact = tableRow(bonusMatched) ?? (bonusMatched && !bonusPrizeExists && !unknownMatch ? tableRow(false) : undefined);
  if (exact)
    return { matched, bonusMatched, outcome: { kind: "prize", division: exact.division, match: exact.match, payout: payoutOf(exact) } };

  if (unknownMatch) return { matched, bonusMatched, outcome: { kind: "unknown" } };
  if (era?.divisions) {
    const rule =
      era.divisions.find((r) => r.main === main && r.bonus === bonusMatched) ??
      (bonusMatched && !bonusPrizeExists ? era.divisions.find((r) => r.main === main && !r.bonus) : undefined);
    if (!rule) return { matched, bonusMatched, outcome: { kind: "none" } };
    return { matched, bonusMatched, outcome: { kind: "prize", division: rule.division, match: divisionCode(game, rule), payout: null } };
  }
  // No rules of ours for this era: a whole table (divisions 1 to N, none missing) without this match
  // means no prize; a partial one, or none, cannot tell.
  const numbers = table.map((row) => row.division);
  const whole = table.length > 0 && numbers.every((n) => n >= 1 && n <= table.length) && new Set(numbers).size === table.length;
  return { matched, bonusMatched, outcome: whole ? { kind: "none" } : { kind: "unknown" } };
}
