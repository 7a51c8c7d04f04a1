/**
 * The sources of the CSP's `script-src` for the pages' own scripts (app/browser/, inlined: the site
 * script on every page, the hero's on the home page, the wallet's on /my-tickets): their SHA-256, like the stylesheet's
 * (style-policy.server.ts). Hashes rather than the request's nonce: the scripts are the same bytes on
 * every page of a build, so a page without Remix's scripts carries no nonce at all and the edge cache
 * serves a stored copy as it is.
 */
import { memoizeResolved } from "../http/isolate-memo.server";
import { inlineHashSource } from "./style-policy.server";

export interface PageScripts {
  site: string;
  hero: string;
  wallet: string;
}

/** `'sha256-…' 'sha256-…'` of the pages' scripts, worked out once per isolate. */
export const scriptSources: (scripts: PageScripts) => Promise<string> = memoizeResolved(async (scripts: PageScripts) =>
  (await Promise.all([scripts.site, scripts.hero, scripts.wallet].map(inlineHashSource))).join(" "),
);
