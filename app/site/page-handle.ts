import type { UIMatch } from "@remix-run/react";

/**
 * A route's `handle`. `scripts: false` marks a page that works fully as HTML (articles, legal pages, the
 * results history with its GET forms, the contact form with its server-rendered confirmation): the server leaves out React and the route modules, so the page
 * loads no JavaScript at all. Its links are plain navigations, and its few enhancements have native or
 * HTML fallbacks (the drawer opens by invoker commands, submenus are popovers, "Need help?" is a link to
 * the full page).
 */
export interface PageHandle {
  scripts?: false;
  /**
   * `false`: never stored in the edge cache (app/worker/route-policy.server.ts), for a page whose HTML is
   * per visitor or per query. Routes with an action are never stored anyway.
   */
  cache?: false;
}

/** The handle of a page that needs no JavaScript. */
export const NO_SCRIPTS: PageHandle = { scripts: false };

/**
 * Whether the document should carry Remix's scripts. An error page keeps them (the 404 page's Go Back
 * button needs them). Once React runs in the browser it keeps them too: a client-side navigation to a
 * script-free page must not unmount the router's own elements.
 */
export function documentNeedsScripts(matches: readonly UIMatch[], error: unknown): boolean {
  if (error || typeof document !== "undefined") return true;
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.scripts === false);
}
