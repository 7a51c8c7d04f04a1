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
import { alertNotification } from "~/tickets/alert-notification";
import { readPublishedDraw } from "~/tickets/published-draw";
import type { PublishedDraw } from "~/tickets/ticket-results";
import { offlinePage, withOfflineNote, type SavedPage } from "./offline-page";
import { APP_FILES, CACHE_NAME, keptAt, OFFLINE_PAGES, stamped, storable, storageKey, strategyFor } from "./offline-policy";
import { loadTickets } from "./wallet-store";

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
  const request = new Request(`/api/results/${alert.game}/${alert.drawDate}`, { headers: { Accept: "application/json" } });
  try {
    const response = await fetch(request);
    await keep(request, response.clone());
    return response.ok ? readPublishedDraw(await response.json(), alert.game, alert.drawDate) : null;
  } catch {
    return null;
  }
}

/**
 * A win alert (issue 32, docs/alerts.md): the server sent only the draw; the tickets kept on this device
 * are checked here and the notification worded from them (app/tickets/alert-notification.ts). A push
 * always shows a notification, as browsers require: one this worker cannot read says results are in.
 */
async function showAlert(data: unknown): Promise<void> {
  const alert = readDrawAlert(data);
  if (!alert) {
    await worker.registration.showNotification("New results are in", {
      body: "Open My Tickets to check your tickets.",
      data: { url: "/my-tickets" },
    });
    return;
  }
  const [tickets, published] = await Promise.all([
    loadTickets().then(
      ({ tickets }) => tickets.map((entry) => entry.ticket),
      () => [],
    ),
    publishedDraw(alert),
  ]);
  const { title, body } = alertNotification(alert, tickets, published, new Date());
  await worker.registration.showNotification(title, {
    body,
    icon: "/icons/icon-192.png",
    // One notification per game: the next draw's replaces it.
    tag: alert.game,
    data: { url: alert.url },
  });
}

worker.addEventListener("push", (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: the generic notification.
  }
  event.waitUntil(showAlert(data));
});

// A tap opens the draw's page on this site (never another address), or the wallet.
worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const target = typeof url === "string" && URL.canParse(url) && new URL(url).origin === worker.location.origin ? url : "/my-tickets";
  event.waitUntil(worker.clients.openWindow(target));
});
