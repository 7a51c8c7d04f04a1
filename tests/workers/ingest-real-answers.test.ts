/**
 * The official source as the real clients met it (sources.md 2c), over real HTTP into the real D1: draws
 * listed before they are drawn, placeholder prize tables, the detail's three parts, types that drift,
 * zone-less draw times, a 403 to datacentre addresses and answers cut off mid-body. All figures invented.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { PublishedDraw } from "../fake-source/control";
import { LOTTO_NEW, LOTTO_PREVIOUS, POWERBALL_NEW, POWERBALL_PLUS_NEW } from "../fake-source/draws";
import { detailData, listItem, placeholderLevels, poolKeyOf } from "../fake-source/payloads";
import { officialPools } from "../fake-source/control";
import { clearAll, divisionRows, drawRow, ingest, runs, snapshot, tenant } from "../fake-source/workers-kit";

const source = tenant("ingest-real-answers");

/** PowerBall's next draw, listed around draw time before its balls are in. */
const POWERBALL_PENDING = { issue: 1812, date: "2026-11-24", latest: true } as const;

beforeEach(clearAll);

describe("draws listed before they are drawn", () => {
  it.each(["empty", "null", "absent"] as const)(
    "a pending item (winNumList %s) beside a drawn PowerBall draw: the drawn one is stored, the other noted",
    async (pending) => {
      const waiting: PublishedDraw = { ...POWERBALL_NEW, ...POWERBALL_PENDING, numbers: [], pending };
      await source.publish({ powerball: [waiting, { ...POWERBALL_NEW, latest: false, nextDrawTime: "2026-11-24 21:00:00" }] });

      const summary = await ingest(source, { games: ["powerball"] });

      expect(summary).toMatchObject({ ok: true, results: { powerball: "1 added, 0 updated, 0 unchanged" } });
      expect(await drawRow("powerball", "2026-11-20")).toMatchObject({ draw_number: 1811, numbers: "[3,14,22,37,45]", bonus: 7 });
      expect(await drawRow("powerball", "2026-11-24")).toBeNull();
      expect(await divisionRows("powerball", "2026-11-20")).toHaveLength(9);
      const details = (await source.requests()).filter((r) => r.endpoint === "detail").map((r) => r.body.wagerIssue);
      expect(details).toEqual(["1811"]); // nothing asked about the pending draw
      const game = (await runs())[0]!.details.games.powerball!;
      expect(game.notes).toContain("list page 1: draw 1812 is listed without numbers (not drawn yet); skipped");
      // The drawn draw is the latest one, whatever the pending item says of itself.
      expect(game.nextDrawTime).toBe("2026-11-24T19:00:00.000Z");
    },
  );

  it("a list of nothing but a pending draw stores nothing and fails nothing", async () => {
    await source.publish({ powerball: [{ ...POWERBALL_NEW, ...POWERBALL_PENDING, pending: "empty" }] });
    const summary = await ingest(source, { games: ["powerball"] });
    expect(summary).toMatchObject({ ok: true, results: { powerball: "0 added, 0 updated, 0 unchanged" } });
    expect((await snapshot()).draws).toEqual([]);
  });
});

describe("prize tables published in two steps", () => {
  it("a placeholder table of zeros is not stored; the real one arrives on a later run", async () => {
    await source.publish({ lotto: [{ ...LOTTO_NEW, levels: placeholderLevels("lotto") }, LOTTO_PREVIOUS] });

    const first = await ingest(source, { games: ["lotto"] });

    expect(first).toMatchObject({ ok: true, results: { lotto: "2 added, 0 updated, 0 unchanged" } });
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741, rollover: null, rollover_amount: null });
    expect(await divisionRows("lotto", "2026-11-21")).toEqual([]);
    expect((await runs())[0]!.details.games.lotto!.notes).toContain(
      "2026-11-21 (draw 2741): prize table not published yet (every level zero or empty); not stored, asked again on a later run",
    );

    await source.publish({ lotto: [LOTTO_NEW, LOTTO_PREVIOUS] });
    const second = await ingest(source, { games: ["lotto"] });

    expect(second.results.lotto).toBe("0 added, 1 updated, 1 unchanged");
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ rollover: 1, rollover_amount: 9_800_000.5 });
  });

  it("a Plus pool whose detail balls disagree with its list item: a warning, its divisions left out, the batch goes on", async () => {
    const older = { ...POWERBALL_PLUS_NEW, issue: 1810, date: "2026-11-17", numbers: [1, 9, 18, 27, 36], bonus: 4 };
    const pools = officialPools({ "powerball-plus": [POWERBALL_PLUS_NEW, older] });
    // The XTRA detail answers with the main game's balls.
    pools[poolKeyOf("powerball-plus")]!.details!["1811"] = detailData("powerball-plus", POWERBALL_NEW, POWERBALL_PLUS_NEW.levels);
    await source.set({ pools });

    const summary = await ingest(source, { games: ["powerball-plus"] });

    expect(summary).toMatchObject({ ok: true, results: { "powerball-plus": "2 added, 0 updated, 0 unchanged" } });
    expect(await drawRow("powerball-plus", "2026-11-20")).toMatchObject({ numbers: "[2,11,25,38,49]", bonus: 5 });
    expect(await divisionRows("powerball-plus", "2026-11-20")).toEqual([]);
    expect(await divisionRows("powerball-plus", "2026-11-17")).toHaveLength(6);
    expect((await runs())[0]!.details.games["powerball-plus"]!.warnings).toContain(
      "2026-11-20 (draw 1811): the detail's numbers disagree with the draw list; its prize divisions and figures not stored",
    );
    expect(summary.results.warnings).toMatch(/powerball-plus 2026-11-20 \(draw 1811\): the detail's numbers disagree/);
  });
});

describe("types that drift and zone-less times", () => {
  it("an optional field of an unexpected type is ignored with a warning; the draw is stored", async () => {
    const pools = officialPools({ lotto: [LOTTO_NEW] });
    const pool = pools[poolKeyOf("lotto")]!;
    pool.list = [{ ...listItem("lotto", LOTTO_NEW), saleMoney: "n/a", isLatestIssue: "yes" }];
    const detail = detailData("lotto", LOTTO_NEW, LOTTO_NEW.levels) as { winPoolInfoVo: Record<string, unknown> };
    pool.details!["2741"] = { ...detail, winPoolInfoVo: { ...detail.winPoolInfoVo, rolloverAmount: { cents: 1 } } };
    await source.set({ pools });

    const summary = await ingest(source, { games: ["lotto"] });

    expect(summary).toMatchObject({ ok: true, results: { lotto: "1 added, 0 updated, 0 unchanged" } });
    // The rejected sales fall back to the detail's; the rejected rollover amount stays unknown.
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741, sales: 21_345_678.9, rollover_amount: null });
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    expect((await runs())[0]!.details.games.lotto!.warnings).toEqual([
      '2026-11-21 (draw 2741): saleMoney: must be an amount in cents; ignored (got "n/a")',
      '2026-11-21 (draw 2741): isLatestIssue: Invalid input; ignored (got "yes")',
      '2026-11-21 (draw 2741): detail winPoolInfoVo.rolloverAmount: must be an amount in cents; ignored (got {"cents":1})',
    ]);
  });

  it("a zone-less drawTime of 2026-11-21 22:30 stays on the 21st", async () => {
    await source.publish({ lotto: [{ ...LOTTO_NEW, drawTime: "2026-11-21 22:30:00" }] });
    await ingest(source, { games: ["lotto"] });
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({ draw_number: 2741 });
    expect(await drawRow("lotto", "2026-11-22")).toBeNull();
  });

  it("an explicit offset is converted: 22:30Z is 00:30 SAST on the 22nd (kept, with the rules' off-schedule warning)", async () => {
    await source.publish({ lotto: [{ ...LOTTO_NEW, drawTime: "2026-11-21T22:30:00Z" }] });
    // Asked on the 22nd after its draw time: a draw dated the 22nd is not taken before then.
    const summary = await ingest(source, { games: ["lotto"], now: () => new Date("2026-11-22T20:00:00Z") });
    expect(summary.ok).toBe(true);
    expect(await drawRow("lotto", "2026-11-22")).toMatchObject({ draw_number: 2741 });
    expect((await runs())[0]!.details.games.lotto!.warnings).toEqual([
      "2026-11-22 (draw 2741): 2026-11-22 is not a usual Lotto draw day (kept: draws move around holidays)",
    ]);
  });
});

describe("a source that refuses us or drops the connection", () => {
  it("a 403 (the API refusing a datacentre address) stores nothing and is reported", async () => {
    await source.block({ lotto: [LOTTO_NEW], powerball: [POWERBALL_NEW] });
    const before = await snapshot();

    const summary = await ingest(source, { games: ["lotto", "powerball"] });

    expect(await snapshot()).toEqual(before);
    expect(summary.ok).toBe(false);
    expect(summary.message).toMatch(/^Official source: the refresh failed for every game \(.*refused by the source \(HTTP 403\)\)\.$/);
    expect(summary.results.powerball).toBe("failed: skipped: the source refused the previous request");
    expect(await source.requests()).toHaveLength(1); // not retried, the other game not asked
    const [run] = await runs();
    expect(run).toMatchObject({ outcome: "failed", draws_added: 0 });
    expect(run!.error).toMatch(/lotto: .*refused by the source \(HTTP 403\)/);
  });

  it("an answer cut off mid-body is retried, and the run says so", async () => {
    await source.publish({ lotto: [LOTTO_NEW] }, [
      { endpoint: "list", cutOff: true, times: 1 },
      { endpoint: "detail", cutOff: true, times: 1 },
    ]);

    const summary = await ingest(source, { games: ["lotto"] });

    expect(summary).toMatchObject({ ok: true, results: { lotto: "1 added, 0 updated, 0 unchanged" } });
    expect(await divisionRows("lotto", "2026-11-21")).toHaveLength(8);
    const notes = (await runs())[0]!.details.games.lotto!.notes as string[];
    expect(notes.filter((note) => /the answer was cut off; asked again \(attempt 2 of 3\)$/.test(note))).toHaveLength(2);
    expect(notes).toContainEqual(expect.stringMatching(/issueWinPoolInfoPageQuery: the answer was cut off; asked again/));
  });

  it("an answer cut off on every attempt fails the game after the retries, storing nothing", async () => {
    await source.publish({ lotto: [LOTTO_NEW] }, [{ endpoint: "list", cutOff: true }]);
    const summary = await ingest(source, { games: ["lotto"] });
    expect(summary.ok).toBe(false);
    expect(summary.results.lotto).toMatch(/issueWinPoolInfoPageQuery: the answer was cut off \(after 3 attempts\)$/);
    expect((await snapshot()).draws).toEqual([]);
  });
});
