/**
 * After the cron's ingest changes a draw, the edge cache drops that draw's page, its game page and its
 * year page (and the newest-results pages), and keeps the pages of draws it did not change. Through the
 * Worker's own `scheduled` handler against the fake source (tenant "worker"). Figures invented.
 */
import { createExecutionContext, createScheduledController, SELF, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { drawPagePaths, pathsToPurge, purgeResults, RESULTS_PATHS } from "~/edge/edge-cache.server";
import { LOTTO_NEW } from "../fake-source/draws";
import { clearAll, env, ingest, tenant } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const ORIGIN = "https://www.salottoresults.co.za"; // SITE_URL: cache keys use the canonical origin
const get = (path: string) => SELF.fetch(`https://example.test${path}`);
const PAGES = ["/results/lotto/2026-11-21", "/results/lotto/2026", "/results/lotto", "/results/lotto/2026-11-18"];

beforeAll(async () => {
  await clearAll();
  await purgeResults(ORIGIN, PAGES);
  await writeDraws([
    testDraw({ game: "lotto", drawDate: "2026-11-18", drawNumber: 2740, numbers: [1, 2, 3, 4, 5, 6], bonus: 7 }),
    // The night's draw as first published: numbers in, no prize table yet.
    testDraw({
      game: "lotto",
      drawDate: LOTTO_NEW.date,
      drawNumber: LOTTO_NEW.issue,
      numbers: [...LOTTO_NEW.numbers].sort((a, b) => a - b),
      bonus: LOTTO_NEW.bonus,
    }),
  ]);
  await tenant("worker").publish({ lotto: [LOTTO_NEW] });
});

describe("the purge after an ingest", () => {
  it("names a draw's page, its game page and its year page, with the newest-results pages", () => {
    expect(drawPagePaths("lotto", "2026-11-21")).toEqual([
      "/results/lotto/2026-11-21",
      "/results/lotto",
      "/results/lotto/2026",
      "/statistics/lotto",
      "/api/statistics/lotto",
      "/api/results/lotto/2026-11-21",
      "/api/wallet/lotto/2026-11-21",
      "/embed/lotto",
      "/data/lotto.csv",
      "/data/lotto-divisions.csv",
      "/data/lotto.json",
    ]);
    const paths = pathsToPurge([
      { game: "lotto", drawDate: "2026-11-21" },
      { game: "daily-lotto", drawDate: "2026-11-21" },
    ]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...RESULTS_PATHS,
        "/results/lotto/2026-11-21",
        "/results/lotto/2026",
        "/results/daily-lotto/2026-11-21",
        "/results/daily-lotto/2026",
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("the ingest summary names the draws a run added or updated, and none when nothing changed", async () => {
    const source = tenant("purge-summary");
    await source.publish({ lotto: [LOTTO_NEW] });
    await env.DB.prepare("DELETE FROM draws WHERE game = 'lotto' AND draw_date = ?").bind(LOTTO_NEW.date).run();
    expect((await ingest(source, { games: ["lotto"] })).changed).toEqual([{ game: "lotto", drawDate: LOTTO_NEW.date }]);
    expect((await ingest(source, { games: ["lotto"] })).changed).toEqual([]);
    // Back as the next test expects it: the night's draw without its prize table.
    await env.DB.prepare("DELETE FROM draws WHERE game = 'lotto' AND draw_date = ?").bind(LOTTO_NEW.date).run();
    await writeDraws([
      testDraw({
        game: "lotto",
        drawDate: LOTTO_NEW.date,
        drawNumber: LOTTO_NEW.issue,
        numbers: [...LOTTO_NEW.numbers].sort((a, b) => a - b),
        bonus: LOTTO_NEW.bonus,
      }),
    ]);
  });

  it("the cron replaces the changed draw's pages in the edge cache with new renders and keeps the others", async () => {
    const before = new Map<string, string>();
    for (const path of PAGES) {
      expect((await get(path)).headers.get("X-Edge-Cache"), path).toBe("MISS");
      const again = await get(path);
      expect(again.headers.get("X-Edge-Cache"), path).toBe("HIT");
      before.set(path, await again.text());
      expect(before.get(path), path).not.toContain("R 250,000.50");
    }

    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: "*/2 19-21 * * *", scheduledTime: new Date("2026-11-21T19:40:00Z") }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    // Purged, then rendered again by the cron itself: the first visitor after it gets the new page from
    // the cache.
    const drawPage = await get("/results/lotto/2026-11-21");
    expect(drawPage.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await drawPage.text()).toContain("R 250,000.50"); // division 2 as the source published it
    for (const path of ["/results/lotto/2026", "/results/lotto"]) {
      const page = await get(path);
      expect(page.headers.get("X-Edge-Cache"), path).toBe("HIT");
      expect(await page.text(), path).not.toBe(before.get(path));
    }
    expect((await get("/results/lotto/2026-11-18")).headers.get("X-Edge-Cache")).toBe("HIT");
  });
});
