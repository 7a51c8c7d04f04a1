/**
 * The cron path end to end: the e2e server (scripts/e2e-server.mjs) points the Worker's
 * RESULTS_SOURCE_URL at the fake results source. The test publishes a new draw there, runs the daily
 * catch-up cron through wrangler's /__scheduled, and finds the draw in the JSON API with its divisions.
 *
 * The draw is a PowerBall Plus draw (after the fixtures' newest, 17 Nov): the other specs assert the
 * fixtures' Lotto, PowerBall and Daily Lotto draws, and share this server's database. Its figures are
 * INVENTED; the next jackpot differs on every run so a run always proves a write (an add the first
 * time, a correction when the server already holds the draw from an earlier project or run).
 */
import { expect, test } from "@playwright/test";
import { fakeTenant, type PublishedDraw } from "../fake-source/control";

const source = fakeTenant(`http://127.0.0.1:${process.env.E2E_FAKE_SOURCE_PORT ?? 8790}`, "e2e");
let fresh = 0;
/** A query string the API ignores, so no cache between us and the Worker can answer an old copy. */
const api = (path: string) => `${path}${path.includes("?") ? "&" : "?"}fresh=${Date.now()}-${fresh++}`;

test("a new draw reaches the site through the cron within one run, with its divisions and next jackpot", async ({ request }) => {
  const nextJackpotRand = 30_000_000 + (Date.now() % 100_000) * 10;
  const draw: PublishedDraw = {
    issue: 1811,
    date: "2026-11-20",
    numbers: [33, 8, 48, 19, 27],
    bonus: 11,
    nextJackpotRand,
    levels: [
      [2, 1_500_000],
      [3, 45_000.25],
      [12, 9_000],
      [140, 900],
      [800, 150],
      [9_500, 20],
      [7_000, 15],
      [40_000, 10],
      [61_000, 5],
    ].map(([winners, payoutRand], index) => ({ division: index + 1, winners: winners!, payoutRand: payoutRand! })),
  };
  await source.publish({ "powerball-plus": [draw] });
  const latest = async () => (await (await request.get(api("/api/results/latest"))).json())["powerball-plus"];
  expect(await latest()).not.toMatchObject({ nextJackpot: nextJackpotRand });

  const cron = await request.get("/__scheduled?cron=30+4+*+*+*");
  expect(cron.status()).toBe(200);

  await expect.poll(latest, { timeout: 10_000 }).toEqual({
    drawDate: "2026-11-20",
    drawNumber: 1811,
    numbers: [8, 19, 27, 33, 48],
    bonusNumber: 11,
    jackpot: null,
    nextJackpot: nextJackpotRand,
  });
  // The cron rendered the draw's purged pages into the edge cache again: its first visitor gets a copy.
  for (const path of ["/api/results/powerball-plus/2026-11-20", "/results/powerball-plus/2026-11-20"]) {
    expect((await request.get(path)).headers()["x-edge-cache"], path).toBe("HIT");
  }
  // The game's history at its default limit is among the answers the cron purges and renders again.
  const [newest] = await (await request.get(api("/api/results/history?gameType=powerball-plus"))).json();
  expect(newest).toMatchObject({
    gameType: "powerball-plus",
    drawDate: "2026-11-20",
    drawNumber: 1811,
    winners: 2,
    rollover: false,
    nextJackpot: nextJackpotRand,
  });
  // The catch-up asked the source for this game's pool (and for every other game's).
  expect(await source.requests()).toContainEqual({ endpoint: "list", body: { gameId: 11201, pageNum: 1, pageSize: 10, winPoolId: 101 } });
});
