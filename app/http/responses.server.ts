/**
 * Every answer the site builds by hand (JSON, text, XML, feeds, downloads, redirects, refusals) is made
 * here, so each carries its type, its caching and `X-Content-Type-Options: nosniff` (no browser guesses
 * another type) from one place. Pages are Remix's; the Worker adds the security headers to everything
 * (security-headers.server.ts).
 *
 * The JSON API's errors are all `{ "error": "..." }`. Its public answers are open data: any origin may
 * read them (no credentials are involved), and each success carries an ETag so a repeat request with
 * If-None-Match gets a 304 (`notModified`, applied by the Worker after the edge cache, so cached answers
 * get it too).
 */
import { cacheControl } from "./cache-policy";

const CONTENT_TYPES = {
  json: "application/json; charset=utf-8",
  text: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  rss: "application/rss+xml; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  html: "text/html; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  javascript: "text/javascript; charset=utf-8",
  manifest: "application/manifest+json; charset=utf-8",
} as const;

export interface AnswerInit {
  status?: number;
  /** Cache-Control; answers are not stored unless the caller says how long. */
  cache?: string;
  headers?: Record<string, string>;
}

/** An answer of a given type (or none, for a redirect or a 304) with the headers every answer needs. */
export function answer(type: keyof typeof CONTENT_TYPES | null, body: BodyInit | null, init: AnswerInit = {}): Response {
  const headers: Record<string, string> = {
    "Cache-Control": init.cache ?? cacheControl("none"),
    "X-Content-Type-Options": "nosniff",
    ...init.headers,
  };
  if (type) headers["Content-Type"] = CONTENT_TYPES[type];
  return new Response(body, { status: init.status ?? 200, headers });
}

/** `{ "error": message }` with a status, never cached; `headers` adds e.g. Retry-After or Allow. */
export const errorJson = (status: number, message: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  answer("json", JSON.stringify({ error: message, ...extra }), { status, headers });

/** One line of text, never cached: the answer for a person or a tool that did not ask for JSON. */
export const errorText = (status: number, message: string, headers: Record<string, string> = {}) =>
  answer("text", `${message}\n`, { status, headers });

/** The API is open data: any origin may read its answers, errors included. */
const OPEN = { "Access-Control-Allow-Origin": "*" };

/**
 * A weak validator from the body's text: FNV-1a, 2 × 32 bits, with the length. Not a security hash; it
 * only has to change when the answer does, and it is computed synchronously while the answer is made.
 */
export function bodyETag(body: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
  }
  return `W/"${(a >>> 0).toString(16)}${(b >>> 0).toString(16)}-${body.length.toString(16)}"`;
}

export function jsonOk(data: unknown, init: { cache?: boolean } = {}): Response {
  const body = JSON.stringify(data);
  return answer("json", body, {
    cache: cacheControl(init.cache === false ? "none" : "results"),
    headers: { ...OPEN, ETag: bodyETag(body) },
  });
}

export const jsonError = (status: number, error: string, extra: Record<string, unknown> = {}) => errorJson(status, error, OPEN, extra);

/** The API's 404 for something that may yet exist (a draw not in our records): kept briefly by the edge. */
export const notYetFound = (error: string) =>
  answer("json", JSON.stringify({ error }), { status: 404, cache: cacheControl("notYet"), headers: OPEN });

/** An answer (200) saying a draw is not in our records (My Tickets' address): kept as briefly as that 404. */
export const notYetJson = (data: unknown) => answer("json", JSON.stringify(data), { cache: cacheControl("notYet"), headers: OPEN });

export const badRequest = (error: string) => jsonError(400, error);
export const notFound = (error = "Not found") => jsonError(404, error);

/**
 * 304 Not Modified for a GET or HEAD whose If-None-Match names the answer's ETag (weak comparison, as
 * RFC 9110 asks for If-None-Match); otherwise the answer unchanged.
 */
export function notModified(request: Request, response: Response): Response {
  const etag = response.headers.get("ETag");
  const sent = request.headers.get("If-None-Match");
  if (!etag || !sent || response.status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return response;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const matches = sent.trim() === "*" || sent.split(",").some((tag) => opaque(tag) === opaque(etag));
  if (!matches) return response;
  const headers = new Headers();
  for (const name of [
    "ETag",
    "Cache-Control",
    "Access-Control-Allow-Origin",
    "Vary",
    "Content-Location",
    "Expires",
    "X-Content-Type-Options",
  ]) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // The unread body is dropped; for a stored answer, that is a clone the cache already holds.
  void response.body?.cancel();
  return new Response(null, { status: 304, headers });
}
