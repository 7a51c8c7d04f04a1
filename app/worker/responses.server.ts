/**
 * Small JSON helpers for the /api resource routes: every error is `{ "error": "..." }`. The public
 * answers are open data: any origin may read them (no credentials are involved), and each success
 * carries an ETag so a repeat request with If-None-Match gets a 304 (`notModified`, applied by the
 * Worker after the edge cache, so cached answers get it too).
 */

/** API answers may be cached briefly by browsers and the edge: results change a few times a night. */
const API_CACHE_CONTROL = "public, max-age=60, s-maxage=60";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff", "Access-Control-Allow-Origin": "*" };

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
  return new Response(body, {
    status: 200,
    headers: { ...JSON_HEADERS, "Cache-Control": init.cache === false ? "no-store" : API_CACHE_CONTROL, ETag: bodyETag(body) },
  });
}

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ error, ...extra }), {
    status,
    headers: { ...JSON_HEADERS, "Cache-Control": "no-store" },
  });
}

export const badRequest = (error: string) => jsonError(400, error);
export const notFound = (error = "Not found") => jsonError(404, error);
export const methodNotAllowed = (allowed: string[]) =>
  new Response(JSON.stringify({ error: `Method not allowed. Use ${allowed.join(" or ")}.` }), {
    status: 405,
    headers: { ...JSON_HEADERS, Allow: allowed.join(", "), "Cache-Control": "no-store" },
  });

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
  for (const name of ["ETag", "Cache-Control", "Access-Control-Allow-Origin", "Vary", "Content-Location", "Expires", "X-Content-Type-Options"]) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // The unread body is dropped; for a stored answer, that is a clone the cache already holds.
  void response.body?.cancel();
  return new Response(null, { status: 304, headers });
}
