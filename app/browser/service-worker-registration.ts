/**
 * The one registration of the site's service worker (/sw.js, service-worker.ts), for the two things that
 * need it: My Tickets offline (wallet-offline.ts) and results alerts (results-alerts.ts). A visitor who
 * uses neither never gets one.
 */

/** Registers /sw.js over the whole site and answers its registration once it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  // updateViaCache "none": the browser asks for /sw.js itself at every check, so a deploy is found at once.
  await navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" });
  return navigator.serviceWorker.ready;
}
