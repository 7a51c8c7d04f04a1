/**
 * How long the site's public answers stay fresh, written once: the edge cache keeps a page or an answer
 * EDGE_CACHE_TTL seconds (app/edge/edge-cache.server.ts; the EDGE_CACHE_TTL env var overrides it for
 * tests), and the API's answers, the downloads and the widget tell browsers the same. Results change a
 * few times a night, and an ingest purges what it changes.
 */

/** Seconds a stored answer is fresh: served as it is, with no render. */
export const EDGE_CACHE_TTL = 60;

/** The Cache-Control of an open-data answer (the API, the downloads): browsers and the edge alike. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${EDGE_CACHE_TTL}, s-maxage=${EDGE_CACHE_TTL}`;
