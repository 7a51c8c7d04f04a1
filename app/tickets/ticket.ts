/**
 * A lottery ticket as it is printed: one main game, up to ten boards (A to J), the add-ons played with
 * it, the first draw it plays and how many consecutive draws. The wallet (/my-tickets) keeps these on
 * the device; everything else (the draws covered, the results, the price) is computed from them.
 * Client-safe: the rules module and nothing of the server.
 */
import { MAX_BOARDS, type Ticket as Board } from "~/rules/check-numbers";
import { GAME_IDS, GAMES, type GameId } from "~/rules/games";

export type { Board };

/** The games a ticket is bought for; the Plus games are add-ons to one of them. */
export const TICKET_GAMES = ["lotto", "powerball", "daily-lotto"] as const satisfies readonly GameId[];
export type TicketGame = (typeof TICKET_GAMES)[number];

/** A ticket plays 1 to this many consecutive draws. */
export const MAX_DRAWS = 10;

/** The boards' letters as printed: A to J. */
export const BOARD_LETTERS = Array.from({ length: MAX_BOARDS }, (_, i) => String.fromCharCode(65 + i));

export interface WalletTicket {
  game: TicketGame;
  /** In the order printed: boards[0] is board A. */
  boards: Board[];
  /** Add-on games played with the main game, in the rules module's order. */
  addOns: GameId[];
  /** SA date of the first draw the ticket plays (YYYY-MM-DD). */
  firstDraw: string;
  /** Number of consecutive scheduled draws, 1 to MAX_DRAWS. */
  draws: number;
  /**
   * What the player paid for the whole ticket (every board, add-on and draw), in rand, as printed on it.
   * Absent on a ticket kept before the form asked for it, or from a link that carries none.
   */
  price?: number;
}

export function isTicketGame(value: string): value is TicketGame {
  return (TICKET_GAMES as readonly string[]).includes(value);
}

/** The add-on games a main game has (Lotto: Lotto Plus 1 and 2; PowerBall: PowerBall Plus). */
export function addOnsOf(game: GameId): GameId[] {
  return GAME_IDS.filter((id) => GAMES[id].addOnTo === game);
}

/** The games a ticket plays each draw: the main game first, then its add-ons. */
export function gamesOf(ticket: Pick<WalletTicket, "game" | "addOns">): GameId[] {
  return [ticket.game, ...ticket.addOns];
}
