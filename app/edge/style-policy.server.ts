/**
 * The sources of the CSP's `style-src`, without 'unsafe-inline' (docs/decisions/004-hardening.md):
 *
 * - the one stylesheet every page carries, inlined by the server (html-stream.server.ts), allowed by its
 *   SHA-256. A hash rather than the request's nonce: the stylesheet is the same for every page of a
 *   build, so the hash is computed once per isolate, and a cached page serves the same bytes to every
 *   visitor (a stored page's policy names no nonce: edge-cache.server.ts);
 * - any `style` attribute a component renders (React writes `style={{…}}` as an attribute), each allowed
 *   by the hash of its exact text with 'unsafe-hashes'. STYLE_ATTRIBUTES lists them (none today);
 *   tests/workers/csp-styles.test.ts renders every page and fails on an attribute missing here.
 *
 * An injected <style> element or style attribute matches none of these hashes, so the browser ignores it.
 */

import { memoizeResolved } from "../http/isolate-memo.server";
import { inlineHashSource } from "../http/hash-source.server";

/**
 * Every style attribute the site renders, exactly as React writes it: none since 2026-11-25 (the adverts'
 * colours are CSS keyed by `data-lottery`, app/tailwind.css), so `'unsafe-hashes'` is not sent. A
 * component that renders one must list it here (tests/workers/csp-styles.test.ts fails otherwise).
 */
export const STYLE_ATTRIBUTES: readonly string[] = [];

/** `style-src`'s sources for pages that inline `css`, worked out once per isolate (the stylesheet does not change within one). */
export const styleSources: (css: string) => Promise<string> = memoizeResolved(async (css: string) => {
  const [sheet, ...attributes] = await Promise.all([css, ...STYLE_ATTRIBUTES].map(inlineHashSource));
  return ["'self'", sheet, ...(attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : [])].join(" ");
});
