/**
 * System Status: the last run of each game per trigger from ingest_runs, rows per table, the next cron
 * run (from the same cron list as wrangler.toml), whether each source is configured, and the newest draw
 * of each game with its age, both as data and as the signed-in page shows it.
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { CATCH_UP_CRON, DRAW_NIGHT_CRON, INGEST_CRONS, nextCronTime, nextIngestRun } from "~/rules/ingest-schedule";
import { startSession } from "~/admin/session.server";
import { systemStatus } from "~/admin/status.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import wranglerToml from "../../wrangler.toml?raw";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const db = getDb(env.DB);
const appEnv = () => parseEnv(env);
/** Sunday 22 Nov 2026, 10:00 SAST. */
const NOW = new Date("2026-11-22T08:00:00Z");

async function run(row: {
  trigger: string;
  source?: string;
  outcome: string;
  startedAt: string;
  games: Record<string, unknown>;
  error?: string;
}) {
  await env.DB.prepare(
    "INSERT INTO ingest_runs (trigger, source, outcome, started_at, finished_at, details, error) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      row.trigger,
      row.source ?? "official",
      row.outcome,
      row.startedAt,
      row.startedAt.replace(/:00\.000Z$/, ":09.000Z"),
      JSON.stringify({ durationMs: 9000, games: row.games }),
      row.error ?? null,
    )
    .run();
}

beforeEach(async () => {
  await clearDraws();
  await env.DB.prepare("DELETE FROM ingest_runs").run();
});

describe("the cron list", () => {
  it("is the one wrangler.toml declares, catch-up included", () => {
    const crons = JSON.parse(/^crons\s*=\s*(\[.*\])$/m.exec(wranglerToml)![1]!);
    expect(crons).toEqual([...INGEST_CRONS]);
    expect(INGEST_CRONS).toContain(CATCH_UP_CRON);
  });

  it("finds the next run of each cron, in UTC", () => {
    expect(nextCronTime("*/10 19-21 * * *", new Date("2026-11-22T19:05:00Z")).toISOString()).toBe("2026-11-22T19:10:00.000Z");
    expect(nextCronTime("*/10 19-21 * * *", new Date("2026-11-22T19:10:00Z")).toISOString()).toBe("2026-11-22T19:20:00.000Z");
    expect(nextCronTime("*/10 19-21 * * *", new Date("2026-11-22T21:50:00Z")).toISOString()).toBe("2026-11-23T19:00:00.000Z");
    expect(nextCronTime("30 4 * * *", new Date("2026-11-22T04:29:59Z")).toISOString()).toBe("2026-11-22T04:30:00.000Z");
    expect(nextCronTime("30 4 * * *", new Date("2026-12-31T05:00:00Z")).toISOString()).toBe("2027-01-01T04:30:00.000Z");
    expect(nextCronTime("0 12 * * 1,3-5", new Date("2026-11-22T13:00:00Z")).toISOString()).toBe("2026-11-23T12:00:00.000Z"); // a Monday
    expect(nextIngestRun(new Date("2026-11-22T00:38:00Z"))).toEqual({ cron: CATCH_UP_CRON, at: new Date("2026-11-22T04:30:00Z") });
    expect(nextIngestRun(NOW)).toEqual({ cron: DRAW_NIGHT_CRON, at: new Date("2026-11-22T19:00:00Z") });
    // After 22:30 SAST the draw-night runs ask every 10 minutes: the next one that asks is at 22:40.
    expect(nextIngestRun(new Date("2026-11-22T20:31:00Z"))).toEqual({ cron: DRAW_NIGHT_CRON, at: new Date("2026-11-22T20:40:00Z") });
    expect(nextIngestRun(new Date("2026-11-22T20:27:00Z"))).toEqual({ cron: DRAW_NIGHT_CRON, at: new Date("2026-11-22T20:28:00Z") });
    expect(() => nextCronTime("@daily", NOW)).toThrow();
  });
});

describe("systemStatus", () => {
  it("gives each game's last run per trigger, with its outcome and counts", async () => {
    await run({
      trigger: "cron",
      outcome: "ok",
      startedAt: "2026-11-21T19:40:00.000Z",
      games: { lotto: { added: 1, updated: 0, unchanged: 1 } },
    });
    await run({
      trigger: "cron",
      outcome: "partial",
      startedAt: "2026-11-22T04:30:00.000Z",
      games: { lotto: { added: 0, updated: 1, unchanged: 1, rejected: ["2026-11-18: bad"] }, powerball: { error: "HTTP 503" } },
    });
    await run({
      trigger: "admin",
      outcome: "ok",
      startedAt: "2026-11-22T07:00:00.000Z",
      games: { "daily-lotto": { added: 2, updated: 0, unchanged: 5 } },
    });
    await env.DB.prepare(
      "INSERT INTO ingest_runs (trigger, source, outcome, started_at) VALUES ('api', 'official', 'running', '2026-11-22T07:59:00.000Z')",
    ).run();

    const status = await systemStatus(db, appEnv(), NOW);

    expect(status.lastRuns.cron.lotto).toMatchObject({
      outcome: "partial",
      at: "2026-11-22T04:30:09.000Z",
      added: 0,
      updated: 1,
      unchanged: 1,
      rejected: 1,
    });
    expect(status.lastRuns.cron.powerball).toMatchObject({ outcome: "failed", error: "HTTP 503" });
    expect(status.lastRuns.cron["daily-lotto"]).toBeUndefined();
    expect(status.lastRuns.admin["daily-lotto"]).toMatchObject({ outcome: "ok", added: 2, unchanged: 5 });
    expect(status.lastRuns.api).toEqual({}); // a run still going has no outcome per game yet
    expect(status.tables.find((t) => t.name === "ingest_runs")).toEqual({ name: "ingest_runs", rows: 4 });
    expect(status.crons).toEqual([
      { cron: DRAW_NIGHT_CRON, next: "2026-11-22T19:00:00.000Z" },
      { cron: "30 4 * * *", next: "2026-11-23T04:30:00.000Z" },
    ]);
  });

  it("says which sources are configured and how their last runs went", async () => {
    await run({ trigger: "cron", outcome: "ok", startedAt: "2026-11-21T19:40:00.000Z", games: {} });
    await run({ trigger: "cron", outcome: "failed", startedAt: "2026-11-22T04:30:00.000Z", games: {}, error: "lotto: HTTP 503" });

    const [official, search, resultsza] = (await systemStatus(db, appEnv(), NOW)).sources;
    expect(official).toMatchObject({
      name: "official",
      notConfigured: null,
      lastRun: { outcome: "failed", error: "lotto: HTTP 503" },
      lastOkAt: "2026-11-21T19:40:09.000Z",
    });
    expect(search).toMatchObject({
      name: "search",
      notConfigured: "not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID",
      lastRun: null,
    });
    expect(resultsza).toMatchObject({
      name: "resultsza",
      notConfigured: "RESULTSZA_API_KEY is not set (wrangler secret put RESULTSZA_API_KEY)",
      lastRun: null,
    });
    const configured = (
      await systemStatus(db, parseEnv({ ...env, SEARCH_API_KEY: "k", SEARCH_ENGINE_ID: "e", RESULTSZA_API_KEY: "z" }), NOW)
    ).sources;
    expect(configured[1]!.notConfigured).toBeNull();
    expect(configured[2]!.notConfigured).toBeNull();
  });

  it("gives the newest draw of each game, its age, and whether a scheduled draw is missing", async () => {
    await writeDraws([
      testDraw({ game: "lotto", drawDate: "2026-11-21", numbers: [4, 15, 23, 31, 42, 50], bonus: 9 }),
      testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [3, 14, 22, 37, 45], bonus: 7 }),
    ]);
    const newest = (await systemStatus(db, appEnv(), NOW)).newest;
    expect(newest.find((n) => n.game === "lotto")).toEqual({
      game: "lotto",
      drawDate: "2026-11-21",
      ageDays: 1,
      expected: "2026-11-21",
      behind: false,
      late: null,
      answers: [
        { source: "official", label: "Official results API", at: null, outcome: null, error: null },
        { source: "search", label: "Search engine", at: null, outcome: null, error: null },
        { source: "resultsza", label: "ResultsZA (paid mirror of the official results)", at: null, outcome: null, error: null },
      ],
    });
    // PowerBall was drawn on Friday 20 Nov too: we miss it.
    expect(newest.find((n) => n.game === "powerball")).toEqual({
      game: "powerball",
      drawDate: "2026-11-17",
      ageDays: 5,
      expected: "2026-11-20",
      behind: true,
      // Friday's draw was due by 22:30 that night: late (tests/workers/late-results.test.ts covers the rest).
      late: expect.objectContaining({ drawDate: "2026-11-20", lastChecked: null }),
      answers: expect.any(Array),
    });
    expect(newest.find((n) => n.game === "daily-lotto")).toMatchObject({ drawDate: null, ageDays: null, behind: true });
  });
});

describe("the System Status card", () => {
  it("shows the status to the signed-in admin", async () => {
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-18", numbers: [2, 10, 16, 24, 32, 41], bonus: 33 })]);
    await run({
      trigger: "cron",
      outcome: "ok",
      startedAt: "2026-11-21T19:40:00.000Z",
      games: { lotto: { added: 1, updated: 0, unchanged: 0 } },
    });
    const config = adminAuthConfig(appEnv());
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    const cookie = (await startSession(db, config)).split(";")[0]!;

    const res = await SELF.fetch("https://status.test/admin", { headers: { Cookie: cookie, "CF-Connecting-IP": "198.18.3.1" } });
    const html = (await res.text()).replace(/<!-- -->/g, "");
    const card = /<section id="system-status".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(card).toContain("Next scheduled run");
    expect(card).toMatch(
      /Search engine:<\/span> <span[^>]*>not configured \(not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID\)/,
    );
    // The search engine in use, with Google's end (SEARCH_PROVIDER in wrangler.toml is "google"); the
    // page reads the real clock, so either side of that end (ingest-search-brave.test.ts fixes it).
    expect(card).toMatch(/Provider: Google Programmable Search \(Custom Search JSON API\): (stops|closed) on 1 Jan 2027;/);
    expect(card).toMatch(/Lotto<\/span>Wed 18 Nov 2026 \(\d+ days old\)/);
    expect(card).toContain("ok</span> · Sat 21 Nov 2026, 21:40 SAST · 1 added, 0 updated, 0 unchanged");
    expect(card).toMatch(/<code>draws<\/code><\/dt><dd[^>]*>1<\/dd>/);
  });
});

describe("the collector's line", () => {
  const SECRET = "test-ingest-secret-0123456789abcdef";
  const withSecret = () => parseEnv({ ...env, INGEST_SECRET: SECRET });
  const push = (startedAt: string) => run({ trigger: "collector", outcome: "ok", startedAt, games: { lotto: { added: 0 } } });
  const collectorAt = async (now: string, environment = withSecret()) => (await systemStatus(db, environment, new Date(now))).collector;

  it("gives the last push, and names the draw night that passed 22:30 SAST without one", async () => {
    // Saturday 21 Nov, 22:31 SAST, no push ever: that night is missed.
    expect(await collectorAt("2026-11-21T20:31:00Z")).toEqual({ notConfigured: null, lastPushAt: null, missedNight: "2026-11-21" });
    // 22:29: the night is not yet due, and Friday's was missed.
    expect((await collectorAt("2026-11-21T20:29:00Z")).missedNight).toBe("2026-11-20");
    await push("2026-11-20T19:01:00.000Z"); // Friday 21:01 SAST
    expect((await collectorAt("2026-11-21T20:29:00Z")).missedNight).toBeNull();
    // Friday's push does not count for Saturday: from 22:30 Saturday, and the next morning, it is missed.
    expect(await collectorAt("2026-11-21T20:31:00Z")).toEqual({
      notConfigured: null,
      lastPushAt: "2026-11-20T19:01:00.000Z",
      missedNight: "2026-11-21",
    });
    expect((await collectorAt("2026-11-22T08:00:00Z")).missedNight).toBe("2026-11-21");
    // A push before the draw time is not that night's; one at 21:05 is.
    await push("2026-11-21T18:55:00.000Z");
    expect((await collectorAt("2026-11-21T20:31:00Z")).missedNight).toBe("2026-11-21");
    await push("2026-11-21T19:05:00.000Z");
    expect(await collectorAt("2026-11-21T20:31:00Z")).toEqual({
      notConfigured: null,
      lastPushAt: "2026-11-21T19:05:00.000Z",
      missedNight: null,
    });
  });

  it("skips 25 December, which has no draw, and says nothing is missed where pushes are not configured", async () => {
    await push("2026-12-24T19:10:00.000Z");
    expect((await collectorAt("2026-12-25T21:00:00Z")).missedNight).toBeNull(); // 23:00 SAST on Christmas
    expect((await collectorAt("2026-12-26T20:31:00Z")).missedNight).toBe("2026-12-26");
    expect(await collectorAt("2026-12-26T20:31:00Z", parseEnv({ ...env, INGEST_SECRET: "" }))).toEqual({
      notConfigured: "INGEST_SECRET is not set: pushes are refused",
      lastPushAt: "2026-12-24T19:10:00.000Z",
      missedNight: null,
    });
  });

  describe("on the page", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    async function card(now: string) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(now));
      const config = adminAuthConfig(appEnv());
      if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
      const cookie = (await startSession(db, config)).split(";")[0]!;
      const ctx = createExecutionContext();
      const request = new Request("https://status.test/admin", {
        headers: { Cookie: cookie, "CF-Connecting-IP": "198.18.3.2" },
      }) as Parameters<NonNullable<typeof worker.fetch>>[0];
      const res = await worker.fetch(request, { ...env, INGEST_SECRET: SECRET } as unknown as Env, ctx);
      const html = (await res.text()).replace(/<!-- -->/g, "");
      await waitOnExecutionContext(ctx);
      return /<div data-testid="collector-status".*?<\/div>/s.exec(html)?.[0] ?? "";
    }

    it("turns to an error, in words, when the night passed 22:30 SAST with no push; shows the last push otherwise", async () => {
      await push("2026-11-20T19:01:00.000Z");
      const missed = await card("2026-11-21T20:31:00Z");
      expect(missed).toContain('role="alert"');
      expect(missed).toContain("text-red-900");
      expect(missed).toContain("Error: the collector has not pushed since the draws of Sat 21 Nov 2026 at 21:00 SAST");
      expect(missed).toContain("Last push Fri 20 Nov 2026, 21:01 SAST.");

      await push("2026-11-21T19:05:00.000Z");
      const fine = await card("2026-11-21T20:31:00Z");
      expect(fine).not.toContain('role="alert"');
      expect(fine).toContain("Pushed on the last draw night.");
      expect(fine).toContain("Last push Sat 21 Nov 2026, 21:05 SAST.");
    });
  });
});
