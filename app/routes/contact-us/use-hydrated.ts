import { useSyncExternalStore } from "react";

// Nothing ever changes once the page is hydrated, so there is nothing to subscribe to.
const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true after: what the page shows without
 * JavaScript (the "sent" notice) can give way to what it shows with it (the toast) without a hydration
 * mismatch. useSyncExternalStore takes the server snapshot for both, then re-renders with the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
