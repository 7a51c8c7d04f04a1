/** Small JSON helpers for the /api resource routes: every error is `{ "error": "..." }`. */

/** API answers may be cached briefly by browsers and the edge: results change a few times a night. */
const API_CACHE_CONTROL = "public, max-age=60, s-maxage=60";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" };

export function jsonOk(data: unknown, init: { cache?: boolean } = {}): Response {
  return new Response(JSON.stringify(data), {
    status: 200,
    headers: { ...JSON_HEADERS, "Cache-Control": init.cache === false ? "no-store" : API_CACHE_CONTROL },
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
