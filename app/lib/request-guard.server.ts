/**
 * Refuses requests no route accepts before any work is done (workers/app.ts calls it first). Pure: it
 * reads only the method, the URL and the headers, never the body. See docs/decisions/004-hardening.md.
 *
 * - Methods: the site reads (GET, HEAD) and takes form posts (POST) at the few paths whose route has an
 *   action (POST_PATHS). OPTIONS is answered here with the list (no CORS headers: the site grants no
 *   cross-origin access). Anything else is 405 with `Allow`; so is a POST to a page or API route without
 *   an action, which Remix would otherwise answer with "Unexpected Server Error" and an error log line.
 * - Bodies: the largest thing anyone sends is a contact message (5,000 characters, at most about 50 KB
 *   form-encoded), so a declared `Content-Length` above MAX_BODY_BYTES is 413. A body without a declared
 *   length (a chunked upload) is refused with 411: browsers and fetch() always declare the length of a
 *   form or string body, and refusing here means no action ever reads an unbounded stream.
 */

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/**
 * Paths whose route exports an action: the contact form, the admin page and the refresh call. A route
 * that gains an action must be listed here (tests/workers/headers.test.ts checks this against the build).
 */
export const POST_PATHS = ["/contact-us", "/admin", "/api/refresh-google-data"] as const;

/** 64 KiB: above the largest contact message, form-encoded in the worst case (9 bytes a character). */
export const MAX_BODY_BYTES = 64 * 1024;

const DECIMAL = /^\d+$/;

export function guardRequest(request: Request): Response | null {
  const method = request.method.toUpperCase();
  const { pathname } = new URL(request.url);
  const api = pathname === "/api" || pathname.startsWith("/api/");
  const allow = allowedAt(pathname).join(", ");
  if (method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": "no-store" } });
  if (!allowedAt(pathname).includes(method)) {
    return refusal(api, 405, `The method ${printable(method)} is not allowed here. Use ${allow}.`, { Allow: allow });
  }

  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    // A list ("10, 10") or anything but digits cannot be trusted to frame the body.
    if (!DECIMAL.test(declared.trim())) return refusal(api, 400, "The Content-Length header is not a number.");
    if (Number(declared.trim()) > MAX_BODY_BYTES) {
      return refusal(api, 413, `The request body is too large: at most ${MAX_BODY_BYTES / 1024} KB is accepted.`);
    }
  } else if (request.body !== null) {
    return refusal(api, 411, "A request body must declare its Content-Length.");
  }
  return null;
}

/** The methods a path answers. Remix's data requests for a page (`/admin.data`) count as the page. */
export function allowedAt(pathname: string): string[] {
  const page = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  const posts = (POST_PATHS as readonly string[]).includes(page);
  return ALLOWED_METHODS.filter((method) => method !== "POST" || posts);
}

/** A method name is any token; only its printable start goes back into the answer. */
const printable = (method: string) => method.replace(/[^A-Z0-9_.-]/gi, "").slice(0, 20);

/**
 * JSON `{ "error" }` for the API, plain text for everything else: short, never HTML, never cached, and
 * marked nosniff so no browser guesses another type.
 */
function refusal(api: boolean, status: number, message: string, headers: Record<string, string> = {}): Response {
  const body = api ? JSON.stringify({ error: message }) : `${message}\n`;
  return new Response(body, {
    status,
    headers: {
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}
