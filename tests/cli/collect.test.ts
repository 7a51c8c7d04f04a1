/**
 * The collector's recording side (app/ingest/collector-record.server.ts, scripts/collect.ts) against the
 * fake results source over real HTTP: it records every answer the adapter asked for, and those answers
 * replayed (as POST /api/ingest/official does) give the adapter the very same batch without the network.
 * The push itself is tested in workerd: tests/workers/ingest-collector.test.ts. All figures invented.
 */
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalJson, replayFetch } from "~/ingest/collector-answers.server";
import { collectAnswers } from "~/ingest/collector-record.server";
import { officialSource } from "~/ingest/sources/official.server";
import { DEFAULT_HTTP } from "~/ingest/http-client.server";
import { fakeTenant, type FakeTenant } from "../fake-source/control";
import { LOTTO_NEW, LOTTO_PREVIOUS, POWERBALL_NEW } from "../fake-source/draws";
import { startFakeSource, type FakeSourceServer } from "../fake-source/server";

let server: FakeSourceServer;
let source: FakeTenant;
const NOW = new Date("2026-11-21T20:00:00Z");
const HTTP = { timeoutMs: 5_000, retries: 0, backoffMs: 5 };

beforeAll(async () => {
  server = await startFakeSource();
  source = fakeTenant(server.url, "cli-collect");
  await source.publish({ lotto: [LOTTO_NEW, LOTTO_PREVIOUS], powerball: [POWERBALL_NEW] });
});
afterAll(() => server.close());

describe("collectAnswers", () => {
  it("records each list and detail answer with its request; games the API fails for are left out", async () => {
    const collected = await collectAnswers({ baseUrl: source.officialUrl, now: NOW, http: HTTP });

    // Lotto: a list and two details (nothing is held); PowerBall: a list and one detail.
    expect(collected.lines).toContain("lotto: 2 draw(s), 3 answer(s)");
    expect(collected.lines).toContain("powerball: 1 draw(s), 2 answer(s)");
    expect(collected.failed).toEqual(expect.arrayContaining(["daily-lotto"]));
    expect(collected.answers).toHaveLength(5);
    expect(collected.answers[0]!.request.path).toBe("/engine/draw/issueWinPoolInfoPageQuery");
    expect(collected.answers.map((a) => a.request.path)).not.toContain(expect.stringContaining("http"));
  });

  it("replayed, the answers give the adapter the same batch, without the network", async () => {
    const { answers } = await collectAnswers({ baseUrl: source.officialUrl, now: NOW, http: HTTP, games: ["lotto"] });
    const context = { now: NOW, held: async () => new Map() };
    const live = await officialSource(source.officialUrl, { ...DEFAULT_HTTP, ...HTTP, fetch }).fetchRecent("lotto", context);
    const elsewhere = "https://results-api.invalid/api";
    const replayed = await officialSource(elsewhere, { ...DEFAULT_HTTP, ...HTTP, fetch: replayFetch(elsewhere, answers) }).fetchRecent(
      "lotto",
      context,
    );
    expect(replayed).toEqual(live);
  });

  it("matches a replayed request whatever its key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
  });
});

describe("npm run collect", () => {
  // Asynchronously: the fake source answers from this very process, so it must not be blocked.
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        "npx",
        ["tsx", "scripts/collect.ts", ...args],
        { encoding: "utf8", timeout: 60_000, env: { ...process.env, CI: "true", ...env } },
        (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
      );
    });

  it("--dry-run asks the API and prints one line a game and the answers' count", async () => {
    const result = await run(["--dry-run"], { RESULTS_SOURCE_URL: source.officialUrl });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("lotto: 2 draw(s), 3 answer(s)");
    expect(result.stdout).toContain("dry run: 5 answer(s) would be pushed");
  });

  it("--from --dry-run records each game's history, page by page, back to the date", async () => {
    const result = await run(["--dry-run", "--from", "2026-06-01"], { RESULTS_SOURCE_URL: source.officialUrl });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("lotto page 1: 2 draw(s), 3 answer(s)");
    expect(result.stdout).toContain("powerball page 1: 1 draw(s), 2 answer(s)");
    expect(result.stdout).toContain("lotto: 2 draw(s) back to 2026-06-01");
    expect(result.stdout).toContain("dry run: 2 page(s) would be pushed");
  });

  it.each([
    ["2026-13-01", '--from must be a date as YYYY-MM-DD, got "2026-13-01"'],
    ["yesterday", '--from must be a date as YYYY-MM-DD, got "yesterday"'],
    // Far enough ahead to be in the future on any clock this test may run on.
    ["2999-01-01", "--from 2999-01-01 is in the future"],
    ["2026-05-31", "--from 2026-05-31 is before Mon 1 Jun 2026, the oldest draw the official API holds"],
  ])("--from %s stops with a clear message and its usage (exit 2)", async (from, message) => {
    const result = await run(["--dry-run", "--from", from], { RESULTS_SOURCE_URL: source.officialUrl });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage:");
  });

  it("stops with its usage without --push or --dry-run, or without the secret", async () => {
    expect((await run([], { RESULTS_SOURCE_URL: source.officialUrl })).status).toBe(2);
    const noSecret = await run(["--push", "https://example.test"], { RESULTS_SOURCE_URL: source.officialUrl, INGEST_SECRET: "" });
    expect(noSecret.status).toBe(2);
    expect(noSecret.stderr).toContain("INGEST_SECRET is not set");
  });
});
