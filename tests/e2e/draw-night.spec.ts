/**
 * Draw-night load on the built Worker: many visitors at once, each request its own, from outside the
 * Worker (scripts/lib/draw-night.mjs). A server of its own (the e2e server, its own port and database)
 * with a 2-second edge-cache lifetime, so entries lapse within the test: bursts of 30 simultaneous
 * requests to each of a dozen cached routes the moment their entries lapse, and a crowd on tonight's
 * draw page and API answer before the results (404s). Every answer must be 200 or 404, never a 5xx or a
 * dropped request. (Issue 36: on the code before decision 010, requests that joined another request's
 * render answered 500, or were cancelled as hung.)
 */
import { expect, test } from "@playwright/test";
import { CACHED_ROUTES, expiryBursts, refreshingCrowd, serverErrors, simultaneous, tonightsPaths } from "../../scripts/lib/draw-night.mjs";
import { startE2eServer, type ProcessGroup } from "../../scripts/lib/local-server.mjs";

const PORT = Number(process.env.E2E_DRAW_NIGHT_PORT ?? 8796);
const BASE = `http://127.0.0.1:${PORT}`;
const TTL_SECONDS = 2;
let server: ProcessGroup | null = null;

test.describe.configure({ mode: "serial" });
/** Load, not layout: once, in the desktop project. */
const desktopOnly = () => test.skip(test.info().project.name !== "desktop", "no layout involved");

test.beforeAll(async () => {
  desktopOnly();
  test.setTimeout(240_000);
  server = await startE2eServer(PORT, { E2E_WRANGLER_ARGS: `--var EDGE_CACHE_TTL:${TTL_SECONDS}` });
});

test.afterAll(() => server?.stop());

test("30 visitors to each of 12 cached routes as their entries lapse: all answered, from the cache", async () => {
  desktopOnly();
  test.setTimeout(180_000);
  // Never stored yet: each request renders its own answer (no request waits on another's render).
  const cold = await simultaneous(BASE, CACHED_ROUTES, 30);
  expect(serverErrors(cold), JSON.stringify(cold)).toBe(0);
  expect(cold.status).toEqual({ 200: CACHED_ROUTES.length * 30 });

  const rounds = await expiryBursts(BASE, CACHED_ROUTES, { perPath: 30, ttlSeconds: TTL_SECONDS, rounds: 3 });
  for (const round of rounds) {
    expect(serverErrors(round), JSON.stringify(round)).toBe(0);
    expect(round.status).toEqual({ 200: CACHED_ROUTES.length * 30 });
    // Lapsed entries are answered at once (STALE) while one request per route refreshes them: no render
    // in the visitors' path.
    expect(round.cache.MISS ?? 0, JSON.stringify(round.cache)).toBe(0);
  }
});

test("a crowd on tonight's draw page and API answer before the results: 404s, never a 5xx, one render per lifetime", async () => {
  desktopOnly();
  test.setTimeout(120_000);
  const tonight = await tonightsPaths(BASE);
  const burst = await simultaneous(BASE, tonight, 30);
  expect(serverErrors(burst), JSON.stringify(burst)).toBe(0);
  expect(burst.status).toEqual({ 404: tonight.length * 30 });

  const crowd = await refreshingCrowd(BASE, tonight, { visitors: 5, seconds: 8 });
  expect(serverErrors(crowd), JSON.stringify(crowd)).toBe(0);
  expect(Object.keys(crowd.status)).toEqual(["404"]);
  // The not-yet 404 is kept for the (2-second) lifetime and then served stale while it is refreshed.
  expect(crowd.cache.MISS ?? 0, JSON.stringify(crowd.cache)).toBeLessThanOrEqual(tonight.length);
  expect((crowd.cache.HIT ?? 0) + (crowd.cache.STALE ?? 0)).toBeGreaterThan(crowd.requests * 0.9);
});
