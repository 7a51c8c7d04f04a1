/**
 * The wallet as a file (export and import) and one ticket as a link (`/my-tickets#…`). The link's ticket
 * sits in the URL fragment, which browsers do not send to the server. Both are read back through the
 * same checks as a stored ticket or the form (readStoredTicket, parseTicketForm): a file or a link from
 * anywhere can add nothing that is not a valid ticket. Client-safe.
 */
import { readStoredTicket, storedRecord, type StoredTicket } from "./stored-ticket";
import { parseTicketForm, type TicketFormResult } from "./ticket-form";
import { formatDateField } from "~/input/date-field";
import { isIsoDate } from "~/words/sa-time";
import { GAMES, isGameId, type GameId } from "~/rules/games";
import { addOnsOf, isTicketGame, type TicketGame, type WalletTicket } from "./ticket";

/** What the file says it is, so that another JSON file is not taken for a wallet. */
const WALLET_FILE_FORMAT = "my-tickets";
/**
 * 1: tickets without a price. 2: each ticket a record of its own version (stored-ticket.ts), with the
 * price the player paid. Files of every version listed here are read.
 */
const WALLET_FILE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, WALLET_FILE_VERSION];
export const WALLET_FILE_NAME = "my-tickets.json";

interface WalletFile {
  format: typeof WALLET_FILE_FORMAT;
  version: typeof WALLET_FILE_VERSION;
  /** When it was exported (ISO 8601). */
  exported: string;
  tickets: ReturnType<typeof storedRecord>[];
}

export function walletFile(tickets: readonly StoredTicket[], now: Date): string {
  const file: WalletFile = {
    format: WALLET_FILE_FORMAT,
    version: WALLET_FILE_VERSION,
    exported: now.toISOString(),
    tickets: tickets.map(storedRecord),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The tickets of an exported file, and how many of its records were not valid tickets; or what is wrong with the file. */
export function readWalletFile(text: string): { tickets: StoredTicket[]; skipped: number } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "This file is not a My Tickets export (it is not JSON)." };
  }
  const file = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  if (file.format !== WALLET_FILE_FORMAT || !Array.isArray(file.tickets)) return { error: "This file is not a My Tickets export." };
  if (!READABLE_VERSIONS.includes(file.version))
    return { error: `This export's version (${String(file.version)}) is not one this page can read.` };
  // A file of version 1 holds records of version 1, whatever they say.
  const records = file.version === 1 ? (file.tickets as unknown[]).map(asVersion1) : (file.tickets as unknown[]);
  const tickets = records.map(readStoredTicket).filter((ticket): ticket is StoredTicket => ticket !== null);
  return { tickets, skipped: records.length - tickets.length };
}

/** A record of a version 1 file, read as one: without a version or a price. */
function asVersion1(record: unknown): unknown {
  if (typeof record !== "object" || record === null) return record;
  const { version: _, ...rest } = record as Record<string, unknown>;
  return rest;
}

const SHARE_KEY = "ticket";
const NEW_KEY = "new";

/**
 * The fragment of a link that opens the "Add a ticket" form for a draw (a draw page's "Add this ticket to
 * My tickets"): the ticket's game and first draw, and the add-on when the draw is a Plus game's.
 */
export function newTicketFragment(game: GameId, date: string): string {
  const main = GAMES[game].addOnTo ?? game;
  return `#${NEW_KEY}=${main}_${date}${main === game ? "" : `_${game}`}`;
}

/** What a "new ticket" fragment fills in, as the form shows it (the date as dd/mm/yyyy); null when the fragment is not one. */
export function readNewTicketFragment(hash: string): { game: TicketGame; firstDraw: string; addOns: GameId[] } | null {
  const match = new RegExp(`^#${NEW_KEY}=([a-z0-9-]+)_(\\d{4}-\\d{2}-\\d{2})(?:_([a-z0-9-]+))?$`).exec(hash);
  if (!match) return null;
  const [, game = "", firstDraw = "", addOn] = match;
  if (!isTicketGame(game) || !isIsoDate(firstDraw)) return null;
  if (addOn !== undefined && !(isGameId(addOn) && addOnsOf(game).includes(addOn))) return null;
  return { game, firstDraw: formatDateField(firstDraw), addOns: addOn ? [addOn] : [] };
}

/**
 * The fragment of a link to one ticket: `#ticket=` and the ticket as the form's values ("lotto", boards as
 * "1-2-3-4-5-6" or "1-2-3-4-5p7", the add-ons, the first draw as YYYY-MM-DD, the draws, and its price as
 * "22.50" when it has one), joined by "_". Links without the price (older ones) still read.
 */
export function shareFragment(ticket: WalletTicket): string {
  const boards = ticket.boards.map((board) => `${board.numbers.join("-")}${board.powerball === null ? "" : `p${board.powerball}`}`);
  const parts = [ticket.game, ticket.firstDraw, String(ticket.draws), ticket.addOns.join("."), boards.join(".")];
  if (ticket.price !== undefined) parts.push(ticket.price.toFixed(2));
  return `#${SHARE_KEY}=${parts.join("_")}`;
}

/** The ticket of a shared link's fragment, as the form would read it; null when the fragment holds none. */
export function readShareFragment(hash: string): TicketFormResult | null {
  const match = new RegExp(`^#${SHARE_KEY}=([a-z0-9_.p-]*)$`).exec(hash);
  if (!match) return null;
  const [game = "", firstDraw = "", draws = "", addOns = "", boards = "", price] = match[1]!.split("_");
  const parsedBoards = boards === "" ? [] : boards.split(".").map((board) => board.split("p"));
  return parseTicketForm({
    game,
    boards: parsedBoards.map(([numbers = ""]) => numbers.replace(/-/g, " ")),
    powerballs: parsedBoards.map(([, powerball = ""]) => powerball),
    addOns: addOns === "" ? [] : addOns.split("."),
    firstDraw,
    draws,
    ...(price === undefined ? {} : { price }),
  });
}
