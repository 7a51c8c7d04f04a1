/**
 * The service worker (`/sw.js`, scope `/`), registered by My Tickets only (wallet-offline.ts): a visitor
 * who never opens the wallet gets none. It keeps what the wallet needs to open with no network
 * (offline-policy.ts says what and how) and nothing else; offline, a kept page says it is the copy saved
 * here and when, and a page never kept gets the site's offline page (offline-page.ts).
 *
 * Updates: the build writes its version into this script (scripts/vite-site-script.ts), so every deploy
 * that changes the pages' scripts serves different bytes at `/sw.js` and the browser installs the new
 * worker. It takes over at once (skipWaiting, clients.claim) and drops what a deploy may have changed;
 * pages never come from the cache while the network answers, so nothing stale is shown in between, and
 * the tickets' draws kept so far stay, so the wallet still opens offline just after a deploy.
 */
import { readDrawAlert, type DrawAlert } from "~/push/draw-alert";
import { jackpotNotification, readJackpotAlert } from "~/push/jackpot-alert";
import { eraOn, type GameId } from "~/rules/games";
import { saInstant } from "~/words/sa-time";
import { alertNotification } from "~/tickets/alert-notification";
import { readPublishedDraw, walletDrawPath } from "~/tickets/published-draw";
import { dueReminders } from "~/tickets/reminders";
import type { StoredTicket } from "~/tickets/stored-ticket";
import { coveredDraws } from "~/tickets/ticket-draws";
import type { DrawAnswer, PublishedDraw } from "~/tickets/ticket-results";
import { gamesOf } from "~/tickets/ticket";
import { offlinePage, withOfflineNote, type SavedPage } from "./offline-page";
import { APP_FILES, CACHE_NAME, keptAt, OFFLINE_PAGES, stamped, storable, storageKey, strategyFor } from "./offline-policy";
import { loadReminded, loadTickets, saveReminded } from "./wallet-store";

/**
 * Replaced with the build's version by scripts/vite-site-script.ts (the text must stay as it is): it makes
 * each deploy's /sw.js differ, which is how the browser knows to install it.
 */
const VERSION = "service-worker-version";

// The DOM library's types are the project's; the few worker types used here are written out instead.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends Event {
  data: unknown;
  ports: readonly MessagePort[];
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationClick extends ExtendableEvent {
  notification: Notification;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; openWindow(url: string): Promise<unknown> };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageFromPage) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClick) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Stores an answer, stamped with the time, if it may be kept; a full disk is no reason to fail the request. */
async function keep(request: Request, response: Response): Promise<void> {
  if (!storable(response)) return;
  try {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(storageKey(new URL(request.url)), stamped(response, new Date()));
  } catch {
    // Quota or a private window: the answer still reaches the page.
  }
}

async function fromCache(request: Request | string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAME);
  // A page kept from the wallet's own fetch answers its navigation too, whatever headers each carried.
  return cache.match(storageKey(new URL(typeof request === "string" ? request : request.url, worker.location.origin)), {
    ignoreVary: true,
  });
}

/** A kept page, shown offline: with the note that it is this device's copy, and when it was saved. */
async function offlineCopy(kept: Response): Promise<Response> {
  const headers = new Headers(kept.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(withOfflineNote(await kept.text(), keptAt(kept)), { status: kept.status, statusText: kept.statusText, headers });
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(request, response.clone());
    return response;
  } catch (error) {
    const kept = await fromCache(request);
    if (!kept) throw error;
    // The note is a courtesy: a copy that cannot take it is shown as it was kept.
    return request.mode === "navigate" ? offlineCopy(kept.clone()).catch(() => kept) : kept;
  }
}

/** Another page visited: the network's answer, or the site's offline page with what is saved here (never stored). */
async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const saved: SavedPage[] = [];
    for (const path of OFFLINE_PAGES) {
      const kept = await fromCache(path);
      if (kept) saved.push({ path, savedAt: keptAt(kept) });
    }
    return new Response(offlinePage(saved, new URL(request.url).pathname), {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      },
    });
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await fromCache(request);
  if (kept) return kept;
  const response = await fetch(request);
  await keep(request, response.clone());
  return response;
}

/** What a new worker drops: other caches, the app's files (a deploy may change them) and what it no longer keeps. */
async function dropOutdated(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name)));
  const cache = await caches.open(CACHE_NAME);
  const origin = worker.location.origin;
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (APP_FILES.includes(url.pathname) || strategyFor("GET", url, origin) === null) await cache.delete(request);
  }
}

// Nothing is downloaded for the cache at install: what the wallet needs is kept as it passes by.
worker.addEventListener("install", (event) => {
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(dropOutdated().then(() => worker.clients.claim()));
});

worker.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  const strategy = strategyFor(event.request.method, url, worker.location.origin, event.request.mode === "navigate");
  if (strategy === "network-first") event.respondWith(networkFirst(event.request));
  else if (strategy === "cache-first") event.respondWith(cacheFirst(event.request));
  else if (strategy === "network-or-offline-page") event.respondWith(networkOrOfflinePage(event.request));
});

// A page (or a test) may ask which version controls it: `postMessage("version", [port])`.
worker.addEventListener("message", (event) => {
  if (event.data === "version") event.ports[0]?.postMessage(VERSION);
});

/** The draw's answer with its prize table, when the network gives it (kept for offline too); null otherwise. */
async function publishedDraw(alert: DrawAlert): Promise<PublishedDraw | null> {
  const request = new Request(walletDrawPath(alert.game, alert.drawDate), { headers: { Accept: "application/json" } });
  try {
    const response = await fetch(request);
    await keep(request, response.clone());
    return response.ok ? readPublishedDraw(await response.json(), alert.game, alert.drawDate) : null;
  } catch {
    return null;
  }
}

/** The tickets kept on this device; none when its storage cannot be read. */
const keptTickets = (): Promise<StoredTicket[]> =>
  loadTickets().then(
    ({ tickets }) => tickets,
    () => [],
  );

/**
 * A win alert (issue 32, docs/alerts.md): the server sent only the draw; the tickets kept on this device
 * are checked here and the notification worded from them (app/tickets/alert-notification.ts).
 */
async function showDrawAlert(alert: DrawAlert, tickets: readonly StoredTicket[], published: PublishedDraw | null): Promise<void> {
  const { title, body } = alertNotification(
    alert,
    tickets.map((entry) => entry.ticket),
    published,
    new Date(),
  );
  await worker.registration.showNotification(title, {
    body,
    icon: "/icons/icon-192.png",
    // One notification per game: the next draw's replaces it.
    tag: alert.game,
    data: { url: alert.url },
  });
}

/** The kept answer of a draw, read from this device only (no network): "offline" when none is kept. */
async function keptDraw(game: GameId, date: string): Promise<DrawAnswer> {
  try {
    const kept = await fromCache(walletDrawPath(game, date));
    return (kept && readPublishedDraw(await kept.json(), game, date)) ?? "offline";
  } catch {
    return "offline";
  }
}

/**
 * Claim-by and last-draw reminders (issue 45, app/tickets/reminders.ts), on every push: from the kept
 * tickets and the draws this device holds (the pushed one, fetched for the alert, and those the wallet
 * kept), with no other request. Each is shown once: its key is remembered here. A tap opens the ticket in
 * My Tickets.
 */
async function showReminders(tickets: readonly StoredTicket[], pushed: PublishedDraw | null): Promise<void> {
  if (tickets.length === 0) return;
  const now = new Date();
  const held = new Map<string, DrawAnswer>();
  for (const { ticket } of tickets) {
    for (const date of coveredDraws(ticket.game, ticket.firstDraw, ticket.draws)) {
      for (const game of gamesOf(ticket)) {
        const era = eraOn(game, date);
        const key = `${game}|${date}`;
        if (!era || saInstant(date, era.drawTime) > now || held.has(key)) continue;
        held.set(key, pushed?.gameType === game && pushed.drawDate === date ? pushed : await keptDraw(game, date));
      }
    }
  }
  const shown = await loadReminded();
  const due = dueReminders(tickets, (game, date) => held.get(`${game}|${date}`) ?? null, now, shown);
  if (due.length === 0) return;
  // Remembered before they show: a worker stopped half-way leaves one unshown rather than one shown twice.
  const ids = new Set(tickets.map((entry) => entry.id));
  const kept = [...shown].filter((key) => ids.has(key.split(":")[1] ?? ""));
  await saveReminded([...new Set([...kept, ...due.flatMap((reminder) => [reminder.key, ...reminder.covers])])]);
  for (const reminder of due) {
    await worker.registration.showNotification(reminder.title, {
      body: reminder.body,
      icon: "/icons/icon-192.png",
      tag: reminder.key,
      data: { url: `/my-tickets#ticket-${reminder.ticketId}` },
    });
  }
}

/**
 * A push: a draw's results (its win alert), a jackpot over the device's threshold (issue 45), and either
 * way the reminders due. A push always shows a notification, as browsers require: one this worker cannot
 * read says results are in.
 */
async function onPush(data: unknown): Promise<void> {
  const draw = readDrawAlert(data);
  const jackpot = draw ? null : readJackpotAlert(data);
  if (!draw && !jackpot) {
    await worker.registration.showNotification("New results are in", {
      body: "Open My Tickets to check your tickets.",
      data: { url: "/my-tickets" },
    });
    return;
  }
  const [tickets, published] = await Promise.all([keptTickets(), draw ? publishedDraw(draw) : null]);
  if (draw) await showDrawAlert(draw, tickets, published);
  if (jackpot) {
    const { title, body } = jackpotNotification(jackpot);
    // One per game's jackpot: a newer estimate replaces it; apart from the results' notification.
    await worker.registration.showNotification(title, {
      body,
      icon: "/icons/icon-192.png",
      tag: `${jackpot.game}-jackpot`,
      data: { url: jackpot.url },
    });
  }
  try {
    await showReminders(tickets, published);
  } catch {
    // The alert is shown; a reminder that could not be worked out waits for the next push.
  }
}

worker.addEventListener("push", (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: the generic notification.
  }
  event.waitUntil(onPush(data));
});

// A tap opens the draw's page, the game's page or the ticket in My Tickets on this site (never another address), or the wallet.
worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const target = typeof url === "string" && URL.canParse(url) && new URL(url).origin === worker.location.origin ? url : "/my-tickets";
  event.waitUntil(worker.clients.openWindow(target));
});
