/**
 * My tickets (/my-tickets): the wallet's script, inlined on that page only (`wallet: true` in its route's
 * handle). Tickets are kept in IndexedDB on the device (wallet-store.ts); their results are worked out
 * here by the ticket engine (app/tickets/) from the public API's draws (wallet-draws.ts). Nothing of a
 * ticket is sent anywhere.
 */
import { parseTicketForm } from "~/tickets/ticket-form";
import { ticketResults } from "~/tickets/ticket-results";
import { fetchDraws } from "./wallet-draws";
import { followGame, readTicketForm, showErrors } from "./wallet-form";
import { addTicket, deleteAllTickets, deleteTicket, loadTickets } from "./wallet-store";
import { ticketCard } from "./wallet-view";

const form = document.querySelector<HTMLFormElement>("form[data-wallet-form]");
const list = document.querySelector<HTMLElement>("[data-wallet-list]");
const status = document.querySelector<HTMLElement>("[data-wallet-status]");
const deleteAll = document.querySelector<HTMLButtonElement>("[data-wallet-delete-all]");

function say(text: string): void {
  if (status) status.textContent = text;
}

/** Storage can fail (a private window, a full disk): the player is told, and nothing is shown as saved. */
const STORAGE_FAILED = "This browser's storage could not be used: your tickets cannot be kept or read here.";

/** The list drawn again from storage and the API. */
async function render(): Promise<void> {
  if (!list) return;
  const { tickets, unreadable } = await loadTickets();
  const now = new Date();
  const { lookup, failed } = await fetchDraws(
    tickets.map((t) => t.ticket),
    now,
  );
  list.replaceChildren(...tickets.map((entry) => ticketCard(entry, ticketResults(entry.ticket, lookup, now))));
  if (deleteAll) deleteAll.hidden = tickets.length === 0;
  const notes = [
    tickets.length === 0 ? "No tickets yet: add one above." : `${tickets.length} ticket${tickets.length === 1 ? "" : "s"} on this device.`,
    failed > 0 ? `${failed} draw${failed === 1 ? "" : "s"} could not be loaded (no connection?): their results are not shown.` : "",
    unreadable > 0
      ? `${unreadable} stored ticket${unreadable === 1 ? "" : "s"} could not be read and ${unreadable === 1 ? "is" : "are"} not shown.`
      : "",
  ];
  say(notes.filter(Boolean).join(" "));
}

function start(): void {
  if (!form || !list) return;
  if (!("indexedDB" in window)) {
    say("This browser cannot keep tickets (no IndexedDB). Check My Numbers works without it.");
    return;
  }
  form.hidden = false;
  followGame(form);
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement && event.target.name === "game") followGame(form);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const result = parseTicketForm(readTicketForm(form));
    if (!result.ok) {
      showErrors(form, result.errors);
      say("The ticket was not added: see the messages beside the fields.");
      return;
    }
    showErrors(form, {});
    addTicket(result.ticket)
      .then(() => {
        form.reset();
        followGame(form);
        return render();
      })
      .then(
        () => say("Ticket added."),
        () => say(STORAGE_FAILED),
      );
  });
  list.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("[data-delete-ticket]") : null;
    if (!button?.dataset.deleteTicket) return;
    deleteTicket(button.dataset.deleteTicket)
      .then(render)
      .catch(() => say(STORAGE_FAILED));
  });
  deleteAll?.addEventListener("click", () => {
    if (!window.confirm("Delete all your tickets from this device? This cannot be undone.")) return;
    deleteAllTickets()
      .then(render)
      .catch(() => say(STORAGE_FAILED));
  });
  render().catch(() => say(STORAGE_FAILED));
}

start();
