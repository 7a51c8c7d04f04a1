/**
 * The sources of the CSP's `script-src` for the pages' own scripts (app/browser/, inlined: the site
 * script on every page, the hero's on the home page, the wallet's on /my-tickets, the alerts' beside alert buttons): their SHA-256, like the stylesheet's
 * (style-policy.server.ts). Hashes rather than the request's nonce: the scripts are the same bytes on
 * every page of a build, so a page without Remix's scripts carries no nonce at all and the edge cache
 * serves a stored copy as it is.
 */
import { memoizeResolved } from "../http/isolate-memo.server";
import { PAGE_SCRIPTS, type PageScripts } from "./html-stream.server";
import { inlineHashSource } from "../http/hash-source.server";

/** `'sha256-…' 'sha256-…'` of the pages' scripts, worked out once per isolate. */
export const scriptSources: (scripts: PageScripts) => Promise<string> = memoizeResolved(async (scripts: PageScripts) =>
  (await Promise.all(PAGE_SCRIPTS.map((name) => inlineHashSource(scripts[name])))).join(" "),
);
