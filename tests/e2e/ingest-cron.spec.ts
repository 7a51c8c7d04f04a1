/**
 * The ingest end to end: the cron path, and the collector's push for when the source refuses the Worker.
 *
 * The cron path: the e2e server (scripts/e2e-server.mjs) points the Worker's
 * RESULTS_SOURCE_URL at the fake results source. The test publishes a new draw there, runs the daily
 * catch-up cron through wrangler's /__scheduled, and finds the draw in the JSON API with its divisions.
 *
 * The draw is a PowerBall Plus draw (after the fixtures' newest, 17 Nov): the other specs assert the
 * fixtures' Lotto, PowerBall and Daily Lotto draws, and share this server's database. Its figures are
 * INVENTED; the next jackpot differs on every run so a run always proves a write (an add the first
 * time, a correction when the server already holds the draw from an earlier project or run).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
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
  // The draw's own answer, not the latest: the collector's test below adds a newer draw on this server.
  const answer = async () => (await request.get(api("/api/results/powerball-plus/2026-11-20"))).json();
  expect(await answer()).not.toMatchObject({ nextJackpot: nextJackpotRand });

  const cron = await request.get("/__scheduled?cron=30+4+*+*+*");
  expect(cron.status()).toBe(200);

  await expect.poll(answer, { timeout: 10_000 }).toMatchObject({
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
  const history: { drawDate: string }[] = await (await request.get(api("/api/results/history?gameType=powerball-plus"))).json();
  expect(history.find((row) => row.drawDate === "2026-11-20")).toMatchObject({
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

test("when the official API refuses the Worker, the collector's push from a home connection brings the draw in", async ({
  request,
  baseURL,
}) => {
  // A PowerBall Plus draw after the cron test's (20 Nov), its next jackpot new on every run, as above.
  const nextJackpotRand = 31_000_000 + (Date.now() % 100_000) * 10;
  const draw: PublishedDraw = {
    issue: 1812,
    date: "2026-11-24",
    numbers: [5, 12, 23, 34, 45],
    bonus: 7,
    nextJackpotRand,
    levels: Array.from({ length: 9 }, (_, index) => ({ division: index + 1, winners: (index + 1) * 10, payoutRand: 10_000 / (index + 1) })),
  };
  await source.block({ "powerball-plus": [draw] });
  const latest = async () => (await (await request.get(api("/api/results/latest"))).json())["powerball-plus"];

  // The Worker asks and is refused (HTTP 403): nothing arrives.
  expect((await request.get("/__scheduled?cron=30+4+*+*+*")).status()).toBe(200);
  expect(await source.requests()).toContainEqual(expect.objectContaining({ endpoint: "list" }));
  expect(await latest()).not.toMatchObject({ nextJackpot: nextJackpotRand });

  // The collector asks the same API from a home connection and pushes the raw answers, signed.
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/collect.ts", "--push", baseURL!], {
    env: { ...process.env, RESULTS_SOURCE_URL: source.homeOfficialUrl, INGEST_SECRET: "e2e-ingest-secret-not-a-secret-0123456789" },
  });
  expect(stdout).toContain("site answered HTTP 200");
  await expect.poll(latest, { timeout: 10_000 }).toMatchObject({
    drawDate: "2026-11-24",
    drawNumber: 1812,
    numbers: [5, 12, 23, 34, 45],
    bonusNumber: 7,
    nextJackpot: nextJackpotRand,
  });
  const answer = await (await request.get(api("/api/results/powerball-plus/2026-11-24"))).json();
  expect(answer.divisions).toHaveLength(9);
  expect(answer.sources).toContainEqual(expect.objectContaining({ source: "official" }));
});
