import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { clearDraws, testDraw, writeDraws } from "./seed";

const get = (path: string) => SELF.fetch(`https://example.test${path}`);

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-14",
      drawNumber: 2700,
      numbers: [1, 2, 3, 4, 5, 6],
      bonus: 7,
      jackpot: 5_000_000,
      nextJackpot: 7_000_000,
      rollover: true,
    }),
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      drawNumber: 2701,
      numbers: [40, 3, 9, 22, 17, 51],
      bonus: 12,
      jackpot: 7_000_000,
      nextJackpot: 9_000_000,
      rollover: true,
      divisions: [
        { division: 1, match: "6", winners: 0, payout: 0 },
        { division: 2, match: "5+bonus", winners: 2, payout: 120_000.5 },
      ],
    }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-18", numbers: [5, 6, 7, 8, 9, 10], bonus: 11 }),
    testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [1, 9, 17, 33, 50], bonus: 16 }),
    testDraw({ game: "powerball", drawDate: "2026-11-13", numbers: [1, 9, 18, 34, 49], bonus: 3 }),
    testDraw({ game: "daily-lotto", drawDate: "2026-11-19", numbers: [2, 4, 8, 16, 32] }),
    // An old-era draw: hot numbers must not count it.
    testDraw({ game: "powerball", drawDate: "2026-05-29", numbers: [2, 3, 4, 5, 6], bonus: 20 }),
  ]);
});

describe("GET /api/results/latest", () => {
  it("answers the newest draw of every game with the spec's field names", async () => {
    const res = await get("/api/results/latest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(["daily-lotto", "lotto", "lotto-plus-1", "lotto-plus-2", "powerball", "powerball-plus"]);
    // `late` depends on the clock (tests/workers/late-results.test.ts sets it); here only its presence.
    expect(body.lotto).toHaveProperty("late");
    const { late: _late, ...lotto } = body.lotto as Record<string, unknown>;
    expect(lotto).toEqual({
      drawDate: "2026-11-18",
      drawNumber: 2701,
      numbers: [3, 9, 17, 22, 40, 51],
      bonusNumber: 12,
      jackpot: 7_000_000,
      nextJackpot: 9_000_000,
    });
    expect(body["daily-lotto"]).toMatchObject({ drawDate: "2026-11-19", bonusNumber: null, nextJackpot: null });
    expect(body["lotto-plus-2"]).toBeNull();
  });
});

describe("GET /api/results/history", () => {
  it("lists all games newest first, 20 by default", async () => {
    const body = await (await get("/api/results/history")).json<{ drawDate: string; gameType: string }[]>();
    expect(body.map((d) => `${d.drawDate} ${d.gameType}`)).toEqual([
      "2026-11-19 daily-lotto",
      "2026-11-18 lotto",
      "2026-11-18 lotto-plus-1",
      "2026-11-17 powerball",
      "2026-11-14 lotto",
      "2026-11-13 powerball",
      "2026-05-29 powerball",
    ]);
  });

  it("filters by game and limits rows; both means every game; winners come from division 1", async () => {
    const lotto = await (await get("/api/results/history?gameType=lotto&limit=1")).json<Record<string, unknown>[]>();
    expect(lotto).toEqual([
      {
        id: expect.any(Number),
        gameType: "lotto",
        drawDate: "2026-11-18",
        drawNumber: 2701,
        numbers: [3, 9, 17, 22, 40, 51],
        bonusNumber: 12,
        jackpot: 7_000_000,
        nextJackpot: 9_000_000,
        rollover: true,
        rolloverAmount: null,
        winners: 0,
      },
    ]);
    expect(await (await get("/api/results/history?gameType=both&limit=2")).json()).toHaveLength(2);
    const daily = await (await get("/api/results/history?gameType=daily-lotto")).json<{ gameType: string }[]>();
    expect(daily.map((d) => d.gameType)).toEqual(["daily-lotto"]);
  });

  it.each([
    ["gameType=keno", /Invalid gameType "keno"\. Allowed: both, lotto, lotto-plus-1/],
    ["limit=0", /limit must be a whole number from 1 to 500/],
    ["limit=501", /limit must be a whole number from 1 to 500/],
    ["limit=ten", /limit must be a whole number from 1 to 500/],
    ["limit=1e2", /limit must be a whole number from 1 to 500/],
  ])("answers 400 JSON for %s", async (query, message) => {
    const res = await get(`/api/results/history?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await res.json<{ error: string }>()).error).toMatch(message);
  });
});

describe("hot numbers", () => {
  it("counts every ball of the current era's recent draws, by frequency then number", async () => {
    const body = await (await get("/api/hot-numbers/powerball")).json<{ id: number; number: number; frequency: number }[]>();
    expect(body.slice(0, 3)).toEqual([
      { id: 1, number: 1, frequency: 2 },
      { id: 9, number: 9, frequency: 2 },
      { id: 17, number: 17, frequency: 1 },
    ]);
    expect(body.map((n) => n.number)).not.toContain(2); // from the 1-20 PowerBall era
    expect(body).toHaveLength(8);
  });

  it("serves /api/hot-numbers/lotto and ?gameType=lotto alike, and any game", async () => {
    const byPath = await (await get("/api/hot-numbers/lotto")).json();
    const byQuery = await (await get("/api/hot-numbers?gameType=lotto")).json();
    expect(byQuery).toEqual(byPath);
    expect(await (await get("/api/hot-numbers/daily-lotto")).json()).toHaveLength(5);
  });

  it("rejects unknown or missing games", async () => {
    expect((await get("/api/hot-numbers?gameType=keno")).status).toBe(400);
    expect((await get("/api/hot-numbers")).status).toBe(400);
    const res = await get("/api/hot-numbers/keno");
    expect(res.status).toBe(404);
    expect((await res.json<{ error: string }>()).error).toMatch(/Invalid gameType "keno"/);
  });
});

describe("GET /api/next-draw", () => {
  it("gives each main game's next draw from the SAST schedule", async () => {
    const body = await (await get("/api/next-draw")).json<Record<string, { date: string; time: string; countdown: boolean }>>();
    expect(Object.keys(body).sort()).toEqual(["daily-lotto", "lotto", "powerball"]);
    for (const entry of Object.values(body)) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.time).toBe("21:00");
      expect(typeof entry.countdown).toBe("boolean");
    }
    const lottoDay = new Date(`${body.lotto!.date}T00:00:00Z`).getUTCDay();
    expect([3, 6]).toContain(lottoDay);
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});
