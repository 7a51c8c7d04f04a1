/**
 * What a ticket won: for every draw it covers, every game it plays (the main game and each add-on) and
 * every board, the balls matched and the division won, with the payout per winning board where the
 * draw's prize table gives it. The draws come in the shape the public API answers
 * (`/api/results/{game}/{date}`), so the browser feeds this from the API and the tests from data/.
 * The matching is the checker's (app/rules/check-numbers.ts): the draw's published table first, the
 * rules of the draw's own era where the table lacks the row. Client-safe.
 */
import { formatDateField } from "~/input/date-field";
import { formatRand } from "~/format";
import { answerBoard, type BoardOutcome } from "~/rules/check-numbers";
import { eraOn, matchCodeLabel, weekdayName, type GameId } from "~/rules/games";
import { saDate, saInstant, weekdayOf } from "~/rules/schedule";
import { claimDeadline, claimTier, type ClaimStatus, type ClaimTier } from "./claims";
import { coveredDraws } from "./ticket-draws";
import { BOARD_LETTERS, gamesOf, type Board, type WalletTicket } from "./ticket";

/**
 * A draw as `/api/results/{game}/{date}` answers it: the fields the results need. Declared here, where it
 * is read (the ticket engine sits below the API); app/api/schemas.server.ts checks that its answer fits.
 */
export interface PublishedDraw {
  gameType: GameId;
  drawDate: string;
  numbers: number[];
  bonusNumber: number | null;
  divisions: readonly { division: number; match: string; winners: number | null; payout: number | null }[];
}

/** A game's draw on a date as far as we know it: its result, or null when we do not hold it (not drawn, or not in yet). */
export type DrawLookup = (game: GameId, date: string) => PublishedDraw | null;

export const NO_PAYOUTS_YET = "Payouts not published yet";

export interface BoardResult {
  letter: string;
  board: Board;
  /** The board's numbers that were drawn, ascending. */
  matched: number[];
  /** The board holds the bonus ball (Lotto) or its PowerBall is the one drawn. */
  bonusMatched: boolean;
  outcome: BoardOutcome;
  /** "Division 5: Match 4: R 155.80", "No win", … */
  text: string;
}

export type GameDrawResult =
  | { game: GameId; date: string; status: "not-drawn"; text: string }
  | { game: GameId; date: string; status: "not-in-records"; text: string }
  | {
      game: GameId;
      date: string;
      status: "drawn";
      numbers: number[];
      bonus: number | null;
      /** Whether the draw's prize table is published (held by us). */
      payoutsPublished: boolean;
      boards: BoardResult[];
      /** Rand won in this game's draw, from the payouts we know. */
      won: number;
      /** Winning boards whose payout we do not know yet. */
      unknownPayouts: number;
    };

export interface DrawResult {
  date: string;
  games: GameDrawResult[];
  won: number;
  /** Some board of this draw won a prize (known payout or not). */
  prize: boolean;
  /** The last day to claim this draw's prizes; null without a prize. */
  claimBy: string | null;
  claim: ClaimStatus | null;
}

export interface TicketResults {
  draws: DrawResult[];
  /** Rand won over all the ticket's draws, from the payouts we know. */
  total: number;
  /** Winning boards whose payout is not known yet: the total is then "at least". */
  unknownPayouts: number;
  /** Where a prize of the total is claimed (retailer, payout centre, regional office); null when nothing is won. */
  claimRule: ClaimTier | null;
}

/** "Saturday 28/11/2026". */
export const dayAndDate = (date: string) => `${weekdayName(weekdayOf(date))} ${formatDateField(date)}`;

function outcomeText(outcome: BoardOutcome, payoutsPublished: boolean): string {
  switch (outcome.kind) {
    case "none":
      return "No win";
    case "unknown":
      return "Our records do not tell which division this is";
    case "prize": {
      const name = `Division ${outcome.division}: ${matchCodeLabel(outcome.match)}`;
      if (outcome.payout !== null) return `${name}: ${formatRand(outcome.payout)}`;
      return `${name}: ${payoutsPublished ? "payout not in our records" : NO_PAYOUTS_YET}`;
    }
  }
}

/** One game's draw for a ticket's boards. */
export function gameDrawResult(
  game: GameId,
  date: string,
  boards: readonly Board[],
  draw: PublishedDraw | null,
  now: Date,
): GameDrawResult {
  if (!draw) {
    const era = eraOn(game, date);
    const drawn = era ? saInstant(date, era.drawTime) <= now : saDate(now) > date;
    return drawn
      ? { game, date, status: "not-in-records", text: `No result in our records yet for ${dayAndDate(date)}` }
      : { game, date, status: "not-drawn", text: `Not drawn yet: ${dayAndDate(date)}` };
  }
  const era = eraOn(game, date);
  const payoutsPublished = draw.divisions.length > 0;
  let won = 0;
  let unknownPayouts = 0;
  const results = boards.map((board, i): BoardResult => {
    const answer = answerBoard(game, era, board, { numbers: draw.numbers, bonus: draw.bonusNumber }, draw.divisions);
    if (answer.outcome.kind === "prize") {
      if (answer.outcome.payout === null) unknownPayouts++;
      else won += answer.outcome.payout;
    }
    return { letter: BOARD_LETTERS[i]!, board, ...answer, text: outcomeText(answer.outcome, payoutsPublished) };
  });
  return {
    game,
    date,
    status: "drawn",
    numbers: draw.numbers,
    bonus: draw.bonusNumber,
    payoutsPublished,
    boards: results,
    won,
    unknownPayouts,
  };
}

/** Everything a ticket won, as of `now`. */
export function ticketResults(ticket: WalletTicket, lookup: DrawLookup, now: Date): TicketResults {
  const today = saDate(now);
  const draws = coveredDraws(ticket.game, ticket.firstDraw, ticket.draws).map((date): DrawResult => {
    const games = gamesOf(ticket).map((game) => gameDrawResult(game, date, ticket.boards, lookup(game, date), now));
    const drawn = games.filter((g) => g.status === "drawn");
    const won = drawn.reduce((sum, g) => sum + g.won, 0);
    const prize = drawn.some((g) => g.boards.some((b) => b.outcome.kind === "prize"));
    const deadline = prize ? claimDeadline(date, today) : null;
    return { date, games, won, prize, claimBy: deadline?.claimBy ?? null, claim: deadline?.status ?? null };
  });
  const total = Math.round(draws.reduce((sum, d) => sum + d.won, 0) * 100) / 100;
  const unknownPayouts = draws.reduce((sum, d) => sum + d.games.reduce((n, g) => n + (g.status === "drawn" ? g.unknownPayouts : 0), 0), 0);
  return { draws, total, unknownPayouts, claimRule: total > 0 ? claimTier(total) : null };
}
