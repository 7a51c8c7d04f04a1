/**
 * The home page's "Updated 21:47 SAST": when the last ingest run that added or updated a draw finished
 * (runs that changed nothing do not move it), read in the page's one D1 batch.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

async function home() {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request("https://example.test/") as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
}

const updated = (html: string) => html.match(/data-testid="updated-at"[^>]*>([^<]*)</)?.[1] ?? null;

async function run(finishedAt: string, added: number, updatedDraws: number) {
  const startedAt = new Date(Date.parse(finishedAt) - 9_000).toISOString();
  await env.DB.prepare(
    "INSERT INTO ingest_runs (trigger, source, outcome, started_at, finished_at, draws_added, draws_updated) VALUES ('cron', 'official', 'ok', ?, ?, ?, ?)",
  )
    .bind(startedAt, finishedAt, added, updatedDraws)
    .run();
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T21:00:00.000Z")); // 23:00 SAST
  await clearDraws();
  await env.DB.prepare("DELETE FROM ingest_runs").run();
  await writeDraws([testDraw({ game: "powerball", drawDate: "2026-11-24", numbers: [3, 14, 22, 37, 45], bonus: 7 })]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the home page's updated line", () => {
  it("is the time of the last run that changed something, not of later runs that changed nothing", async () => {
    expect(updated(await home())).toBeNull();
    await run("2026-11-23T04:30:00.000Z", 0, 2); // Mon 06:30 SAST: two draws updated
    expect(updated(await home())).toBe("Updated Mon 23 Nov 2026, 06:30 SAST");
    await run("2026-11-24T19:47:00.000Z", 1, 0); // 21:47 SAST tonight: one draw added
    await run("2026-11-24T20:20:00.000Z", 0, 0); // 22:20: nothing new
    expect(updated(await home())).toBe("Updated 21:47 SAST");
  });
});
