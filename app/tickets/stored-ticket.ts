/**
 * A ticket as the wallet keeps it on the device, and the check of what comes back from storage: a stored
 * ticket is read through the same form rules as a new one (parseTicketForm), so a damaged record or one
 * written by hand never reaches the results as a ticket. Records carry their version: a record of an
 * older version is still read as what it was, one of a newer version is not read at all. Client-safe.
 */
import { formatDateField } from "~/input/date-field";
import { parseTicketForm, type TicketFormValues } from "./ticket-form";
import type { WalletTicket } from "./ticket";

/**
 * The version of the records written now. 1 (records without `version`): the ticket without a price.
 * 2: the ticket with the price the player paid (`ticket.price`, absent when not given).
 */
const STORED_TICKET_VERSION = 2;

export interface StoredTicket {
  /** A random id, the ticket's key in storage. */
  id: string;
  /** When it was added (ISO 8601), to list the newest first. */
  added: string;
  ticket: WalletTicket;
}

/** A ticket written back as the form's values: what the player would type for it. */
export function ticketFormValues(ticket: WalletTicket): TicketFormValues {
  return {
    game: ticket.game,
    boards: ticket.boards.map((board) => board.numbers.join(" ")),
    powerballs: ticket.boards.map((board) => (board.powerball === null ? "" : String(board.powerball))),
    addOns: ticket.addOns,
    firstDraw: formatDateField(ticket.firstDraw),
    draws: String(ticket.draws),
    ...(ticket.price === undefined ? {} : { price: ticket.price.toFixed(2) }),
  };
}

/** A ticket as it is written to storage or an export: with the version of its record. */
export const storedRecord = (entry: StoredTicket) => ({ version: STORED_TICKET_VERSION, ...entry });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isBoard = (value: unknown) =>
  isRecord(value) &&
  Array.isArray(value.numbers) &&
  (value.numbers as unknown[]).every(Number.isInteger) &&
  (value.powerball === null || Number.isInteger(value.powerball));

/** A stored record read back, or null when it is not a valid ticket under the rules of its draws. */
export function readStoredTicket(value: unknown): StoredTicket | null {
  if (!isRecord(value) || typeof value.id !== "string" || value.id === "" || typeof value.added !== "string") return null;
  // No version: a record of version 1, from before the price. A version this page does not know is not guessed at.
  const version = value.version ?? 1;
  if (version !== 1 && version !== STORED_TICKET_VERSION) return null;
  const ticket = value.ticket;
  if (!isRecord(ticket) || typeof ticket.game !== "string" || typeof ticket.firstDraw !== "string" || !Number.isInteger(ticket.draws))
    return null;
  if (!Array.isArray(ticket.boards) || !(ticket.boards as unknown[]).every(isBoard)) return null;
  if (!Array.isArray(ticket.addOns) || !(ticket.addOns as unknown[]).every((id) => typeof id === "string")) return null;
  const price = version === 1 ? undefined : ticket.price;
  if (price !== undefined && (typeof price !== "number" || !Number.isFinite(price))) return null;
  // The shapes are right; the form's rules decide the rest (game, ranges, dates, add-ons, price).
  const { price: _, ...shape } = ticket;
  const parsed = parseTicketForm(ticketFormValues({ ...(shape as unknown as WalletTicket), ...(price === undefined ? {} : { price }) }));
  return parsed.ok ? { id: value.id, added: value.added, ticket: parsed.ticket } : null;
}
