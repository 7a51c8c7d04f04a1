/**
 * The search source: off without its secrets; with them it reads numbers from search answers and
 * stores a draw only when it passes the era's rules and agrees with the official source.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { LOTTO_PREVIOUS } from "../fake-source/draws";
import { officialPools } from "../fake-source/control";
import { searchAnswer } from "../fake-source/payloads";
import { appEnv, clearAll, drawRow, ingest, runs, snapshot, tenant } from "../fake-source/workers-kit";
import { testDraw, writeDraws } from "./seed";

const source = tenant("ingest-search");
const configured = () => appEnv(source, { searchKey: "test-key", engineId: "test-engine" });

beforeEach(async () => {
  await clearAll();
  await writeDraws([testDraw({ game: "lotto", drawDate: "2026-11-14", drawNumber: 2739, numbers: [1, 8, 19, 27, 36, 44], bonus: 12 })]);
});

describe("the search source", () => {
  it("is reported as not configured without SEARCH_API_KEY and SEARCH_ENGINE_ID, and does nothing", async () => {
    await source.set({});
    const before = await snapshot();

    const summary = await ingest(source, { source: "search" });

    expect(summary).toEqual({
      ok: false,
      outcome: "failed",
      broke: true,
      source: "search",
      message: "Search source: not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID.",
      results: { added: 0, updated: 0, run: expect.any(Number), durationMs: expect.any(Number) },
      changed: [],
    });
    expect(await source.requests()).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect((await runs())[0]).toMatchObject({
      source: "search",
      outcome: "failed",
      error: "not configured: set the secrets SEARCH_API_KEY and SEARCH_ENGINE_ID",
    });
  });

  it("stores only draws that pass the rules and agree with the official source", async () => {
    await source.set({
      // The official list has the 18 Nov draw (not yet the 21st).
      pools: officialPools({ lotto: [LOTTO_PREVIOUS] }),
      search: [
        {
          match: "21 November 2026",
          answer: searchAnswer([
            {
              title: "Lotto Results for Saturday 21 November 2026",
              snippet: "The winning numbers were 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9.",
            },
            // Another page quoting the same draw in metatags only: agrees, so it does not make the reading ambiguous.
            {
              title: "Lotto 21/11/2026",
              snippet: "See the full payout table.",
              description: "Lotto 21/11/2026 results: 4-15-23-31-42-50 + 9",
            },
          ]),
        },
        // Disagrees with the official 2, 10, 16, 24, 32, 41 + 33: refused.
        {
          match: "18 November 2026",
          answer: searchAnswer([{ title: "Lotto results 18 November 2026", snippet: "Numbers: 2, 10, 16, 24, 32, 40 Bonus: 33" }]),
        },
      ],
    });

    const summary = await ingest(source, { env: configured(), source: "search", games: ["lotto"] });

    expect(summary.results.lotto).toBe("1 added, 0 updated, 0 unchanged, 1 rejected");
    expect(await drawRow("lotto", "2026-11-21")).toMatchObject({
      numbers: "[4,15,23,31,42,50]",
      bonus: 9,
      draw_number: null,
      source: "search",
    });
    expect(await drawRow("lotto", "2026-11-18")).toBeNull();
    const searches = (await source.requests()).filter((r) => r.endpoint === "search");
    // Only the scheduled dates of the last week we do not hold (the 14th is held), newest first.
    expect(searches.map((r) => r.body.q)).toEqual(['"Lotto" results 21 November 2026', '"Lotto" results 18 November 2026']);
    expect(searches[0]!.body).toMatchObject({ key: "test-key", cx: "test-engine" });
    const [run] = await runs();
    expect(run).toMatchObject({ source: "search", outcome: "partial", draws_added: 1 });
    expect(run!.details.games.lotto!.rejected).toEqual([
      "2026-11-18: the search result 2 10 16 24 32 40 + 33 disagrees with the official source",
    ]);
  });

  it("refuses numbers outside the era's rules and answers it cannot read clearly", async () => {
    await source.set({
      pools: officialPools({ powerball: [] }),
      search: [
        // PowerBall is 1-16 since June 2026.
        {
          match: "20 November 2026",
          answer: searchAnswer([
            { title: "Powerball results 20 November 2026", snippet: "Winning numbers: 3, 14, 22, 37, 45 PowerBall: 19" },
          ]),
        },
        // Two pages, two different readings: unknown.
        {
          match: "17 November 2026",
          answer: searchAnswer([
            { title: "Powerball results 17 November 2026", snippet: "Numbers: 1, 2, 3, 4, 5 PowerBall: 6" },
            { title: "Powerball results 17 November 2026", snippet: "Numbers: 1, 2, 3, 4, 7 PowerBall: 6" },
          ]),
        },
      ],
    });
    const before = await snapshot();

    const summary = await ingest(source, { env: configured(), source: "search", games: ["powerball"] });

    expect(await snapshot()).toEqual(before);
    expect(summary.results.powerball).toBe("0 added, 0 updated, 0 unchanged, 1 rejected");
    const [run] = await runs();
    expect(run!.details.games.powerball).toMatchObject({
      rejected: ["2026-11-20: the PowerBall must be 1-16 on 2026-11-20; got 19"],
      warnings: ["2026-11-17: no result page gave one clear set of numbers"],
    });
  });

  it("stores a draw the official source cannot be asked about, and says it was not cross-checked", async () => {
    await source.set({
      pools: officialPools({}),
      faults: [{ endpoint: "list", status: 503 }],
      search: [
        {
          match: "21 November 2026",
          answer: searchAnswer([{ title: "Daily Lotto results 21 November 2026", snippet: "Numbers: 5, 11, 19, 28, 34" }]),
        },
      ],
    });
    const summary = await ingest(source, { env: configured(), source: "search", games: ["daily-lotto"] });
    expect(summary.results["daily-lotto"]).toBe("1 added, 0 updated, 0 unchanged");
    expect(await drawRow("daily-lotto", "2026-11-21")).toMatchObject({ numbers: "[5,11,19,28,34]", bonus: null, source: "search" });
    const [run] = await runs();
    expect(run!.details.games["daily-lotto"]!.warnings).toContainEqual(
      expect.stringMatching(/^not cross-checked with the official source \(.*HTTP 503/),
    );
  });

  it("a search answer in an unexpected shape fails the game and writes nothing", async () => {
    await source.set({ faults: [{ endpoint: "search", json: { items: "none" } }] });
    const before = await snapshot();
    const summary = await ingest(source, { env: configured(), source: "search", games: ["lotto"] });
    expect(summary.results.lotto).toMatch(/^failed: search answer: unexpected shape \(items: Expected array/);
    expect(await snapshot()).toEqual(before);
    expect((await runs())[0]).toMatchObject({ outcome: "failed" });
  });
});
