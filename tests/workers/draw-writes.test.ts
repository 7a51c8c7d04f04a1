import { env } from "./test-env";
import { beforeEach, describe, expect, it } from "vitest";
import { classifyDrawChange, findDrawNumberConflict, loadExistingFor } from "~/models/draw-writes.server";
import { clearDraws, db, testDraw, writeDraws } from "./seed";

const rows = async () =>
  (await env.DB.prepare("SELECT game, draw_date, draw_number, numbers, bonus, jackpot, updated_at FROM draws ORDER BY draw_date").all())
    .results;

const base = testDraw({
  game: "lotto",
  drawDate: "2026-11-18",
  drawNumber: 2701,
  numbers: [1, 2, 3, 4, 5, 6],
  bonus: 7,
  jackpot: 5_000_000,
  divisions: [{ division: 1, match: "6", winners: 0, payout: 0 }],
});

describe("writing draws", () => {
  beforeEach(clearDraws);

  it("writing the same draw twice changes nothing, not even its updated time", async () => {
    await writeDraws([base]);
    const first = await rows();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writeDraws([{ ...base, source: "csv:again" }]);
    expect(await rows()).toEqual(first);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM prize_divisions").first())!.n).toBe(1);
  });

  it("records each source that gives the draw once, and only moves its last sighting when it gives it again", async () => {
    const sources = async () =>
      (
        await env.DB.prepare("SELECT source, first_seen, last_seen FROM draw_sources ORDER BY source").all<{
          source: string;
          first_seen: string;
          last_seen: string;
        }>()
      ).results;
    await writeDraws([base]);
    const [imported] = await sources();
    expect(imported).toMatchObject({ source: "import" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writeDraws([{ ...base, source: "csv:again" }]);
    await writeDraws([{ ...base, source: "manual", jackpot: 5_500_000 }]);
    const after = await sources();
    expect(after.map((row) => row.source)).toEqual(["import", "manual"]);
    expect(after[0]!.first_seen).toBe(imported!.first_seen);
    expect(after[0]!.last_seen > imported!.last_seen).toBe(true);
  });

  it("an unknown value never erases a known one; a correction updates the row", async () => {
    await writeDraws([base]);
    await writeDraws([{ ...base, jackpot: null, drawNumber: null }]);
    expect(await rows()).toMatchObject([{ jackpot: 5_000_000, draw_number: 2701 }]);
    await writeDraws([{ ...base, numbers: [1, 2, 3, 4, 5, 8] }]);
    expect(await rows()).toMatchObject([{ numbers: "[1,2,3,4,5,8]" }]);
  });

  it("updates a division's winners when the source publishes them", async () => {
    await writeDraws([base]);
    await writeDraws([{ ...base, divisions: [{ division: 1, match: "6", winners: 2, payout: 2_500_000 }] }]);
    expect(await env.DB.prepare("SELECT winners, payout FROM prize_divisions").first()).toEqual({ winners: 2, payout: 2_500_000 });
  });

  it("refuses a draw number held by another date, in the database too", async () => {
    await writeDraws([base]);
    const clash = { ...base, drawDate: "2026-11-21" };
    const existing = await loadExistingFor(db(), [clash]);
    const held = (game: string, n: number) => existing.find((e) => e.game === game && e.drawNumber === n)?.drawDate;
    expect(findDrawNumberConflict(clash, held)).toBe("lotto draw number 2701 is already held by 2026-11-18");
    // The partial unique index is the last line of defence: the batch fails whole.
    await expect(
      writeDraws([
        testDraw({ ...clash, divisions: [] }),
        testDraw({ game: "lotto", drawDate: "2026-11-25", numbers: [1, 2, 3, 4, 5, 6], bonus: 9 }),
      ]),
    ).rejects.toThrow(/UNIQUE/);
    expect(await rows()).toHaveLength(1);
  });

  it("classifies what an upsert will do", async () => {
    expect(classifyDrawChange(base, undefined)).toBe("added");
    await writeDraws([base]);
    const [existing] = await loadExistingFor(db(), [base]);
    expect(classifyDrawChange(base, existing)).toBe("unchanged");
    expect(classifyDrawChange({ ...base, jackpot: null }, existing)).toBe("unchanged");
    expect(classifyDrawChange({ ...base, nextJackpot: 1 }, existing)).toBe("updated");
  });
});
