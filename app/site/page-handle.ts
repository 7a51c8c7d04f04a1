import type { UIMatch } from "@remix-run/react";
import type { CachePolicyName } from "~/http/cache-policy";

/**
 * A route's `handle`. Pages are complete as HTML and load no framework: the server renders them with
 * React and leaves out React and the route modules, and the few behaviours a page has come from the site
 * script every page inlines (app/browser/). `scripts: true` marks a page that runs React in the browser:
 * the admin panel, whose forms answer in place (docs/decisions/009-low-data-pages.md).
 */
export interface PageHandle {
  scripts?: true;
  /** The page shows the hero slider: the server inlines the hero's script (app/browser/hero-script.ts). */
  hero?: true;
  /** The ticket wallet (/my-tickets): the server inlines the wallet's script (app/browser/wallet-script.ts). */
  wallet?: true;
  /**
   * The cache policy of the route's answers (app/http/cache-policy.ts), `page` when unnamed: the edge
   * cache stores an answer as long as it says (app/edge/edge-cache.server.ts), and never stores one of a
   * policy that says nothing of the edge (`none`, `serviceWorker`: app/edge/route-policy.server.ts), for
   * an answer per visitor or per query. Routes with an action are never stored anyway.
   */
  cachePolicy?: CachePolicyName;
  /** An API resource whose action also takes DELETE (app/edge/request-guard.server.ts lets it through). */
  delete?: true;
  /**
   * The query parameters the route reads, which make its edge-cache key (app/edge/cache-key.server.ts);
   * a page without one is keyed by its path alone, whatever the query.
   */
  cacheKey?: CacheKeyRule;
}

/**
 * How a route's query makes its edge-cache key: the parameters the route reads, and whether its own
 * parser accepts them. Parameters the route does not read are dropped from the key; one its parser
 * refuses makes the answer uncacheable (rendered with its message, never stored).
 */
export interface CacheKeyRule {
  /** The parameters the route reads, in the key's order. */
  names: readonly string[];
  /** The route's own parser accepts the query (already reduced to `names`, each at most once). */
  accepts(query: URLSearchParams): boolean;
}

/** The handle of a page that runs React in the browser. */
export const WITH_SCRIPTS: PageHandle = { scripts: true };

/** Whether the page asks for the hero's script. */
export function pageHasHero(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hero === true);
}

/** Whether the page asks for the wallet's script. */
export function pageHasWallet(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.wallet === true);
}

/**
 * Whether the document should carry Remix's scripts: only for a page that asks for them. An error page
 * does not (it is plain HTML; its Go Back button is the site script's). Once React runs in the browser
 * it keeps them: re-rendering the document there must not unmount the router's own elements.
 */
export function documentNeedsScripts(matches: readonly UIMatch[]): boolean {
  if (typeof document !== "undefined") return true;
  return matches.some((match) => (match.handle as PageHandle | undefined)?.scripts === true);
}
