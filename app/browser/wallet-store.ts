/**
 * The wallet's storage: IndexedDB on this device only, through idb-keyval (a small, well-kept wrapper;
 * no IndexedDB code of our own). One record per ticket, keyed by its id. Records are read back through
 * readStoredTicket, so a damaged one is left out rather than shown wrong.
 */
import { clear, createStore, del, set, setMany, values } from "idb-keyval";
import { readStoredTicket, type StoredTicket } from "~/tickets/stored-ticket";
import type { WalletTicket } from "~/tickets/ticket";

const store = createStore("my-tickets", "tickets");

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

/** "Delete all my tickets": the store emptied. */
export const deleteAllTickets = () => clear(store);
