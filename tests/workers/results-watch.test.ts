/**
 * The late results' watch as the pages render it (issue 42), and the late notices where the late line
 * leads (issue 43), with the clock set. Saturday 5 Dec 2026 is a Lotto night (21:00 SAST); we hold the
 * Lotto family's draws of Wednesday 2 Dec. From the draw time until the results are in, and at most until
 * the next morning, the home page, /results/lotto and tonight's "not yet" page carry the watch (the draws awaited, their windows, the script, the hidden arrival slots); at other times, and once
 * the draw is held, none of it. All figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { parseEnv } from "~/http/env.server";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const OFFICIAL = parseEnv(env).OPERATOR_URL;

async function page(path: string, status = 200): Promise<string> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(status);
  return (await res.text()).replace(/<!-- -->/g, "");
}

/** The draws a page watches for, from its watch element; null when it has none. */
function watches(html: string): { game: string; drawDate: string; from: string; until: string }[] | null {
  const attribute = /<div data-watch="([^"]*)"/.exec(html)?.[1];
  return attribute === undefined ? null : JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&#x27;/g, "'"));
}

const LOTTO_WATCH = {
  game: "lotto",
  name: "Lotto",
  drawDate: "2026-12-05",
  from: "2026-12-05T19:00:00.000Z",
  until: "2026-12-06T04:30:00.000Z",
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  await clearDraws();
  await env.DB.prepare("DELETE FROM ingest_runs").run();
  await writeDraws([
    testDraw({ game: "lotto", drawDate: "2026-11-28", numbers: [1, 9, 15, 23, 36, 42], bonus: 10 }),
    testDraw({ game: "lotto", drawDate: "2026-12-02", numbers: [4, 9, 15, 23, 36, 42], bonus: 10 }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-12-02", numbers: [3, 8, 14, 22, 35, 41], bonus: 9 }),
    testDraw({ game: "lotto-plus-2", drawDate: "2026-12-02", numbers: [2, 7, 13, 21, 34, 40], bonus: 8 }),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the late results' watch", () => {
  it("on the draw's day the pages carry tonight's draws, their window and the script, with hidden arrival slots", async () => {
    vi.setSystemTime(new Date("2026-12-05T19:40:00Z"));
    const home = await page("/");
    expect(watches(home)).toEqual([
      LOTTO_WATCH,
      { ...LOTTO_WATCH, game: "lotto-plus-1", name: "Lotto Plus 1" },
      { ...LOTTO_WATCH, game: "lotto-plus-2", name: "Lotto Plus 2" },
    ]);
    // The script is inlined in its placeholder; the strip's and the card's slots wait hidden.
    expect(home).toMatch(/<script id="watch-script">"use strict";/);
    expect(home.match(/<div data-watch-arrival="lotto" hidden=""/g)).toHaveLength(2);
    expect(/<p aria-live="polite"[^>]*data-watch-status[^>]*>/.test(home)).toBe(true);

    const game = await page("/results/lotto");
    expect(watches(game)).toEqual([LOTTO_WATCH]);
    expect(game).toContain('href="/results/lotto/2026-12-05"');
    expect(watches(await page("/results/lotto/2026-12-05", 404))).toEqual([LOTTO_WATCH]);
    // Not My Tickets: its script watches its own tickets' draws (wallet-script.ts, watchLate), not a data-watch list.
    expect(watches(await page("/my-tickets"))).toBeNull();
    // Another game's page, an archive month and an old draw's 404 watch nothing.
    expect(watches(await page("/results/lotto?month=2026-11"))).toBeNull();
    expect(watches(await page("/results/lotto/2026-11-25", 404))).toBeNull();
  });

  it("at other times, and once the draw is held, the pages carry none of it", async () => {
    // Monday 7 Dec, 20:00 SAST: no Lotto draw, and Saturday's window closed on Sunday morning.
    vi.setSystemTime(new Date("2026-12-07T18:00:00Z"));
    for (const path of ["/", "/results/lotto"]) {
      const html = await page(path);
      expect(watches(html), path).toBeNull();
      expect(html, path).not.toContain("watch-script");
      expect(html, path).not.toContain("data-watch-arrival");
    }
    vi.setSystemTime(new Date("2026-12-05T19:40:00Z"));
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-12-05", numbers: [5, 9, 15, 23, 36, 42], bonus: 10 })]);
    expect(watches(await page("/results/lotto"))).toBeNull();
    expect(watches(await page("/"))?.map((watch) => watch.game)).toEqual(["lotto-plus-1", "lotto-plus-2"]);
  });
});

describe("the late line (issue 43)", () => {
  beforeEach(() => {
    // 23:00 SAST: Saturday's results are late.
    vi.setSystemTime(new Date("2026-12-05T21:00:00Z"));
  });

  it("on the home page's first screen links to the official results, not only to the previous draw", async () => {
    const home = await page("/");
    const strip = /<li[^>]*data-game="lotto"[^>]*>.*?<\/li>/s.exec(home)?.[0] ?? "";
    const late = /<p[^>]*data-testid="strip-late"[^>]*>.*?<\/p>/s.exec(strip)?.[0] ?? "";
    expect(late).toContain("Sat 5 Dec 2026: results late, we keep checking.");
    expect(late).toContain(`href="${OFFICIAL}"`);
    expect(late).toContain('data-late-for="lotto"');
  });

  it("shows on the game's latest draw page, and under the other draws of that night; not on older draws", async () => {
    const latest = await page("/results/lotto/2026-12-02");
    const notices = [...latest.matchAll(/<p[^>]*data-testid="late-results"[^>]*data-late-for="([^"]+)"[^>]*>(.*?)<\/p>/gs)];
    expect(notices.map((notice) => notice[1])).toEqual(["lotto", "lotto-plus-1", "lotto-plus-2"]);
    expect(notices[0]![2]).toContain("Tonight&#x27;s Lotto results are late");
    expect(notices[0]![2]).toContain(`href="${OFFICIAL}"`);
    // The family's notices follow the heading of the other draws of the night.
    expect(latest.indexOf('data-late-for="lotto-plus-1"')).toBeGreaterThan(latest.indexOf('id="same-night"'));
    expect(await page("/results/lotto/2026-11-28")).not.toContain("late-results");
  });

  it("on a night where one game of the family is in and another is late, the late one shows under the night's draws", async () => {
    await writeDraws([
      testDraw({ game: "lotto", drawDate: "2026-12-05", numbers: [5, 9, 15, 23, 36, 42], bonus: 10 }),
      testDraw({ game: "lotto-plus-1", drawDate: "2026-12-05", numbers: [6, 9, 15, 23, 36, 42], bonus: 10 }),
    ]);
    const tonight = await page("/results/lotto/2026-12-05");
    const notices = [...tonight.matchAll(/data-late-for="([^"]+)"/g)].map((notice) => notice[1]);
    expect(notices).toEqual(["lotto-plus-2"]);
    expect(tonight).toContain("Our records hold no Lotto Plus 2 draw of this night.");
  });
});
