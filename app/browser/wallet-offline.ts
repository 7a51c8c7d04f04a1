/**
 * My Tickets offline: the wallet registers the service worker (service-worker.ts), which keeps the page,
 * the latest results and the draws the tickets need on the device as they pass by. Only this page, and
 * a tap on a results alert (results-alerts.ts), register it: a visitor who uses neither gets none.
 */
import { registerServiceWorker } from "./service-worker-registration";

/**
 * Registers the service worker. The first time it takes control of this page, the draws already on
 * screen were fetched before it could keep them: `onFirstControl` asks for them again, through it.
 */
export function workOffline(onFirstControl: () => void): void {
  if (!("serviceWorker" in navigator)) return;
  if (!navigator.serviceWorker.controller) navigator.serviceWorker.addEventListener("controllerchange", onFirstControl, { once: true });
  registerServiceWorker().catch(() => {
    // No offline copy (a private window, a browser setting): the wallet still works online.
  });
}

/**
 * Once the wallet holds a ticket, the page itself is kept too (asked once more, through the service
 * worker), so it opens offline even if the player never comes back online first. An empty wallet's
 * visit downloads nothing extra.
 */
export async function keepWalletPage(): Promise<void> {
  if (!navigator.serviceWorker?.controller || (await caches.match(location.pathname))) return;
  await fetch(location.pathname).catch(() => undefined);
}
