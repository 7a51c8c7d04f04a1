/**
 * The claimable year with the clock set, against a real D1: on /results/lotto a line of what we hold of the
 * draws whose prizes can still be claimed, with the missing ones folded into a list, each with the official
 * results; on /data-sources the same per game. Monday 7 Dec 2026 at noon SAST: the draws from Sun 7 Dec 2025
 * to Sun 6 Dec 2026. Lotto: every scheduled draw held but Wed 29 Apr 2026 (held under Thu 30 Apr, an unusual
 * day) and the three of 18-25 Nov 2026; two prize tables. No other game has a draw. All figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { parseEnv } from "~/http/env.server";
import { addDays, isScheduledDrawDate } from "~/rules/schedule";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const OFFICIAL = parseEnv(env).OPERATOR_URL;
const MISSING = ["2026-04-29", "2026-11-18", "2026-11-21", "2026-11-25"];
const SCHEDULED: string[] = [];
for (let date = "2025-12-07"; date <= "2026-12-06"; date = addDays(date, 1)) if (isScheduledDrawDate("lotto", date)) SCHEDULED.push(date);
const HELD = [...SCHEDULED.filter((date) => !MISSING.includes(date)), "2026-04-30"];

async function page(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The text a reader sees. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ ([.,:;)])/g, "$1");

beforeAll(async () => {
  await clearDraws();
  // One draw a year older than the claimable year: never counted.
  await writeDraws(
    ["2025-12-06", ...HELD].map((drawDate, i) =>
      testDraw({
        game: "lotto",
        drawDate,
        numbers: [1, 2, 3, 4, 5, 6 + (i % 40)],
        bonus: 50,
        divisions: ["2026-04-30", "2026-12-05"].includes(drawDate) ? [{ division: 1, match: "6", winners: 0, payout: 0 }] : [],
      }),
    ),
  );
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-07T10:00:00.000Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the claimable year", () => {
  it("on the game page: one line of what we hold, and the draws we do not hold folded away, each with the official results", async () => {
    expect(SCHEDULED).toHaveLength(104);
    const html = await page("/results/lotto");
    const panel = /<section[^>]*data-testid="claimable-year".*?<\/section>/s.exec(html)![0];
    expect(text(panel)).toContain(
      "Prizes can be claimed for 365 days after the draw: 104 draws of Lotto from Sun 7 Dec 2025 to Sun 6 Dec 2026. " +
        "We hold 100 of them, and 1 more dated on an unusual day (Thu 30 Apr 2026). We hold the prize table of 2 of them.",
    );
    const list = /<details.*?<\/details>/s.exec(panel)![0];
    expect(text(list)).toContain("4 draws we do not hold, and where to check them");
    expect(text(list)).toContain(
      "Wed 29 Apr 2026 (we hold a draw dated Thu 30 Apr 2026, an unusual day: it may be this one) Official results on",
    );
    expect(text(list)).toContain("Wed 18 Nov 2026 – Wed 25 Nov 2026: 3 draws Official results on");
    expect(list.match(/<li[ >]/g)).toHaveLength(2);
    expect(list.match(new RegExp(`href="${OFFICIAL}"`, "g"))).toHaveLength(2);
  });

  it("on the game page of a game without draws: every scheduled draw missing, in one run", async () => {
    const panel = text(/<section[^>]*data-testid="claimable-year".*?<\/section>/s.exec(await page("/results/daily-lotto"))![0]);
    expect(panel).toContain("364 draws of Daily Lotto from Sun 7 Dec 2025 to Sun 6 Dec 2026. We hold 0 of them.");
    expect(panel).toContain("Sun 7 Dec 2025 – Sun 6 Dec 2026: 364 draws Official results on");
  });

  it("moves with the clock: a month later the draws of December 2025 are past claiming", async () => {
    vi.setSystemTime(new Date("2027-01-07T10:00:00.000Z"));
    const panel = text(/<section[^>]*data-testid="claimable-year".*?<\/section>/s.exec(await page("/results/lotto"))![0]);
    expect(panel).toContain("105 draws of Lotto from Wed 7 Jan 2026 to Wed 6 Jan 2027. We hold 92 of them");
    // Nothing is held after Sat 5 Dec 2026: those draws are missing too.
    expect(panel).toContain("Wed 9 Dec 2026 – Wed 6 Jan 2027: 9 draws Official results");
  });

  it("on /data-sources: per game, the draws, those we hold and with prize tables, and the missing ones with the official results", async () => {
    const html = await page("/data-sources");
    expect(html).toContain('href="#claimable"');
    const section = /<section aria-labelledby="claimable".*?<\/section>/s.exec(html)![0];
    expect(text(section)).toContain("a ticket of any draw from Sun 7 Dec 2025 to Sun 6 Dec 2026 can still pay out");
    const row = (game: string) => text(new RegExp(`<tr[^>]*data-claimable="${game}"[^>]*>.*?</tr>`, "s").exec(section)![0]).trim();
    expect(row("lotto")).toBe("Lotto 104 100 (+1 on Thu 30 Apr 2026, off schedule) 2 4");
    expect(row("powerball")).toMatch(/^PowerBall 104 0 0 104$/);
    expect(row("daily-lotto")).toBe("Daily Lotto 364 0 0 364");
    const lotto = /<details[^>]*data-testid="claimable-missing-lotto".*?<\/details>/s.exec(section)![0];
    expect(text(lotto)).toContain("Lotto: the 4 draws we do not hold");
    expect(text(lotto)).toContain("Wed 18 Nov 2026 – Wed 25 Nov 2026: 3 draws Official results on");
    expect(lotto).toContain(`href="${OFFICIAL}"`);
  });
});
