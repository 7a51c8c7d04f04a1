/**
 * My tickets (/my-tickets): the wallet's script, inlined on that page only (`wallet: true` in its route's
 * handle). Tickets are kept in IndexedDB on the device (wallet-store.ts); their results are worked out
 * here by the ticket engine (app/tickets/) from the public API's draws (wallet-draws.ts). Nothing of a
 * ticket is sent anywhere: a shared ticket travels in the link's fragment, an export is a file saved here.
 */
import { parseTicketForm, ticketFieldId } from "~/tickets/ticket-form";
import { ticketResults, type GameDrawResult } from "~/tickets/ticket-results";
import { CATCH_UP_SAST } from "~/rules/ingest-schedule";
import { addDays, saInstant } from "~/words/sa-time";
import { POLL_MS } from "./results-watch";
import type { StoredTicket } from "~/tickets/stored-ticket";
import { gamesOf, type WalletTicket } from "~/tickets/ticket";
import { andList } from "~/words/lists";
import { displayName, GAME_IDS } from "~/rules/game-names";
import {
  readNewTicketFragment,
  readShareFragment,
  readWalletFile,
  shareFragment,
  WALLET_FILE_NAME,
  walletFile,
} from "~/tickets/wallet-file";
import { fetchDraws, forgetDraws } from "./wallet-draws";
import { keepWalletPage, workOffline } from "./wallet-offline";
import { savedAtText } from "./offline-policy";
import { clearFixedErrors, followGame, followPrice, readTicketForm, resetForm, showErrors } from "./wallet-form";
import { drawnKeys, visitChanges } from "~/tickets/visit-changes";
import { parseLimit, spending } from "~/tickets/spending";
import { limitText, spendingRows } from "./wallet-spending";
import {
  addTicket,
  deleteAllTickets,
  loadLimit,
  loadSeen,
  loadTickets,
  putTickets,
  saveLimit,
  saveSeen,
  takeTicket,
  ticketIds,
} from "./wallet-store";
import { ticketCard } from "./wallet-view";
import { WalletHook } from "~/tickets/wallet-hooks";

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);
const form = $<HTMLFormElement>(`form[${WalletHook.form}]`);
const list = $(`[${WalletHook.list}]`);
const status = $(`[${WalletHook.status}]`);
const deleteAll = $<HTMLButtonElement>(`[${WalletHook.deleteAll}]`);
const exportButton = $<HTMLButtonElement>(`[${WalletHook.exportButton}]`);
const importInput = $<HTMLInputElement>(`[${WalletHook.importInput}]`);
const shared = $(`[${WalletHook.shared}]`);
const sharedList = $(`[${WalletHook.sharedList}]`);
const sharedMessage = $(`[${WalletHook.sharedMessage}]`);
const keepShared = $<HTMLButtonElement>(`[${WalletHook.keepShared}]`);
const changesLine = $(`[${WalletHook.changes}]`);
const spendingSection = $(`[${WalletHook.spending}]`);
const spendingBody = $(`[${WalletHook.spendingRows}]`);
const limitLine = $(`[${WalletHook.limitLine}]`);
const limitForm = $<HTMLFormElement>(`form[${WalletHook.limitForm}]`);
const limitError = $("#wallet-limit-error");
const alertsSuggest = $(`[${WalletHook.alertsSuggest}]`);
const listHeading = $("#your-tickets-heading");
const undoBar = $(`[${WalletHook.undo}]`);
const undoButton = $<HTMLButtonElement>(`[${WalletHook.undoButton}]`);
/** Where the official results are (OPERATOR_URL, from the page): the link of what we cannot tell. */
const officialUrl = list?.getAttribute(WalletHook.officialUrl) ?? null;

function say(text: string): void {
  if (status) status.textContent = text;
}

/** Storage can fail (a private window, a full disk): the player is told, and nothing is shown as saved. */
const STORAGE_FAILED = "This browser's storage could not be used: your tickets cannot be kept or read here.";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The ticket of the address's fragment, when it holds a valid one. */
let sharedTicket: WalletTicket | null = null;

/** The last render could not check every draw, or showed the device's copies: the next chance to ask again is taken. */
let checkAgain = false;
/** What the last render said of the wallet (offline, unread records), kept after an action's own message. */
let notesText = "";

/**
 * The list (and a shared ticket) drawn again from storage and the API. On opening the page it also says
 * what changed since the last visit; every render remembers the draws shown as drawn, so a ticket added
 * now is not news next time.
 */
async function render(opening = false): Promise<void> {
  if (!list) return;
  const { tickets, unreadable } = await loadTickets();
  const now = new Date();
  const { lookup, unchecked, keptSince } = await fetchDraws(
    [...tickets.map((t) => t.ticket), ...(sharedTicket ? [sharedTicket] : [])],
    now,
  );
  checkAgain = unchecked > 0 || keptSince !== null;
  const checked = tickets.map((entry) => ({ entry, results: ticketResults(entry.ticket, lookup, now) }));
  if (tickets.length > 0) void keepWalletPage();
  list.replaceChildren(...checked.map(({ entry, results }) => ticketCard(entry, results, { kept: true, officialUrl })));
  // A reminder's tap opens `/my-tickets#ticket-<id>`: that ticket, once its card is drawn.
  if (opening && location.hash.startsWith("#ticket-")) document.getElementById(location.hash.slice(1))?.focus();
  const seen = await loadSeen();
  if (opening && changesLine) {
    const changes = visitChanges(
      seen,
      checked.map(({ entry, results }) => ({ id: entry.id, results })),
    );
    changesLine.textContent = changes.text ?? "";
    changesLine.hidden = changes.text === null;
  }
  await saveSeen([...seen, ...checked.flatMap(({ entry, results }) => drawnKeys(entry.id, results))]);
  const spent = spending(
    checked.map(({ entry, results }) => ({ ticket: entry.ticket, results })),
    await loadLimit(),
    now,
  );
  if (spendingSection) spendingSection.hidden = tickets.length === 0;
  spendingBody?.replaceChildren(...spendingRows(spent));
  if (limitLine) {
    limitLine.textContent = limitText(spent);
    limitLine.className = spent.overLimit ? "rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800" : "font-semibold";
  }
  // A shared link opened on the device that already keeps its ticket: said, and the kept one shown.
  const sharedLink = sharedTicket ? shareFragment(sharedTicket) : null;
  const alreadyKept = sharedLink ? tickets.find((entry) => shareFragment(entry.ticket) === sharedLink) : undefined;
  if (alreadyKept) {
    sharedTicket = null;
    if (keepShared) keepShared.hidden = true;
    if (sharedMessage) sharedMessage.textContent = "This ticket is already in your tickets, shown below.";
    const card = list.querySelector<HTMLElement>(`[${WalletHook.ticket}="${CSS.escape(alreadyKept.id)}"]`);
    card?.scrollIntoView({ block: "start" });
    card?.focus({ preventScroll: true });
  }
  if (sharedList) {
    const entry: StoredTicket | null = sharedTicket ? { id: "shared", added: now.toISOString(), ticket: sharedTicket } : null;
    sharedList.replaceChildren(
      ...(entry ? [ticketCard(entry, ticketResults(entry.ticket, lookup, now), { kept: false, officialUrl })] : []),
    );
  }
  // Disabled rather than hidden while the wallet is empty, so that nothing below moves when it fills.
  suggestAlerts(tickets.map((entry) => entry.ticket));
  if (deleteAll) deleteAll.disabled = tickets.length === 0;
  if (exportButton) exportButton.disabled = tickets.length === 0;
  notesText = [
    keptSince ? `You're offline: the results shown are those this device saved on ${savedAtText(keptSince)}.` : "",
    unchecked > 0
      ? `${keptSince ? "" : "You're offline: "}${plural(unchecked, "draw")} could not be checked yet; ${unchecked === 1 ? "it is" : "they are"} checked as soon as the network is back.`
      : "",
    unreadable > 0 ? `${plural(unreadable, "stored ticket")} could not be read and ${unreadable === 1 ? "is" : "are"} not shown.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  say(
    [tickets.length === 0 ? "No tickets yet: add one above." : `${plural(tickets.length, "ticket")} on this device.`, notesText]
      .filter(Boolean)
      .join(" "),
  );
  watchLate(
    checked.flatMap(({ results }) => results.draws.flatMap((draw) => draw.games)),
    now,
  );
}

/** The kept tickets' draws whose results are due and not in yet ("game|date"), as the last render found them. */
let awaited = new Set<string>();
let watchTimer: number | undefined;

/**
 * Late results (issue 42): while a kept ticket's draw is inside its watch window (from the draw time to
 * the next morning's catch-up run, as app/rules/results-watch.ts has it) and its result is not in, the wallet asks again every
 * POLL_MS while the page is visible, through the draws' own cached answers, which it reads anyway (one
 * request where the latest-results API would add a second), and says so when one arrives. Hidden, it
 * waits: coming back asks at once (checkAgainWhenBack).
 */
function watchLate(games: readonly GameDrawResult[], now: Date): void {
  const key = (game: GameDrawResult) => `${game.game}|${game.date}`;
  const pending = games.filter(
    (game) =>
      game.status === "not-held" &&
      game.verdict.kind === "cannot-tell" &&
      game.verdict.reason === "result-pending" &&
      saInstant(addDays(game.date, 1), CATCH_UP_SAST) > now,
  );
  const arrived = games.filter((game) => game.status === "drawn" && awaited.has(key(game)));
  if (arrived.length > 0) {
    const names = [...new Set(arrived.map((game) => displayName(game.game)))];
    say(`${andList(names)} results are in. ${status?.textContent ?? ""}`.trim());
  }
  awaited = new Set(pending.map(key));
  checkAgain ||= awaited.size > 0;
  window.clearTimeout(watchTimer);
  if (awaited.size > 0) {
    watchTimer = window.setTimeout(() => {
      if (document.visibilityState === "visible") rerender().catch(() => say(STORAGE_FAILED));
    }, POLL_MS);
  }
}

/** Renders one after another (a focus during a render asks once more, after it). */
let rendering: Promise<void> = Promise.resolve();
function rerender(opening = false): Promise<void> {
  const next = rendering.then(() => render(opening));
  rendering = next.catch(() => undefined);
  return next;
}

/** An action's message, with what the wallet still has to say (offline, unread records). */
const sayDone = (text: string) => say(notesText ? `${text} ${notesText}` : text);

/** After a chance to ask again, what is still unchecked is asked once more after these waits: the network can take a moment to come back. */
const RETRY_AFTER_MS = [1_000, 4_000, 15_000];

/**
 * Draws not checked, or shown from the device's copy, are asked for again when the browser says it is
 * online, and when the player comes back to the page (focus, the tab shown again), without a reload:
 * the `online` event alone is not enough, as some browsers never lose `navigator.onLine` offline.
 */
function checkAgainWhenBack(): void {
  let retries: number[] = [];
  const ask = () => {
    if (checkAgain) rerender().catch(() => say(STORAGE_FAILED));
  };
  const again = () => {
    if (!checkAgain) return;
    for (const retry of retries) clearTimeout(retry);
    retries = RETRY_AFTER_MS.map((ms) => window.setTimeout(ask, ms));
    ask();
  };
  window.addEventListener("online", again);
  window.addEventListener("focus", again);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") again();
  });
}

/**
 * The results alerts' suggestion: the games the wallet's tickets play, for which an alert says what they
 * won; to a device that follows no game (results-alerts.ts marks the section `data-following`), the offer
 * to turn them on for the reminders too (issue 45).
 */
function suggestAlerts(tickets: readonly WalletTicket[]): void {
  if (!alertsSuggest) return;
  const games = GAME_IDS.filter((game) => tickets.some((ticket) => gamesOf(ticket).includes(game)));
  const offer = alertsSuggest.closest(`[${WalletHook.following}]`)
    ? ""
    : " Turn them on below, and this device also reminds you before a prize's time to claim ends.";
  alertsSuggest.textContent =
    games.length === 0
      ? ""
      : `Your tickets play ${andList(games.map(displayName))}: with their alerts on, the alert says what they won.${offer}`;
  alertsSuggest.hidden = games.length === 0;
}

/** Reads a shared ticket from the fragment (`/my-tickets#ticket=…`), which never reaches the server. */
function readShared(): void {
  const result = readShareFragment(location.hash);
  sharedTicket = result?.ok ? result.ticket : null;
  if (!shared) return;
  shared.hidden = result === null;
  if (keepShared) keepShared.hidden = !sharedTicket;
  if (sharedMessage)
    sharedMessage.textContent = !result
      ? ""
      : result.ok
        ? "This ticket came in a link. It is not kept on this device unless you add it."
        : `This link's ticket is not valid: ${Object.values(result.errors).join(" ")}`;
}

/** A draw page's "Add this ticket to My tickets" (`#new=lotto_2026-11-18`): the form set to that draw, ready for the numbers. */
function readNewTicket(target: HTMLFormElement): void {
  const prefill = readNewTicketFragment(location.hash);
  if (!prefill) return;
  const set = (name: string, value: string) => {
    const control = target.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
  };
  set("game", prefill.game);
  followGame(target);
  for (const box of target.querySelectorAll<HTMLInputElement>('input[name="addOn"]'))
    box.checked = (prefill.addOns as readonly string[]).includes(box.value);
  set("firstDraw", prefill.firstDraw);
  followPrice(target);
  history.replaceState(null, "", location.pathname);
  document.getElementById(ticketFieldId("board-A"))?.focus();
}

/** The keyboard's focus on a ticket's card, or on the list's heading when there is none. */
function focusTicket(id: string | null): void {
  const card = id ? list?.querySelector<HTMLElement>(`[${WalletHook.ticket}="${CSS.escape(id)}"]`) : null;
  (card ?? listHeading)?.focus();
}

/** How long a deleted ticket can be brought back. */
const UNDO_MS = 10_000;
let undoable: StoredTicket | null = null;
let undoTimer = 0;

function hideUndo(): void {
  undoable = null;
  clearTimeout(undoTimer);
  if (undoBar) undoBar.hidden = true;
}

/** Delete, the focus to the next ticket (the list's heading after the last), and "Undo" for UNDO_MS. */
function removeTicket(id: string): void {
  const card = list?.querySelector<HTMLElement>(`[${WalletHook.ticket}="${CSS.escape(id)}"]`);
  const next = card?.nextElementSibling?.getAttribute(WalletHook.ticket) ?? null;
  takeTicket(id)
    .then(async (taken) => {
      await rerender();
      focusTicket(next);
      hideUndo();
      if (taken && undoBar) {
        undoable = taken;
        undoBar.hidden = false;
        undoTimer = window.setTimeout(hideUndo, UNDO_MS);
      }
      sayDone("Ticket deleted.");
    })
    .catch(() => say(STORAGE_FAILED));
}

function undoDelete(): void {
  const ticket = undoable;
  hideUndo();
  if (!ticket) return;
  putTickets([ticket])
    .then(() => rerender())
    .then(() => {
      focusTicket(ticket.id);
      sayDone("Ticket restored.");
    })
    .catch(() => say(STORAGE_FAILED));
}

/** Share a ticket's link: the device's share sheet where there is one, else the link copied ("Link copied"). */
function shareTicket(button: HTMLButtonElement, path: string): void {
  const url = new URL(path, location.href).href;
  if (typeof navigator.share === "function") {
    // Closing the share sheet rejects: nothing to say then.
    navigator.share({ title: "My lottery ticket", url }).catch(() => undefined);
    return;
  }
  const copied = () => {
    const label = button.textContent;
    button.textContent = "Link copied";
    setTimeout(() => (button.textContent = label), 4_000);
    sayDone("Link copied.");
  };
  if (!navigator.clipboard) {
    say(`The link could not be copied here: ${url}`);
    return;
  }
  navigator.clipboard.writeText(url).then(copied, () => say(`The link could not be copied here: ${url}`));
}

function exportWallet(): void {
  void loadTickets().then(({ tickets }) => {
    const url = URL.createObjectURL(new Blob([walletFile(tickets, new Date())], { type: "application/json" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: WALLET_FILE_NAME });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    say(`${plural(tickets.length, "ticket")} exported to ${WALLET_FILE_NAME}.`);
  });
}

async function importWallet(file: File): Promise<void> {
  const read = readWalletFile(await file.text());
  if ("error" in read) {
    say(read.error);
    return;
  }
  const kept = await ticketIds();
  await putTickets(read.tickets);
  await rerender();
  const skipped =
    read.skipped > 0 ? ` ${plural(read.skipped, "record")} of the file ${read.skipped === 1 ? "was" : "were"} not a valid ticket.` : "";
  // A ticket keeps its id in the file: importing the same file again adds nothing, and says so.
  const again = read.tickets.filter((ticket) => kept.has(ticket.id)).length;
  const added = read.tickets.length - again;
  const were = (n: number) => (n === 1 ? "was" : "were");
  const done =
    added === 0
      ? `${again === 1 ? "This ticket was" : `These ${again} tickets were`} already in your tickets: nothing new imported.`
      : `${plural(added, "ticket")} imported${again > 0 ? `; ${again} ${were(again)} already in your tickets` : ""}.`;
  sayDone(`${done}${skipped}`);
}

function start(): void {
  if (!form || !list) return;
  if (!("indexedDB" in window)) {
    say("This browser cannot keep tickets (no IndexedDB). Check My Numbers works without it.");
    return;
  }
  // The fields are shown disabled until now, so enabling them moves nothing on the page.
  const fields = form.querySelector<HTMLFieldSetElement>(`fieldset[${WalletHook.fields}]`);
  if (fields) fields.disabled = false;
  if (importInput) importInput.disabled = false;
  followGame(form);
  followPrice(form);
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement && event.target.name === "game") followGame(form);
    followPrice(form, event);
  });
  form.addEventListener("input", (event) => followPrice(form, event));
  // A corrected field loses its message at once (clearFixedErrors), on typing as on a choice.
  const recheck = () => {
    if (!form.querySelector(`[${WalletHook.fieldError}]:not([hidden])`)) return;
    const result = parseTicketForm(readTicketForm(form));
    clearFixedErrors(form, result.ok ? {} : result.errors);
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);
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
        resetForm(form);
        return rerender();
      })
      .then(
        () => sayDone("Ticket added."),
        () => say(STORAGE_FAILED),
      );
  });
  list.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const removeId = target?.closest(`[${WalletHook.deleteTicket}]`)?.getAttribute(WalletHook.deleteTicket);
    if (removeId) removeTicket(removeId);
    const share = target?.closest<HTMLButtonElement>(`[${WalletHook.shareTicket}]`);
    const shareLink = share?.getAttribute(WalletHook.shareTicket);
    if (share && shareLink) shareTicket(share, shareLink);
  });
  undoButton?.addEventListener("click", undoDelete);
  deleteAll?.addEventListener("click", () => {
    if (!window.confirm("Delete all your tickets from this device? This cannot be undone.")) return;
    deleteAllTickets()
      .then(() => rerender())
      .catch(() => say(STORAGE_FAILED));
  });
  exportButton?.addEventListener("click", exportWallet);
  importInput?.addEventListener("change", () => {
    const file = importInput.files?.[0];
    if (!file) return;
    importWallet(file)
      .catch(() => say(STORAGE_FAILED))
      .finally(() => (importInput.value = ""));
  });
  keepShared?.addEventListener("click", () => {
    if (!sharedTicket) return;
    addTicket(sharedTicket)
      .then(() => {
        // The link's ticket is now a kept one: the address no longer needs to hold it.
        history.replaceState(null, "", location.pathname);
        readShared();
        return rerender();
      })
      .then(
        () => sayDone("Ticket added."),
        () => say(STORAGE_FAILED),
      );
  });
  limitForm?.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = limitForm.elements.namedItem("limit");
    if (!(input instanceof HTMLInputElement)) return;
    const limit = parseLimit(input.value);
    if (limitError) {
      limitError.textContent = limit === null ? "Enter the limit in rand, more than 0 (for example 200 or 150.50)." : "";
      limitError.hidden = limit !== null;
    }
    if (limit === null) {
      input.setAttribute("aria-invalid", "true");
      input.focus();
      return;
    }
    input.removeAttribute("aria-invalid");
    saveLimit(limit)
      .then(() => rerender())
      .catch(() => say(STORAGE_FAILED));
  });
  $(`[${WalletHook.limitClear}]`)?.addEventListener("click", () => {
    saveLimit(null)
      .then(() => rerender())
      .catch(() => say(STORAGE_FAILED));
  });
  window.addEventListener("hashchange", () => {
    readNewTicket(form);
    readShared();
    rerender().catch(() => say(STORAGE_FAILED));
  });
  readNewTicket(form);
  readShared();
  rerender(true).catch(() => say(STORAGE_FAILED));
  checkAgainWhenBack();
  workOffline(() => {
    forgetDraws();
    rerender().catch(() => say(STORAGE_FAILED));
  });
}

start();
