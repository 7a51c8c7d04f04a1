/** A fresh CSP nonce: 128 random bits, base64 (24 ASCII characters). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Headers every HTML response carries. The nonce lets Remix's own scripts run (the admin's pages) and
 * `scriptSources` (script-policy.server.ts) the pages' own inlined scripts, and nothing else;
 * `styleSources` (style-policy.server.ts) lets the inlined stylesheet and the listed style attributes
 * apply and nothing else. Vite's dev server injects styles of its own (its error overlay), so under
 * `vite dev` styles stay open.
 */
export function htmlSecurityHeaders(nonce: string, isDev: boolean, sources: { script: string; style: string }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${sources.script}${isDev ? " 'unsafe-eval'" : ""}`,
    `style-src ${isDev ? "'self' 'unsafe-inline'" : sources.style}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    ...COMMON_HEADERS,
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/** What every HTML answer carries, the site's pages and the embeddable widget alike. */
const COMMON_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

/**
 * Headers of the results widget (`/embed/{game}`, app/routes/embed.$game.ts), the one answer of the site
 * that other sites may frame: `frame-ancestors *` and no X-Frame-Options (which has no "allow all"
 * value). Every other answer keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 *
 * The widget is plain HTML with one inline stylesheet and no script, image, font or form, so its CSP
 * allows nothing but that stylesheet, by its SHA-256 (`styleHash`, from inlineHashSource). A hash rather
 * than a nonce: the widget is the same bytes for every visitor until the next draw, so the edge cache
 * stores and serves it as it is (edge-cache.server.ts drops a nonce from a stored page's policy; here
 * there is none, and nothing in the body changes per request).
 *
 * `Cross-Origin-Resource-Policy: cross-origin` lets a page that sets `Cross-Origin-Embedder-Policy:
 * require-corp` frame it too. No Cross-Origin-Opener-Policy: it applies to top-level pages only, and the
 * widget opens its links in a new tab with rel="noopener" anyway.
 */
export function embedSecurityHeaders(styleHash: string): Record<string, string> {
  const csp = ["default-src 'none'", `style-src ${styleHash}`, "base-uri 'none'", "form-action 'none'", "frame-ancestors *"].join("; ");
  return {
    "Content-Security-Policy": csp,
    ...COMMON_HEADERS,
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
}

/**
 * Every answer the Worker renders is marked nosniff, whatever made it (a page, an /api route, a feed,
 * robots.txt, Remix's own data and error answers), so no browser reads one as another type. Static files
 * get theirs from public/_headers.
 */
export function withNosniff(response: Response): Response {
  if (response.headers.get("X-Content-Type-Options") === "nosniff") return response;
  const copy = new Response(response.body, response);
  copy.headers.set("X-Content-Type-Options", "nosniff");
  return copy;
}
