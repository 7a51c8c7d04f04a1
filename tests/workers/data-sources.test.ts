/**
 * /data-sources against a real D1: the coverage figures per game are counted from the draws, the sources
 * from their `source` column (and the stretches resting on one source), the gaps from the draw schedule, and the ingest log shows every correction
 * but nothing private (error texts, warnings, rejection reasons, cursors), whether in the page or in its
 * data request; a broken `details` value shows its run without details. All figures invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { RESULTS_PATHS } from "~/edge/edge-cache.server";
import { addDays, isScheduledDrawDate } from "~/rules/schedule";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: await res.text() };
}

/** The page's text without tags, entities decoded as a reader sees them. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

/** Lotto's scheduled dates 2 Sep – 31 Oct 2026 (18), without a run of three and one single date. */
const MISSING = ["2026-09-16", "2026-09-19", "2026-09-23", "2026-10-07"];
const LOTTO_DATES: string[] = [];
for (let date = "2026-09-02"; date <= "2026-10-31"; date = addDays(date, 1)) {
  if (isScheduledDrawDate("lotto", date) && !MISSING.includes(date)) LOTTO_DATES.push(date);
}

/** What must never reach a visitor from `ingest_runs`. */
const PRIVATE = ["SECRET-WARNING-TEXT", "PRIVATE-REJECT", "198.51.100.7", "CURSOR-SECRET", "D1_ERROR", "10.1.2.3", "PRIVATE-ERROR-TEXT"];

async function insertRun(run: {
  startedAt: string;
  trigger: string;
  source: string;
  outcome: string;
  added: number;
  updated: number;
  details: string | null;
  error?: string;
  cursor?: string;
}) {
  await env.DB.prepare(
    "INSERT INTO ingest_runs (started_at, finished_at, trigger, source, outcome, draws_added, draws_updated, details, error, cursor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      run.startedAt,
      run.startedAt,
      run.trigger,
      run.source,
      run.outcome,
      run.added,
      run.updated,
      run.details,
      run.error ?? null,
      run.cursor ?? null,
    )
    .run();
}

beforeAll(async () => {
  await clearDraws();
  await env.DB.prepare("DELETE FROM ingest_runs").run();
  expect(LOTTO_DATES).toHaveLength(14);
  await writeDraws(
    LOTTO_DATES.map((drawDate, i) =>
      testDraw({
        game: "lotto",
        drawDate,
        numbers: [1, 2, 3, 4, 5, 6 + (i % 40)],
        bonus: 50,
        source: i < 4 ? "csv:J|G" : i < 8 ? "csv:H" : "official",
        jackpot: i < 5 ? 1_000_000 * (i + 1) : null,
        nextJackpot: i < 3 ? 2_000_000 : null,
        divisions: i < 2 ? [{ division: 1, match: "6", winners: 0, payout: 0 }] : [],
      }),
    ),
  );
  await insertRun({
    startedAt: "2026-11-20T19:10:00.000Z",
    trigger: "cron",
    source: "official",
    outcome: "ok",
    added: 1,
    updated: 1,
    details: JSON.stringify({
      durationMs: 900,
      games: {
        lotto: {
          added: 1,
          updated: 1,
          unchanged: 2,
          warnings: ["SECRET-WARNING-TEXT"],
          rejected: ["2026-11-18: PRIVATE-REJECT from 198.51.100.7"],
          updates: [
            {
              drawDate: "2026-10-31",
              drawNumber: null,
              changed: {
                numbers: { from: [2, 10, 16, 24, 32, 41], to: [2, 10, 16, 24, 32, 44] },
                nextJackpot: { from: 9_500_000, to: 9_600_000 },
              },
            },
          ],
        },
      },
    }),
    cursor: JSON.stringify({ backfill: { from: "CURSOR-SECRET", games: {} } }),
  });
  await insertRun({
    startedAt: "2026-11-21T19:20:00.000Z",
    trigger: "admin",
    source: "official",
    outcome: "failed",
    added: 0,
    updated: 0,
    details: JSON.stringify({ games: { lotto: { error: "PRIVATE-ERROR-TEXT at http://10.1.2.3/engine" } } }),
    error: "lotto: D1_ERROR at http://10.1.2.3/engine",
  });
  // An older or broken shape, and JSON that does not parse: shown without details, never a 500.
  await insertRun({
    startedAt: "2026-11-22T04:30:00.000Z",
    trigger: "cli",
    source: "search",
    outcome: "ok",
    added: 2,
    updated: 0,
    details: JSON.stringify({ perGame: "old" }),
  });
  await insertRun({
    startedAt: "2026-11-23T04:30:00.000Z",
    trigger: "api",
    source: "official",
    outcome: "partial",
    added: 0,
    updated: 3,
    details: "{not json",
  });
});

describe("/data-sources", () => {
  it("counts each game's draws, first and last draw, and those with divisions, a jackpot and a next jackpot", async () => {
    const { status, body } = await get("/data-sources");
    expect(status).toBe(200);
    const lottoRow = text(/<tr[^>]*data-game="lotto"[^>]*>.*?<\/tr>/s.exec(body)![0]);
    expect(lottoRow).toMatch(/Lotto Wed 2 Sep 2026 Sat 31 Oct 2026 14 2 \(14%\) 5 \(36%\) 3 \(21%\)/);
    const dailyRow = text(/<tr[^>]*data-game="daily-lotto"[^>]*>.*?<\/tr>/s.exec(body)![0]);
    expect(dailyRow).toContain("No draws in our records yet");
    expect(text(body)).toContain("No Daily Lotto draws in our records yet.");
  });

  it("names the sources of a game's draws with their counts", async () => {
    const page = text((await get("/data-sources")).body);
    expect(page).toContain("Ithuba National Lottery historic data: 4 draws taken from it");
    expect(page).toContain("SA Lotto and PowerBall spreadsheets: confirms 4 draws taken from another");
    expect(page).toContain("za.national-lottery.com page cache: 4 draws taken from it");
    expect(page).toContain("Official results API: 6 draws taken from it");
    // Every source code is explained, with its licence and where to see it.
    expect(page).toContain("Licence: MIT");
    expect((await get("/data-sources")).body).toContain('href="https://github.com/Johandielangman/Ithuba-National-Lottery-Historic-Data"');
  });

  it("lists the gaps against the draw schedule: runs of 3 or more with dates, and the total", async () => {
    const { body } = await get("/data-sources");
    const gaps = text(/data-testid="gaps-lotto".*?<\/section>/s.exec(body)![0]);
    expect(gaps).toContain("4 draws scheduled between our first and last Lotto draw are not in our records.");
    expect(gaps).toContain("Wed 16 Sep 2026 – Wed 23 Sep 2026: 3 draws missing");
    expect(gaps).toContain("Besides these, 1 draw missing one or two at a time (1 gap).");
  });

  it("lists the stretches of imported history that rest on one source, counted from the draws' sources", async () => {
    const { body } = await get("/data-sources");
    expect(body).toContain('href="#single-source"');
    const section = /<section aria-labelledby="single-source".*?<\/section>/s.exec(body)![0];
    // Draws 5-8 are "csv:H" alone; the first four are cross-checked (J|G) and the rest came from the live ingest.
    const lotto = /<li[^>]*data-testid="single-source-lotto".*?<\/ul>/s.exec(section)![0];
    expect(text(lotto)).toContain(
      "Lotto Sat 26 Sep 2026 to Sat 10 Oct 2026: 4 draws, one source (H, za.national-lottery.com page cache), not cross-checked",
    );
    expect(lotto.match(/<li>/g)).toHaveLength(1);
    // The games without draws have no stretch of their own.
    expect(section).not.toContain('data-testid="single-source-daily-lotto"');
  });

  it("shows the latest ingest runs and every correction with its old and new value", async () => {
    const page = text((await get("/data-sources")).body);
    expect(page).toContain("Fri 20 Nov 2026, 21:10 SAST Schedule Official results API Completed: 1 draw refused by our checks 1 1");
    expect(page).toContain("Sat 21 Nov 2026, 21:20 SAST Editor (admin refresh) Official results API Failed");
    expect(page).toContain("Sun 22 Nov 2026, 06:30 SAST Command line Search engine Completed Details of this run are not available 2 0");
    expect(page).toContain(
      "Mon 23 Nov 2026, 06:30 SAST API call Official results API Completed in part Details of this run are not available 0 3",
    );
    expect(page).toContain("Fri 20 Nov 2026, 21:10 SAST Lotto Sat 31 Oct 2026 Numbers 2 10 16 24 32 41 2 10 16 24 32 44");
    expect(page).toContain("Fri 20 Nov 2026, 21:10 SAST Lotto Sat 31 Oct 2026 Next jackpot R 9,500,000 R 9,600,000");
    expect(page).toContain("The details of one correcting run are not available, so its corrections are not listed.");
  });

  it("never shows error texts, warnings, rejection reasons or cursors, in the page or its data", async () => {
    for (const path of ["/data-sources", "/data-sources.data"]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      for (const secret of PRIVATE) expect(body, `${path} shows ${secret}`).not.toContain(secret);
    }
  });

  it("is purged from the edge cache with the results pages after an ingest changes draws", () => {
    expect(RESULTS_PATHS).toContain("/data-sources");
  });

  it("says so when there are no runs yet", async () => {
    await env.DB.prepare("DELETE FROM ingest_runs").run();
    const page = text((await get("/data-sources")).body);
    expect(page).toContain("No ingest runs recorded yet.");
    expect(page).toContain("No corrections recorded yet");
  });
});
