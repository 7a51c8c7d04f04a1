/**
 * Refuses requests no route accepts before any work is done (workers/app.ts calls it first). Pure: it
 * reads only the method, the URL and the headers, never the body. See docs/decisions/004-hardening.md.
 *
 * - Methods: the site reads (GET, HEAD) and takes form posts (POST) at the few paths whose route has an
 *   action (the route policy's postPaths, read from the build's routes), and DELETE where such a route
 *   says so in its handle (deletePaths: the push subscriptions). OPTIONS is answered here with the list (no CORS headers: the site grants no
 *   cross-origin access). Anything else is 405 with `Allow`; so is a POST to a page or API route without
 *   an action, which Remix would otherwise answer with "Unexpected Server Error" and an error log line.
 * - Cross-site form posts: Remix refuses to run a page's action when the post's `Origin` names another
 *   host than `X-Forwarded-Host` or `Host`, but it answers that with an empty 500 and an error log. The
 *   same rule is applied here first and answered 403.
 * - The admin's cross-site request forgery check, its only one (`refuseForeignAdminPost`): a post to
 *   /admin, or a session call of the refresh API (a resource route, which Remix does not check), must
 *   come from one of our own pages, else 403.
 * - Paths: a path whose decoded form holds a control character or a line separator matches no route (the
 *   router's patterns stop at line breaks), so Remix would answer its HTML 404, also under /api, and log
 *   an error. It is answered 404 here: JSON for /api, plain text elsewhere.
 * - Remix's legacy data requests (`?_data=<route id>`): this site's client uses single fetch (`.data`
 *   URLs), but Remix still answers the old form, with a 500 for a form post to /contact-us?_data= and a
 *   403 "Unexpected Server Error" for an unknown route id. No link of the site carries `_data`, so a
 *   request with it is answered 400 here.
 * - Bodies: the largest thing anyone sends is a contact message (5,000 characters, at most about 50 KB
 *   form-encoded), so a declared `Content-Length` above MAX_BODY_BYTES is 413 before any work is done.
 *   The one exception is the collector's signed push of raw API answers (MAX_PUSH_BODY_BYTES, 1 MiB).
 *   Browsers and fetch() declare the length of every form or string body; a body without one (a chunked
 *   upload) is let through `withBodyLimit`, which cuts it off at the same size: the action's form read
 *   then fails and it answers 400, so no action ever reads an unbounded stream.
 */
import { answer, errorJson, errorText } from "../http/responses.server";
import { INGEST_PUSH_PATH, MAX_BODY_BYTES, MAX_PUSH_BODY_BYTES } from "../http/body-limits";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "DELETE", "OPTIONS"] as const;

/** The body limit of a path: the push carries raw API answers, bigger than any form; signed, so not anyone's. */
const maxBodyBytes = (pathname: string) => (routePath(pathname) === INGEST_PUSH_PATH ? MAX_PUSH_BODY_BYTES : MAX_BODY_BYTES);

const DECIMAL = /^\d+$/;
/** C0 controls, DEL and the two Unicode line separators: no address of this site contains one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNROUTABLE = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * `postPaths`: the paths whose route has an action; `deletePaths`: those whose action also takes DELETE
 * (an API resource that can be removed, such as a push subscription). Both from routePolicy
 * (route-policy.server.ts).
 */
export function guardRequest(request: Request, postPaths: readonly string[], deletePaths: readonly string[] = []): Response | null {
  const method = request.method.toUpperCase();
  const { pathname, searchParams } = new URL(request.url);
  const api = pathname === "/api" || pathname.startsWith("/api/");
  const allowed = allowedAt(pathname, postPaths, deletePaths);
  const allow = allowed.join(", ");
  if (method === "OPTIONS") return answer(null, null, { status: 204, headers: { Allow: allow } });
  if (!allowed.includes(method)) {
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
    const limit = maxBodyBytes(pathname);
    if (Number(declared.trim()) > limit) {
      return refusal(api, 413, `The request body is too large: at most ${limit / 1024} KB is accepted.`);
    }
  }
  return method === "POST" ? refuseForeignAdminPost(request, pathname) : null;
}

/**
 * The request with a body of undeclared length capped at MAX_BODY_BYTES: reading past it fails (as a
 * broken upload would), so `request.formData()` rejects and the action answers its own 400. Requests
 * that declare their length (checked by `guardRequest`) or carry no body are returned as they are.
 */
export function withBodyLimit<R extends Request>(request: R): R {
  if (request.body === null || request.headers.has("Content-Length")) return request;
  const limit = maxBodyBytes(new URL(request.url).pathname);
  let received = 0;
  const cap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > limit) controller.error(new RangeError(`request body over ${limit} bytes`));
      else controller.enqueue(chunk);
    },
  });
  // `duplex` is what Node's fetch needs for a streamed body (unit tests); workerd ignores it.
  return new Request(request, { body: request.body.pipeThrough(cap), duplex: "half" } as RequestInit) as R;
}

/** The methods a path answers. Remix's data requests for a page (`/admin.data`) count as the page. */
export function allowedAt(pathname: string, postPaths: readonly string[], deletePaths: readonly string[] = []): string[] {
  const path = routePath(pathname);
  const posts = postPaths.includes(path);
  const deletes = deletePaths.includes(path);
  return ALLOWED_METHODS.filter((method) => (method !== "POST" || posts) && (method !== "DELETE" || deletes));
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

/** The page or call a path names: a page's data requests (`/admin.data`) and a trailing slash count as the page. */
const routePath = (pathname: string) => pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

/** What a post refused by the admin's cross-site check is told, on the page and by the refresh API. */
const NOT_FROM_OUR_PAGE = "This request did not come from this site's admin page, so it was refused.";

/**
 * The admin's one cross-site request forgery check (docs/decisions/003-admin-auth.md), for a POST that
 * acts with the administrator's authority:
 *
 * - every post to /admin, signing in and out included: another site's form could otherwise sign the
 *   owner's browser in (or spend its sign-in budget), or end their session;
 * - a call of the refresh API that carries a cookie and no `Authorization`, i.e. one the route would
 *   authorise by the session. A bearer token is not ambient (a browser never adds it by itself), so token
 *   calls skip the check; a call with neither credential is the route's to refuse (401).
 *
 * Refused with 403: plain text on the page, the refresh API's `{ error, message }` JSON for the API.
 */
function refuseForeignAdminPost(request: Request, pathname: string): Response | null {
  const path = routePath(pathname);
  const headers = request.headers;
  const bySession = path === "/admin" || (path === "/api/refresh-google-data" && headers.has("Cookie") && !headers.has("Authorization"));
  if (!bySession || isOwnPagePost(request)) return null;
  return path === "/admin" ? errorText(403, NOT_FROM_OUR_PAGE) : errorJson(403, "forbidden", {}, { message: NOT_FROM_OUR_PAGE });
}

/**
 * Whether the browser says a post came from one of our own pages: its `Origin` is the request's own
 * origin, or it sends no `Origin` and `Sec-Fetch-Site: same-origin`. Browsers send `Origin` on every POST
 * (forms and fetch alike) and `Sec-Fetch-Site` on every request, and a page's script can set neither. So
 * `Origin: null` (a sandboxed page), a sibling subdomain, another scheme or port, and a post with neither
 * header (an old browser, curl with a stolen cookie) are all refused.
 */
function isOwnPagePost(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
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
  return api ? errorJson(status, message, headers) : errorText(status, message, headers);
}
