/**
 * Late results with the clock set (issue 30, section 4): Tuesday 24 Nov 2026 is a PowerBall night. Until
 * 22:30 SAST, or once the draw is stored, nothing is said; from 22:30 without it, the home page's
 * PowerBall card, /results/powerball and the API's latest answer say the results are late with the time
 * of the last run that asked for PowerBall, and System Status shows PowerBall red with what each source
 * last answered. A recent draw without its prize table says once when payouts usually follow.
 * All figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { LatestResultsSchema } from "~/api/schemas.server";
import { parseEnv } from "~/http/env.server";
import { clearDraws, db, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const OFFICIAL = parseEnv(env).OPERATOR_URL;

async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`, { headers }) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(200);
  return res;
}

/** The page's text as a reader sees it. */
const text = async (path: string, headers?: Record<string, string>) =>
  (await (await fetchPage(path, headers)).text())
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

/** An ingest run that asked for these games, finished at `finishedAt` (ISO). */
async function run(finishedAt: string, games: Record<string, unknown>, source = "official") {
  const startedAt = new Date(Date.parse(finishedAt) - 9_000).toISOString();
  await env.DB.prepare(
    "INSERT INTO ingest_runs (trigger, source, outcome, started_at, finished_at, details, error) VALUES ('cron', ?, 'failed', ?, ?, ?, ?)",
  )
    .bind(source, startedAt, finishedAt, JSON.stringify({ durationMs: 9000, games }), null)
    .run();
}

const setClock = (iso: string) => vi.setSystemTime(new Date(iso));

const LATE_LINE = "Tonight's PowerBall results are late: we do not have them yet. We check every 10 minutes; last checked 22:36.";
const REFUSED = "HTTP 403 from the official results API (the source refused this address)";

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  await clearDraws();
  await env.DB.prepare("DELETE FROM ingest_runs").run();
  // Friday's PowerBall and PowerBall Plus, the Saturday Lotto draws, and Tuesday's Daily Lotto: only
  // Tuesday's PowerBall draws are awaited on Tuesday night.
  await writeDraws([
    testDraw({ game: "powerball", drawDate: "2026-11-20", numbers: [5, 11, 19, 27, 44], bonus: 12 }),
    testDraw({ game: "powerball-plus", drawDate: "2026-11-20", numbers: [1, 9, 17, 29, 41], bonus: 3 }),
    testDraw({ game: "lotto", drawDate: "2026-11-21", numbers: [4, 9, 15, 23, 36, 42], bonus: 10 }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-21", numbers: [3, 8, 14, 22, 35, 41], bonus: 9 }),
    testDraw({ game: "lotto-plus-2", drawDate: "2026-11-21", numbers: [2, 7, 13, 21, 34, 40], bonus: 8 }),
    testDraw({ game: "daily-lotto", drawDate: "2026-11-24", numbers: [6, 7, 8, 9, 10] }),
  ]);
  // 22:36 SAST: the official source refused the Worker for PowerBall (the run stopped there).
  await run("2026-11-24T20:36:00.000Z", { powerball: { error: REFUSED }, "powerball-plus": { error: `skipped: ${REFUSED}` } });
  // A search run that asked for PowerBall earlier in the evening and found nothing.
  await run("2026-11-24T19:40:00.000Z", { powerball: { added: 0, updated: 0, unchanged: 0 } }, "search");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("late results", () => {
  it("are not mentioned before 22:30", async () => {
    setClock("2026-11-24T20:29:00.000Z");
    const home = await text("/");
    expect(home).not.toContain("are late");
    expect(home).not.toContain("results late");
    expect(await text("/results/powerball")).not.toContain("are late");
    const latest = LatestResultsSchema.parse(await (await fetchPage("/api/results/latest")).json());
    expect(latest.powerball!.late).toBeNull();
  });

  it("from 22:30 without the draw: the home page's card, the game page and the API say so, with a link to the official results", async () => {
    setClock("2026-11-24T20:40:00.000Z");
    const home = await (await fetchPage("/")).text();
    const card = /<article[^>]*data-game="powerball"[^>]*>.*?<\/article>/s.exec(home)?.[0] ?? "";
    const cardText = card
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");
    expect(cardText).toContain(LATE_LINE);
    expect(card).toContain(`href="${OFFICIAL}"`);
    // Only the late games: PowerBall and PowerBall Plus, on their cards and in the first screen's strip.
    expect(home.match(/data-testid="late-results"/g)).toHaveLength(2);
    expect(home.match(/data-testid="strip-late"/g)).toHaveLength(2);
    const lotto = /<article[^>]*data-game="lotto"[^>]*>.*?<\/article>/s.exec(home)?.[0] ?? "";
    expect(lotto).not.toContain("late-results");

    expect(await text("/results/powerball")).toContain(LATE_LINE);
    expect(await text("/results/lotto")).not.toContain("are late");

    const answer = await (await fetchPage("/api/results/latest")).json();
    // The answer is the documented shape, late field included (unknown keys refused).
    const latest = LatestResultsSchema.parse(answer);
    expect(
      LatestResultsSchema.shape.powerball
        .unwrap()
        .strict()
        .safeParse((answer as Record<string, unknown>).powerball).success,
    ).toBe(true);
    expect(latest.powerball!.late).toEqual({
      drawDate: "2026-11-24",
      since: "2026-11-24T20:30:00.000Z",
      lastChecked: "2026-11-24T20:36:00.000Z",
      nextCheck: "2026-11-24T20:50:00.000Z",
      message: LATE_LINE,
      officialUrl: OFFICIAL,
    });
    expect(latest.lotto!.late).toBeNull();
    expect(latest["daily-lotto"]!.late).toBeNull();
  });

  it("are no longer mentioned once the draw is stored", async () => {
    setClock("2026-11-24T20:40:00.000Z");
    await writeDraws([testDraw({ game: "powerball", drawDate: "2026-11-24", numbers: [3, 14, 22, 37, 45], bonus: 7 })]);
    expect(await text("/results/powerball")).not.toContain("are late");
    const latest = LatestResultsSchema.parse(await (await fetchPage("/api/results/latest")).json());
    expect(latest.powerball!.late).toBeNull();
    expect(latest["powerball-plus"]!.late).not.toBeNull();
  });

  it("turn the game red in System Status, with the last answer of each source", async () => {
    setClock("2026-11-24T20:40:00.000Z");
    const config = adminAuthConfig(parseEnv(env));
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    const cookie = (await startSession(db(), config)).split(";")[0]!;
    const html = (await (await fetchPage("/admin", { Cookie: cookie, "CF-Connecting-IP": "198.18.30.1" })).text()).replace(/<!-- -->/g, "");
    const status = /<section id="system-status".*?<\/section>/s.exec(html)?.[0] ?? "";
    const red = /<div[^>]*data-testid="late-powerball"[^>]*>.*?<\/div>/s.exec(status)?.[0] ?? "";
    expect(red).toContain("bg-red-50");
    expect(red).toContain("Late since Tue 24 Nov 2026, 22:30 SAST: the draw of Tue 24 Nov 2026 is not in.");
    expect(red).toContain(`Official results API: failed Tue 24 Nov 2026, 22:36 SAST · ${REFUSED}`);
    expect(red).toContain("Search engine: answered Tue 24 Nov 2026, 21:40 SAST");
    expect(status).toContain('data-testid="late-powerball-plus"');
    expect(status).not.toContain('data-testid="late-lotto"');
  });
});

describe("payouts not published yet", () => {
  it("a recent draw without its prize table says once when payouts follow and when we last asked; an old one says we don't have its prize table", async () => {
    setClock("2026-11-24T20:40:00.000Z");
    await writeDraws([
      testDraw({ game: "powerball", drawDate: "2026-11-24", numbers: [3, 14, 22, 37, 45], bonus: 7, jackpot: 40_000_000 }),
      testDraw({ game: "powerball", drawDate: "2026-10-02", numbers: [2, 13, 21, 34, 48], bonus: 7, jackpot: 9_000_000 }),
    ]);
    const payouts = "Payouts are usually published later tonight or by the next morning; we check every few minutes (last checked 22:36)";
    const drawPage = await text("/results/powerball/2026-11-24");
    expect(drawPage).toContain(`${payouts}. Official results on`);
    // Said once: not also as "Divisions not yet published" or "no prize divisions".
    expect(drawPage).not.toMatch(/Divisions not yet published|hold no prize divisions|not in our records|prize table/);
    expect(drawPage.split("Payouts are usually published")).toHaveLength(2);

    const gamePage = await text("/results/powerball");
    expect(gamePage).toContain(`${payouts}. Official results on`);
    expect(gamePage.split("Payouts are usually published")).toHaveLength(2);

    const home = await (await fetchPage("/")).text();
    const card = (/<article[^>]*data-game="powerball"[^>]*>.*?<\/article>/s.exec(home)?.[0] ?? "").replace(/<!-- -->/g, "");
    expect(card).toContain(`The next jackpot and prize divisions for this draw are not yet published. ${payouts}.`);

    const old = await text("/results/powerball/2026-10-02");
    // One plain sentence, once: not also "The prize divisions for this draw are not in our records".
    expect(old).toContain("We don't have the prize table for this draw.");
    expect(old.split("prize table")).toHaveLength(2);
    expect(old).not.toMatch(/Payouts are usually published|prize divisions for this draw/);
  });
});
