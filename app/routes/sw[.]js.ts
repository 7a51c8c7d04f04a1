import { cacheControl } from "~/http/cache-policy";
import scripts from "virtual:site-script";
import type { PageHandle } from "~/site/page-handle";
import { answer } from "~/http/responses.server";

/**
 * The service worker (app/browser/service-worker.ts), registered by My Tickets. Never stored in the edge
 * cache and revalidated by the browser every time it asks, so a deploy's new worker is found at the next
 * visit. Its own CSP lets it fetch from this site only.
 */
export const handle = { cachePolicy: "serviceWorker" } as const satisfies PageHandle;

export function loader() {
  return answer("javascript", scripts.serviceWorker, {
    cache: cacheControl(handle.cachePolicy),
    headers: { "Content-Security-Policy": "default-src 'self'" },
  });
}
