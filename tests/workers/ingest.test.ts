/**
 * The official-source ingest against the fake source over real HTTP, writing the real D1: new draws
 * with divisions and next jackpot, idempotence, corrections, concurrent runs. All figures invented.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DAILY_NEW, LOTTO_NEW, LOTTO_PLUS_2_NEW, LOTTO_PREVIOUS, POWERBALL_NEW, POWERBALL_PLUS_NEW } from "../fake-source/draws";
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

    expect(summary).toMatchObject({
      ok: true,
      source: "official",
      results: { lotto: "2 added, 0 updated, 0 unchanged", powerball: "1 added, 0 updated, 0 unchanged", added: 4, updated: 0 },
    });
    expect(summary.message).toBe("Official source: 4 new draws, 0 updated.");

    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({
      draw_number: 2741,
      numbers: "[4,15,23,31,42,50]",
      bonus: 9,
      next_jackpot: 12_500_000,
      sales: 21_345_678.9,
      rollover: 1,
      source: "official",
    });
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ draw_number: 2740, bonus: 33, next_jackpot: 9_500_000, rollover: null });
    expect(await drawRow("daily-lotto", "2026-11-21")).toMatchObject({ numbers: "[5,11,19,28,34]", bonus: null, rollover: 0 });

    // Match codes come from the source's labels ("MATCH 2 + BONUS" at level 7, "MATCH 3" at level 8).
    const lottoDivisions = await divisionRows("lotto", "2026-11-21");
    expect(lottoDivisions).toHaveLength(8);
    expect(lottoDivisions.slice(0, 2)).toEqual([
      { division: 1, match: "6", winners: 0, payout: 0 },
      { division: 2, match: "5+bonus", winners: 1, payout: 250_000.5 },
    ]);
    expect(lottoDivisions.slice(6).map((d) => d.match)).toEqual(["2+bonus", "3"]);
    const powerballDivisions = await divisionRows("powerball", "2026-11-20");
    expect(powerballDivisions.map((d) => d.match)).toEqual([
      "5+powerball",
      "5",
      "4+powerball",
      "4",
      "3+powerball",
      "3",
      "2+powerball",
      "1+powerball",
      "0+powerball",
    ]);
    expect(powerballDivisions[2]).toMatchObject({ winners: 10, payout: 20_500.75 });
    expect(await divisionRows("lotto", "2026-11-18")).toEqual([]);

    const [run] = await runs();
    expect(run).toMatchObject({ trigger: "cli", source: "official", outcome: "ok", draws_added: 4, draws_updated: 0, error: null });
    expect(run!.finished_at).not.toBeNull();
    expect(run!.details.games.lotto).toMatchObject({ added: 2, updated: 0, unchanged: 0, warnings: [] });
    expect(typeof run!.details.durationMs).toBe("number");
    expect(summary.results.warnings).toBeUndefined();
  });

  it("reads the detail's three parts: drawn order by numSn, the rollover amount and next draw time from winPoolInfoVo", async () => {
    await ingest(source, { games: ["lotto"] });
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({
      numbers: "[4,15,23,31,42,50]",
      drawn_order: "[42,4,31,15,50,23]",
      rollover_amount: 9_800_000.5,
      // The jackpot on offer: no field names it, so it is the previous draw's next jackpot.
      jackpot: 9_500_000,
    });
    // The older draw's pool figures are not given, and its previous draw is not in the list: unknown.
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ drawn_order: "[2,10,16,24,32,41]", jackpot: null, rollover_amount: null });
    const lotto = (await runs())[0]!.details.games.lotto!;
    expect(lotto).toMatchObject({ nextDrawTime: "2026-11-25T19:00:00.000Z", warnings: [] });
    // The official detail's winPoolInfoVo.drawMachineId is the draw's machine.
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_machine: "RNG2" });
    expect(lotto.notes ?? []).toEqual([]);
  });

  it("asks with the headers of the official site's own front end", async () => {
    await ingest(source, { games: ["lotto"] });
    const headers = await source.requestHeaders();
    expect(headers).toHaveLength(3); // the list, and the detail of each of its two draws
    for (const sent of headers) {
      expect(sent).toMatchObject({
        "content-type": "application/json",
        accept: "application/json, text/plain, */*",
        origin: "https://www.nationallottery.co.za",
        referer: "https://www.nationallottery.co.za/",
        "user-agent": expect.stringMatching(/^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\) .*Chrome\/\d+/),
      });
    }
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

    // The next draw's jackpot on offer is the corrected draw's next jackpot: it follows.
    expect(summary.results.lotto).toBe("0 added, 2 updated, 0 unchanged");
    expect(summary.message).toBe("Official source: 0 new draws, 2 updated.");
    expect(await drawRow("lotto", "2026-11-18")).toMatchObject({ numbers: "[2,10,16,24,32,44]", next_jackpot: 9_600_000 });
    const run = (await runs())[1]!;
    expect(run.draws_updated).toBe(2);
    expect(run.details.games.lotto!.updates).toEqual([
      { drawDate: "2026-11-21", drawNumber: 2741, changed: { jackpot: { from: 9_500_000, to: 9_600_000 } } },
      {
        drawDate: "2026-11-18",
        drawNumber: 2740,
        changed: {
          numbers: { from: [2, 10, 16, 24, 32, 41], to: [2, 10, 16, 24, 32, 44] },
          drawnOrder: { from: [2, 10, 16, 24, 32, 41], to: [2, 10, 16, 24, 32, 44] },
          nextJackpot: { from: 9_500_000, to: 9_600_000 },
        },
      },
    ]);
  });

  it("divisions published after the numbers update the draw", async () => {
    // Before they are published the detail has no winLevels at all: the draw is stored without them.
    await source.publish({ lotto: [{ ...LOTTO_NEW, levels: undefined }] });
    const first = await ingest(source, { games: ["lotto"] });
    expect(first).toMatchObject({ ok: true, results: { lotto: "1 added, 0 updated, 0 unchanged" } });
    expect(first.results.warnings).toBeUndefined();
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
    expect(draws.map((d) => `${d.game} ${d.draw_date}`)).toEqual([
      "daily-lotto 2026-11-21",
      "lotto 2026-11-18",
      "lotto 2026-11-21",
      "powerball 2026-11-20",
    ]);
    expect(divisions).toHaveLength(8 + 9 + 4);
    expect((await runs()).map((r) => r.outcome)).toEqual(["ok", "ok"]);
  });

  it("runs every game by default and reports a game the source lists nothing for", async () => {
    const summary = await ingest(source);
    expect(summary.ok).toBe(false);
    expect(summary.results["lotto-plus-1"]).toBe("failed: the source listed no draws");
    expect(summary.message).toBe("Official source: 4 new draws, 0 updated. Failed: Lotto Plus 1, Lotto Plus 2, PowerBall Plus.");
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "partial", draws_added: 4 });
    expect(run!.error).toMatch(/^lotto-plus-1: the source listed no draws; lotto-plus-2: /);
  });
});

describe("prize tables of their own (LOTTO 5 MAX, PowerBall XTRA)", () => {
  it("a Plus pool's own table is stored as sent: match text from the source's labels, the difference a warning in the run and the refresh output", async () => {
    await source.publish({ lotto: [LOTTO_NEW], "lotto-plus-2": [LOTTO_PLUS_2_NEW] });

    const summary = await ingest(source, { games: ["lotto", "lotto-plus-2"] });

    expect(summary).toMatchObject({ ok: true, results: { "lotto-plus-2": "1 added, 0 updated, 0 unchanged" } });
    // Level 7 is "MATCH 3" and level 8 "MATCH 2": our Lotto table has 2+bonus and 3 there, and says so for Lotto's own levels.
    const plus = await divisionRows("lotto-plus-2", "2026-11-21");
    expect(plus.map((d) => d.match)).toEqual(["6", "5+bonus", "5", "4+bonus", "4", "3+bonus", "3", "2"]);
    expect(plus.slice(6)).toEqual([
      { division: 7, match: "3", winners: 20_000, payout: 12 },
      { division: 8, match: "2", winners: 41_000, payout: 6 },
    ]);
    expect((await divisionRows("lotto", "2026-11-21")).slice(6).map((d) => d.match)).toEqual(["2+bonus", "3"]);

    const warning =
      "2026-11-21 (draw 2741): prize table differs from Lotto's (8 levels, Match 3 at level 7, Match 2 at level 8); stored as the source sent it";
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "ok", draws_added: 2, error: null });
    expect(run!.details.games["lotto-plus-2"]!.warnings).toEqual([warning]);
    expect(run!.details.games.lotto!.warnings).toEqual([]);
    expect(summary.results.warnings).toBe(`lotto-plus-2 ${warning}`);

    // The same table again is no change.
    await source.publish({ lotto: [LOTTO_NEW], "lotto-plus-2": [LOTTO_PLUS_2_NEW] });
    expect((await ingest(source, { games: ["lotto-plus-2"] })).results["lotto-plus-2"]).toBe("0 added, 0 updated, 1 unchanged");
  });

  it("a table with fewer levels than the main game's is stored whole, with a warning", async () => {
    await source.publish({ "powerball-plus": [POWERBALL_PLUS_NEW] });

    const summary = await ingest(source, { games: ["powerball-plus"] });

    expect(summary.ok).toBe(true);
    expect((await divisionRows("powerball-plus", "2026-11-20")).map((d) => d.match)).toEqual([
      "5+powerball",
      "5",
      "4+powerball",
      "4",
      "3+powerball",
      "3",
    ]);
    expect((await runs())[0]!.details.games["powerball-plus"]!.warnings).toEqual([
      "2026-11-20 (draw 1811): prize table differs from PowerBall's (6 levels, not 9); stored as the source sent it",
    ]);
  });

  it("levels without a label take our table's match by division number, and the run says so", async () => {
    const unlabelled = { ...LOTTO_NEW, levels: LOTTO_NEW.levels!.map((level) => ({ ...level, label: null })) };
    await source.publish({ lotto: [unlabelled] });

    await ingest(source, { games: ["lotto"] });

    expect((await divisionRows("lotto", "2026-11-21")).slice(6).map((d) => d.match)).toEqual(["2+bonus", "3"]);
    expect((await runs())[0]!.details.games.lotto!.warnings).toEqual([
      "2026-11-21 (draw 2741): no match label from the source for level(s) 1, 2, 3, 4, 5, 6, 7, 8; match taken from our Lotto table by division number",
    ]);
  });
});
