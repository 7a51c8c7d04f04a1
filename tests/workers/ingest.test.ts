/**
 * The official-source ingest against the fake source over real HTTP, writing the real D1: new draws
 * with divisions and next jackpot, idempotence, corrections, concurrent runs. All figures invented.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DAILY_NEW, LOTTO_NEW, LOTTO_PREVIOUS, POWERBALL_NEW } from "../fake-source/draws";
import { clearAll, divisionRows, drawRow, ingest, runs, snapshot, tenant } from "../fake-source/workers-kit";

const source = tenant("ingest-main");
const GAMES = ["lotto", "powerball", "daily-lotto"] as const;
const publishAll = () => source.publish({ lotto: [LOTTO_NEW, LOTTO_PREVIOUS], powerball: [POWERBALL_NEW], "daily-lotto": [DAILY_NEW] });

beforeEach(async () => {
  await clearAll();
  await publishAll();
});

describe("runIngest from the official source", () => {
  it("stores new draws with sorted numbers, bonus, next jackpot in rand and their prize divisions", async () => {
    const summary = await ingest(source, { games: GAMES });

    expect(summary).toMatchObject({ ok: true, source: "official", results: { lotto: "2 added, 0 updated, 0 unchanged", powerball: "1 added, 0 updated, 0 unchanged", added: 4, updated: 0 } });
    expect(summary.message).toBe("Official source: 4 new draws, 0 updated.");

    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({
      draw_number: 2741, numbers: "[4,15,23,31,42,50]", bonus: 9, next_jackpot: 12_500_000, sales: 21_345_678.9, rollover: 1, source: "official",
    });
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ draw_number: 2740, bonus: 33, next_jackpot: 9_500_000, rollover: null });
    expect(await drawRow("daily-lotto", "2026-11-21")).toMatchObject({ numbers: "[5,11,19,28,34]", bonus: null, rollover: 0 });

    // Match codes come from the era's table: from June 2026 Lotto's division 7 is 2+bonus, 8 is 3.
    const lottoDivisions = await divisionRows("lotto", "2026-11-21");
    expect(lottoDivisions).toHaveLength(8);
    expect(lottoDivisions.slice(0, 2)).toEqual([
      { division: 1, match: "6", winners: 0, payout: 0 },
      { division: 2, match: "5+bonus", winners: 1, payout: 250_000.5 },
    ]);
    expect(lottoDivisions.slice(6).map((d) => d.match)).toEqual(["2+bonus", "3"]);
    const powerballDivisions = await divisionRows("powerball", "2026-11-20");
    expect(powerballDivisions.map((d) => d.match)).toEqual(["5+powerball", "5", "4+powerball", "4", "3+powerball", "3", "2+powerball", "1+powerball", "0+powerball"]);
    expect(powerballDivisions[2]).toMatchObject({ winners: 10, payout: 20_500.75 });
    expect(await divisionRows("lotto", "2026-11-18")).toEqual([]);

    const [run] = await runs();
    expect(run).toMatchObject({ trigger: "cli", source: "official", outcome: "ok", draws_added: 4, draws_updated: 0, error: null });
    expect(run!.finished_at).not.toBeNull();
    expect(run!.details.games.lotto).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(typeof run!.details.durationMs).toBe("number");
  });

  it("asks with the documented bodies: game and pool ids, page, and the detail's plusFlag", async () => {
    await ingest(source, { games: ["lotto", "daily-lotto"] });
    const requests = await source.requests();
    expect(requests[0]).toEqual({ endpoint: "list", body: { gameId: 11101, pageNum: 1, pageSize: 10, winPoolId: 100 } });
    expect(requests).toContainEqual({ endpoint: "detail", body: { gameId: 11101, wagerIssue: "2741", winPoolId: 100, plusFlag: 0 } });
    expect(requests).toContainEqual({ endpoint: "list", body: { gameId: 11001, pageNum: 1, pageSize: 10, winPoolId: 100 } });
  });

  it("a second run changes nothing and does not ask again for divisions it holds", async () => {
    await ingest(source, { games: GAMES });
    const before = await snapshot();
    await source.publish({ lotto: [LOTTO_NEW, LOTTO_PREVIOUS], powerball: [POWERBALL_NEW], "daily-lotto": [DAILY_NEW] });

    const second = await ingest(source, { games: GAMES });

    expect(second).toMatchObject({ ok: true, results: { lotto: "0 added, 0 updated, 2 unchanged", added: 0, updated: 0 } });
    expect(await snapshot()).toEqual(before);
    const details = (await source.requests()).filter((r) => r.endpoint === "detail").map((r) => r.body.wagerIssue);
    expect(details).toEqual(["2740"]); // its divisions are still unpublished, so it is asked for again
    expect((await runs())[1]).toMatchObject({ outcome: "ok", draws_added: 0, draws_updated: 0 });
  });

  it("a correction upstream updates our draw and is listed in the run", async () => {
    await ingest(source, { games: ["lotto"] });
    const corrected = { ...LOTTO_PREVIOUS, numbers: [2, 10, 16, 24, 32, 44], nextJackpotRand: 9_600_000 };
    await source.publish({ lotto: [LOTTO_NEW, corrected] });

    const summary = await ingest(source, { games: ["lotto"] });

    expect(summary.results.lotto).toBe("0 added, 1 updated, 1 unchanged");
    expect(summary.message).toBe("Official source: 0 new draws, 1 updated.");
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ numbers: "[2,10,16,24,32,44]", next_jackpot: 9_600_000 });
    const run = (await runs())[1]!;
    expect(run.draws_updated).toBe(1);
    expect(run.details.games.lotto!.updates).toEqual([
      {
        drawDate: "2026-11-18",
        drawNumber: 2740,
        changed: { numbers: { from: [2, 10, 16, 24, 32, 41], to: [2, 10, 16, 24, 32, 44] }, nextJackpot: { from: 9_500_000, to: 9_600_000 } },
      },
    ]);
  });

  it("divisions published after the numbers update the draw", async () => {
    await source.publish({ lotto: [{ ...LOTTO_NEW, levels: undefined }] });
    await ingest(source, { games: ["lotto"] });
    expect(await divisionRows("lotto", "2026-11-21")).toEqual([]);

    await source.publish({ lotto: [LOTTO_NEW] });
    const summary = await ingest(source, { games: ["lotto"] });

    expect(summary.results.lotto).toBe("0 added, 1 updated, 0 unchanged");
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ rollover: 1 });
  });

  it("two runs at once write every draw and division once", async () => {
    const [a, b] = await Promise.all([ingest(source, { games: GAMES }), ingest(source, { games: GAMES })]);

    expect(a.ok && b.ok).toBe(true);
    const { draws, divisions } = await snapshot();
    expect(draws.map((d) => `${d.game} ${d.draw_date}`)).toEqual(["daily-lotto 2026-11-21", "lotto 2026-11-18", "lotto 2026-11-21", "powerball 2026-11-20"]);
    expect(divisions).toHaveLength(8 + 9 + 4);
    expect((await runs()).map((r) => r.outcome)).toEqual(["ok", "ok"]);
  });

  it("runs every game by default and reports a game the source lists nothing for", async () => {
    const summary = await ingest(source);
    expect(summary.ok).toBe(false);
    expect(summary.results["lotto-plus-1"]).toBe("failed: the source listed no draws");
    expect(summary.message).toBe("Official source: 4 new draws, 0 updated. Failed: Lotto Plus 1, Lotto Plus 2 (LOTTO 5 MAX), Powerball Plus (PowerBall XTRA).");
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "partial", draws_added: 4 });
    expect(run!.error).toMatch(/^lotto-plus-1: the source listed no draws; lotto-plus-2: /);
  });
});
