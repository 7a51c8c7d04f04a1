/**
 * The wallet's storage: IndexedDB on this device only, through idb-keyval (a small, well-kept wrapper;
 * no IndexedDB code of our own). One record per ticket, keyed by its id. Records are read back through
 * readStoredTicket, so a damaged one is left out rather than shown wrong.
 */
import { clear, createStore, del, get, set, setMany, values } from "idb-keyval";
import { readStoredTicket, storedRecord, type StoredTicket } from "~/tickets/stored-ticket";
import type { WalletTicket } from "~/tickets/ticket";

const store = createStore("my-tickets", "tickets");
/**
 * What the wallet remembers besides the tickets: the ticket draws it has shown as drawn (for "what
 * changed since the last visit", app/tickets/visit-changes.ts), the player's monthly limit, and the
 * reminders the service worker has shown.
 */
const stateStore = createStore("my-tickets-state", "state");
const SEEN_KEY = "drawn";
const LIMIT_KEY = "monthly-limit";
/** The reminders shown (app/tickets/reminders.ts keys), so none is shown twice (issue 45). */
const REMINDED_KEY = "reminded";

/** Every valid ticket, newest first, and how many records could not be read. */
export async function loadTickets(): Promise<{ tickets: StoredTicket[]; unreadable: number }> {
  const records = await values(store);
  const tickets = records.map(readStoredTicket).filter((t): t is StoredTicket => t !== null);
  tickets.sort((a, b) => b.added.localeCompare(a.added));
  return { tickets, unreadable: records.length - tickets.length };
}

export async function addTicket(ticket: WalletTicket): Promise<StoredTicket> {
  const stored: StoredTicket = { id: crypto.randomUUID(), added: new Date().toISOString(), ticket };
  await set(stored.id, storedRecord(stored), store);
  return stored;
}

/** Imported tickets, each under its own id: importing the same file again replaces them rather than adding copies. */
export const putTickets = (tickets: readonly StoredTicket[]) =>
  setMany(
    tickets.map((ticket) => [ticket.id, storedRecord(ticket)]),
    store,
  );

/** Deletes a ticket and gives it back (null when it was not a readable ticket), so that the delete can be undone. */
export async function takeTicket(id: string): Promise<StoredTicket | null> {
  const record: unknown = await get(id, store);
  await del(id, store);
  return readStoredTicket(record);
}

/** The ids of the tickets kept: an import says which of its tickets were already here. */
export async function ticketIds(): Promise<Set<string>> {
  const { tickets } = await loadTickets();
  return new Set(tickets.map((ticket) => ticket.id));
}

/** "Delete all my tickets": the tickets and what the wallet remembers of them. */
export const deleteAllTickets = () => Promise.all([clear(store), clear(stateStore)]);

export const loadSeen = () => loadKeys(SEEN_KEY);

export const saveSeen = (keys: readonly string[]) => set(SEEN_KEY, [...keys], stateStore);

export async function loadLimit(): Promise<number | null> {
  const limit: unknown = await get(LIMIT_KEY, stateStore);
  return typeof limit === "number" && Number.isFinite(limit) && limit > 0 ? limit : null;
}

/** The monthly limit, or none (null). */
export const saveLimit = (limit: number | null) => set(LIMIT_KEY, limit, stateStore);

async function loadKeys(key: string): Promise<Set<string>> {
  const keys: unknown = await get(key, stateStore);
  return new Set(Array.isArray(keys) ? keys.filter((item): item is string => typeof item === "string") : []);
}

/** The reminders shown on this device (their keys). */
export const loadReminded = () => loadKeys(REMINDED_KEY);

export const saveReminded = (keys: readonly string[]) => set(REMINDED_KEY, [...keys], stateStore);
