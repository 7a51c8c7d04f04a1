/**
 * A fresh CSP nonce: 128 random bits, base64. Always 24 ASCII characters, which lets the edge cache
 * give a stored page a new one by overwriting bytes in place (edge-cache.server.ts).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Headers every HTML response carries. The nonce lets Remix's own scripts run and nothing else;
 * `styleSources` (style-policy.server.ts) lets the inlined stylesheet and the listed style attributes
 * apply and nothing else. Vite's dev server injects styles of its own (its error overlay), so under
 * `vite dev` styles stay open.
 */
export function htmlSecurityHeaders(nonce: string, isDev: boolean, styleSources: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${isDev ? " 'unsafe-eval'" : ""}`,
    `style-src ${isDev ? "'self' 'unsafe-inline'" : styleSources}`,
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
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
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
