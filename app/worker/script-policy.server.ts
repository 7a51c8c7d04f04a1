/**
 * The sources of the CSP's `script-src` for the pages' own scripts (app/browser/, inlined: the site
 * script on every page, the hero's on the home page): their SHA-256, like the stylesheet's
 * (style-policy.server.ts). Hashes rather than the request's nonce: the scripts are the same bytes on
 * every page of a build, so a page without Remix's scripts carries no nonce at all and the edge cache
 * serves a stored copy as it is.
 */
import { inlineHashSource } from "./style-policy.server";

export interface PageScripts {
  site: string;
  hero: string;
}

let cached: { scripts: PageScripts; sources: Promise<string> } | undefined;

/** `'sha256-…' 'sha256-…'` of the pages' scripts, computed once per isolate. */
export function scriptSources(scripts: PageScripts): Promise<string> {
  if (cached?.scripts !== scripts) {
    cached = { scripts, sources: Promise.all([scripts.site, scripts.hero].map(inlineHashSource)).then((hashes) => hashes.join(" ")) };
  }
  return cached.sources;
}
