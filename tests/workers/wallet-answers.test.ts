/**
 * My Tickets' own answer about a draw (GET /api/wallet/{game}/{date}, issue 43): always a 200 for a real
 * game and date, so the wallet logs no error for a draw we do not hold, saying "held" (with the public
 * API's draw), "not-yet" (not drawn, or its result may still come tonight or tomorrow) or "missing" (a
 * gap in our records); each with the cache policy of the public answer it stands for; and purged and
 * warmed by the draws-changed step when its draw arrives. Through the whole Worker and the real D1. The
 * clock is Saturday 21 Nov 2026, 21:40 SAST, after that night's Lotto draw. Figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { purgeResults } from "~/edge/edge-cache.server";
import { cacheControl } from "~/http/cache-policy";
import { parseEnv } from "~/http/env.server";
import { DRAWS_CHANGED_PATH, signedDrawsChanged } from "~/ingest/draws-changed-call.server";
import { walletDrawPath } from "~/tickets/published-draw";
import { clearAll, env } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const ORIGIN = "https://wallet.test";
const SITE_URL = parseEnv(env).SITE_URL;
const NIGHT = new Date("2026-11-21T19:40:00Z"); // Saturday 21:40 SAST
const INGEST_SECRET = "test-ingest-secret-0123456789abcdef";
const HELD = "2026-11-18"; // Wednesday's Lotto: in our records
const TONIGHT = "2026-11-21"; // drawn at 21:00, not in yet
const GAP = "2026-11-14"; // last Saturday's: never stored
const FUTURE = "2026-11-25"; // next Wednesday's

let client = 0;
async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { "CF-Connecting-IP": `198.18.9.${++client}`, Accept: "application/json", ...init.headers },
  }) as Parameters<NonNullable<typeof worker.fetch>>[0];
  const res = await worker.fetch(request, { ...env, INGEST_SECRET } as unknown as Env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, cache: res.headers.get("X-Edge-Cache"), cacheControl: res.headers.get("Cache-Control"), body };
}
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NIGHT);
  await clearAll();
  await writeDraws([testDraw({ game: "lotto", drawDate: HELD, drawNumber: 2740, numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
  await purgeResults(
    SITE_URL,
    [HELD, TONIGHT, GAP, FUTURE].map((date) => walletDrawPath("lotto", date)),
  );
});
afterEach(() => vi.useRealTimers());

describe("GET /api/wallet/{game}/{date}", () => {
  it("a draw we hold: 200, status held, with the public API's draw, kept as the API's answer", async () => {
    const res = await call(walletDrawPath("lotto", HELD));
    expect(res.status).toBe(200);
    expect(json(res.body)).toMatchObject({
      status: "held",
      gameType: "lotto",
      drawDate: HELD,
      numbers: [1, 2, 3, 4, 5, 6],
      bonusNumber: 7,
    });
    expect(res.cacheControl).toBe(cacheControl("results"));
    const publicAnswer = json((await call(`/api/results/lotto/${HELD}`)).body);
    expect(json(res.body)).toEqual({ status: "held", ...publicAnswer });
  });

  it.each([
    ["tonight's draw, drawn and not in yet", TONIGHT, "not-yet"],
    ["next Wednesday's draw", FUTURE, "not-yet"],
    ["last Saturday's draw, never stored (a gap)", GAP, "missing"],
  ])('%s: 200, status %s, kept as the API\'s "not yet" 404 is', async (_label, date, status) => {
    const res = await call(walletDrawPath("lotto", date));
    expect(res.status).toBe(200);
    expect(json(res.body)).toEqual({ status, gameType: "lotto", drawDate: date });
    expect(res.cacheControl).toBe(cacheControl("notYet"));
    // Where the public API answers 404 for the same draw.
    expect((await call(`/api/results/lotto/${date}`)).status).toBe(404);
  });

  it("tonight's draw counts as missing once it may no longer come: two days on", async () => {
    vi.setSystemTime(new Date("2026-11-23T08:00:00Z"));
    expect(json((await call(walletDrawPath("lotto", TONIGHT))).body)).toMatchObject({ status: "missing" });
  });

  it("an unknown game or a date that is not one is still refused as the public API refuses it", async () => {
    expect((await call("/api/wallet/keno/2026-11-18")).status).toBe(404);
    const bad = await call("/api/wallet/lotto/2026-02-30");
    expect(bad.status).toBe(400);
    expect(json(bad.body).error).toMatch(/YYYY-MM-DD/);
  });

  it("is kept by the edge, and the draws-changed step purges it and renders it back when the draw arrives", async () => {
    const path = walletDrawPath("lotto", TONIGHT);
    expect((await call(path)).cache).toBe("MISS");
    const cached = await call(path);
    expect(cached.cache).toBe("HIT");
    expect(json(cached.body).status).toBe("not-yet");

    await writeDraws([testDraw({ game: "lotto", drawDate: TONIGHT, drawNumber: 2741, numbers: [8, 14, 22, 31, 40, 52], bonus: 9 })]);
    const told = await call(DRAWS_CHANGED_PATH, signedDrawsChanged(INGEST_SECRET, [{ game: "lotto", drawDate: TONIGHT }]) as never);
    expect(told.status, told.body).toBe(200);

    vi.setSystemTime(new Date(NIGHT.getTime() + 4_000));
    const after = await call(path);
    expect(after.cache).toBe("HIT");
    expect(json(after.body)).toMatchObject({ status: "held", drawDate: TONIGHT, numbers: [8, 14, 22, 31, 40, 52] });
  });
});
