/**
 * Refuses requests no route accepts before any work is done (workers/app.ts calls it first). Pure: it
 * reads only the method, the URL and the headers, never the body. See docs/decisions/004-hardening.md.
 *
 * - Methods: the site reads (GET, HEAD) and takes form posts (POST) at the few paths whose route has an
 *   action (POST_PATHS). OPTIONS is answered here with the list (no CORS headers: the site grants no
 *   cross-origin access). Anything else is 405 with `Allow`; so is a POST to a page or API route without
 *   an action, which Remix would otherwise answer with "Unexpected Server Error" and an error log line.
 * - Cross-site form posts: Remix refuses to run a page's action when the post's `Origin` names another
 *   host than `X-Forwarded-Host` or `Host`, but it answers that with an empty 500 and an error log. The
 *   same rule is applied here first and answered 403. (The refresh API is a resource route, which Remix
 *   does not check; it refuses cross-site calls itself.)
 * - Paths: a path whose decoded form holds a control character or a line separator matches no route (the
 *   router's patterns stop at line breaks), so Remix would answer its HTML 404, also under /api, and log
 *   an error. It is answered 404 here: JSON for /api, plain text elsewhere.
 * - Remix's legacy data requests (`?_data=<route id>`): this site's client uses single fetch (`.data`
 *   URLs), but Remix still answers the old form, with a 500 for a form post to /contact-us?_data= and a
 *   403 "Unexpected Server Error" for an unknown route id. No link of the site carries `_data`, so a
 *   request with it is answered 400 here.
 * - Bodies: the largest thing anyone sends is a contact message (5,000 characters, at most about 50 KB
 *   form-encoded), so a declared `Content-Length` above MAX_BODY_BYTES is 413 before any work is done.
 *   Browsers and fetch() declare the length of every form or string body; a body without one (a chunked
 *   upload) is let through `withBodyLimit`, which cuts it off at the same size: the action's form read
 *   then fails and it answers 400, so no action ever reads an unbounded stream.
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
/** C0 controls, DEL and the two Unicode line separators: no address of this site contains one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNROUTABLE = /[\u0000-\u001f\u007f\u2028\u2029]/;

export function guardRequest(request: Request): Response | null {
  const method = request.method.toUpperCase();
  const { pathname, searchParams } = new URL(request.url);
  const api = pathname === "/api" || pathname.startsWith("/api/");
  const allow = allowedAt(pathname).join(", ");
  if (method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": "no-store" } });
  if (!allowedAt(pathname).includes(method)) {
    return refusal(api, 405, `The method ${printable(method)} is not allowed here. Use ${allow}.`, { Allow: allow });
  }

  if (method === "POST" && !api && isCrossSitePost(request.headers)) {
    return refusal(false, 403, "This form was sent from another site, so it was refused.");
  }
  if (UNROUTABLE.test(decodedPath(pathname))) {
    return refusal(api, 404, api ? "No such API endpoint. The calls are listed at /api." : "There is no page at this address.");
  }
  if (searchParams.has("_data")) return refusal(api, 400, "The _data parameter is not used by this site.");

  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    // A list ("10, 10") or anything but digits cannot be trusted to frame the body.
    if (!DECIMAL.test(declared.trim())) return refusal(api, 400, "The Content-Length header is not a number.");
    if (Number(declared.trim()) > MAX_BODY_BYTES) {
      return refusal(api, 413, `The request body is too large: at most ${MAX_BODY_BYTES / 1024} KB is accepted.`);
    }
  }
  return null;
}

/**
 * The request with a body of undeclared length capped at MAX_BODY_BYTES: reading past it fails (as a
 * broken upload would), so `request.formData()` rejects and the action answers its own 400. Requests
 * that declare their length (checked by `guardRequest`) or carry no body are returned as they are.
 */
export function withBodyLimit<R extends Request>(request: R): R {
  if (request.body === null || request.headers.has("Content-Length")) return request;
  let received = 0;
  const cap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > MAX_BODY_BYTES) controller.error(new RangeError(`request body over ${MAX_BODY_BYTES} bytes`));
      else controller.enqueue(chunk);
    },
  });
  // `duplex` is what Node's fetch needs for a streamed body (unit tests); workerd ignores it.
  return new Request(request, { body: request.body.pipeThrough(cap), duplex: "half" } as RequestInit) as R;
}

/** The methods a path answers. Remix's data requests for a page (`/admin.data`) count as the page. */
export function allowedAt(pathname: string): string[] {
  const page = pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
  const posts = (POST_PATHS as readonly string[]).includes(page);
  return ALLOWED_METHODS.filter((method) => method !== "POST" || posts);
}

/**
 * Remix's own check of an action request (@remix-run/server-runtime `throwIfPotentialCSRFAttack`), as a
 * yes/no: true exactly where Remix would abort the action. An Origin that is not a URL counts as foreign.
 */
export function isCrossSitePost(headers: Headers): boolean {
  const origin = headers.get("Origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  if (originHost === "") return false;
  const host = headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() || headers.get("Host");
  return !host || originHost !== host;
}

/** The path as the router sees it; a malformed escape (`%ZZ`) is left as it is, as the router leaves it. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
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
