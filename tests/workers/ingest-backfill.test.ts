/**
 * Backfill pages through the official list (100 a page) newest → older, commits page by page, keeps
 * the last committed page in the run's cursor and resumes from it after a stop.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { lottoHistory } from "../fake-source/draws";
import { listItem, ok } from "../fake-source/payloads";
import { clearAll, env, ingest, runs, tenant } from "../fake-source/workers-kit";

const source = tenant("ingest-backfill");
const history = lottoHistory(250); // 3 pages of 100
const FROM = history[230]!.date; // on page 3: draws 0-230 wanted

const lottoCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM draws WHERE game = 'lotto'").first<{ n: number }>())!.n;
const listPages = async () => (await source.requests()).filter((r) => r.endpoint === "list").map((r) => r.body.pageNum);

beforeEach(clearAll);

describe("backfill", () => {
  it("pages newest → older until the draws are older than `from`, with progress per page", async () => {
    await source.publish({ lotto: history });
    const progress: string[] = [];

    const summary = await ingest(source, { backfill: { from: FROM, game: "lotto" }, onProgress: (line) => progress.push(line) });

    expect(summary).toMatchObject({ ok: true, results: { lotto: "231 added, 0 updated, 0 unchanged, 3 page(s)", added: 231 } });
    expect(await lottoCount()).toBe(231);
    expect(await listPages()).toEqual([1, 2, 3]);
    expect((await source.requests()).find((r) => r.endpoint === "list")!.body).toMatchObject({ pageSize: 100, winPoolId: 100 });
    expect(progress).toEqual([
      `lotto page 1 of 3: 100 draws ${history[99]!.date} → ${history[0]!.date} (100 added, 0 updated, 0 unchanged)`,
      `lotto page 2 of 3: 100 draws ${history[199]!.date} → ${history[100]!.date} (100 added, 0 updated, 0 unchanged)`,
      `lotto page 3 of 3: 31 draws ${history[230]!.date} → ${history[200]!.date} (31 added, 0 updated, 0 unchanged)`,
    ]);
    // Draws older than `from` are neither stored nor asked about.
    const details = (await source.requests()).filter((r) => r.endpoint === "detail");
    expect(details).toHaveLength(231);
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "ok", draws_added: 231 });
    expect(run!.cursor).toEqual({ backfill: { from: FROM, games: { lotto: { page: 3, done: true } } } });
    expect(run!.details.backfill).toEqual({ from: FROM, game: "lotto" });
  });

  it("a stopped backfill keeps its committed pages and the next one resumes after them", async () => {
    await source.publish({ lotto: history }, [{ endpoint: "list", when: { pageNum: 2 }, status: 500 }]);

    const stopped = await ingest(source, { backfill: { from: FROM, game: "lotto" } });

    expect(stopped.ok).toBe(false);
    expect(stopped.results.lotto).toMatch(/^failed: page 2: .*HTTP 500 \(after 3 attempts\)$/);
    expect(await lottoCount()).toBe(100); // page 1 was committed before page 2 failed
    const [first] = await runs();
    expect(first).toMatchObject({ outcome: "failed", cursor: { backfill: { from: FROM, games: { lotto: { page: 1, done: false } } } } });

    await source.publish({ lotto: history });
    const progress: string[] = [];
    const resumed = await ingest(source, { backfill: { from: FROM, game: "lotto" }, onProgress: (line) => progress.push(line) });

    expect(resumed).toMatchObject({ ok: true, results: { lotto: "131 added, 0 updated, 0 unchanged, 2 page(s)" } });
    expect(progress[0]).toBe("lotto: resuming after page 1");
    expect(await listPages()).toEqual([2, 3]);
    expect(await lottoCount()).toBe(231);
    expect((await runs())[1]!.cursor).toEqual({ backfill: { from: FROM, games: { lotto: { page: 3, done: true } } } });

    // Once complete, the same backfill starts over from page 1 and finds nothing new.
    await source.publish({ lotto: history });
    const again = await ingest(source, { backfill: { from: FROM, game: "lotto" } });
    expect(again.results.lotto).toBe("0 added, 0 updated, 231 unchanged, 3 page(s)");
    expect(await listPages()).toEqual([1, 2, 3]);
  });

  it("stops at the last page even when `from` is older than the whole history", async () => {
    await source.publish({ lotto: history.slice(0, 120) });
    const summary = await ingest(source, { backfill: { from: "2020-01-01", game: "lotto" } });
    expect(summary.results.lotto).toBe("120 added, 0 updated, 0 unchanged, 2 page(s)");
    expect(await listPages()).toEqual([1, 2]);
  });

  it("refuses a source that answers the same page for every page number", async () => {
    const firstPage = history.slice(0, 100).map((draw) => listItem("lotto", draw));
    await source.publish({ lotto: history }, [{ endpoint: "list", when: { pageNum: 2 }, json: ok({ list: firstPage, pages: 3 }) }]);
    const summary = await ingest(source, { backfill: { from: "2020-01-01", game: "lotto" } });
    expect(summary.results.lotto).toBe("failed: page 2: it holds draws newer than page 1 (the source does not page)");
    expect(await lottoCount()).toBe(100);
  });
});
