/**
 * The wallet's storage: IndexedDB on this device only, through idb-keyval (a small, well-kept wrapper;
 * no IndexedDB code of our own). One record per ticket, keyed by its id. Records are read back through
 * readStoredTicket, so a damaged one is left out rather than shown wrong.
 */
import { clear, createStore, del, get, set, setMany, values } from "idb-keyval";
import { readStoredTicket, type StoredTicket } from "~/tickets/stored-ticket";
import type { WalletTicket } from "~/tickets/ticket";

const store = createStore("my-tickets", "tickets");
/** The ticket draws the wallet has shown as drawn (app/tickets/visit-changes.ts), for "what changed since the last visit". */
const seenStore = createStore("my-tickets-seen", "seen");
const SEEN_KEY = "drawn";

/** Every valid ticket, newest first, and how many records could not be read. */
export async function loadTickets(): Promise<{ tickets: StoredTicket[]; unreadable: number }> {
  const records = await values(store);
  const tickets = records.map(readStoredTicket).filter((t): t is StoredTicket => t !== null);
  tickets.sort((a, b) => b.added.localeCompare(a.added));
  return { tickets, unreadable: records.length - tickets.length };
}

export async function addTicket(ticket: WalletTicket): Promise<StoredTicket> {
  const stored: StoredTicket = { id: crypto.randomUUID(), added: new Date().toISOString(), ticket };
  await set(stored.id, stored, store);
  return stored;
}

/** Imported tickets, each under its own id: importing the same file again replaces them rather than adding copies. */
export const putTickets = (tickets: readonly StoredTicket[]) =>
  setMany(
    tickets.map((ticket) => [ticket.id, ticket]),
    store,
  );

export const deleteTicket = (id: string) => del(id, store);

/** "Delete all my tickets": the tickets and what the wallet remembers of them. */
export const deleteAllTickets = () => Promise.all([clear(store), clear(seenStore)]);

export async function loadSeen(): Promise<Set<string>> {
  const keys: unknown = await get(SEEN_KEY, seenStore);
  return new Set(Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : []);
}

export const saveSeen = (keys: readonly string[]) => set(SEEN_KEY, [...keys], seenStore);
