/**
 * Reading a draw out of search-result text: strict, so a near miss gives nothing rather than a wrong draw.
 * One extraction whichever engine answered: every case below is read from the text blocks of Google's
 * answer and of Brave's answer alike (the tests' fakes of each, tests/fake-source/payloads.ts).
 */
import { describe, expect, it } from "vitest";
import { extractDraw, plainText } from "~/ingest/sources/search-extract.server";
import { braveBlocks, googleBlocks } from "~/ingest/sources/search-providers.server";
import { braveAnswer, searchAnswer } from "../fake-source/payloads";

describe("extractDraw", () => {
  it("reads the balls and bonus from a block naming the game and the date", () => {
    expect(
      extractDraw("lotto", "2026-11-21", [
        "Lotto Results for Saturday 21 November 2026 — The winning numbers were 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9.",
      ]),
    ).toEqual({
      numbers: [4, 15, 23, 31, 42, 50],
      bonus: 9,
    });
    expect(extractDraw("powerball", "2026-11-20", ["Powerball 20/11/2026: 3-14-22-37-45 + 7"])).toEqual({
      numbers: [3, 14, 22, 37, 45],
      bonus: 7,
    });
    expect(extractDraw("daily-lotto", "2026-11-21", ["Daily Lotto 2026-11-21 numbers: 5, 11, 19, 28, 34"])).toEqual({
      numbers: [5, 11, 19, 28, 34],
      bonus: null,
    });
    expect(extractDraw("powerball-plus", "2026-11-20", ["PowerBall XTRA results 20 Nov 2026: 1, 2, 3, 4, 5 PowerBall: 6"])).toEqual({
      numbers: [1, 2, 3, 4, 5],
      bonus: 6,
    });
  });

  it("needs the game's own name: Lotto is not Lotto Plus nor Daily Lotto", () => {
    expect(extractDraw("lotto", "2026-11-21", ["Lotto Plus 1 results 21 November 2026: 4, 15, 23, 31, 42, 50 Bonus: 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Daily Lotto results 21 November 2026: 4, 15, 23, 31, 42, 50 Bonus: 9"])).toBeNull();
    expect(extractDraw("powerball", "2026-11-20", ["Powerball Plus 20 November 2026: 3, 14, 22, 37, 45 Powerball: 7"])).toBeNull();
    expect(extractDraw("lotto-plus-2", "2026-11-21", ["LOTTO 5 MAX 21 November 2026: 4, 15, 23, 31, 42, 50 + 9"])).toEqual({
      numbers: [4, 15, 23, 31, 42, 50],
      bonus: 9,
    });
  });

  it("needs the date in the same block", () => {
    expect(extractDraw("lotto", "2026-11-21", ["Lotto results 18 November 2026: 4, 15, 23, 31, 42, 50 Bonus: 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto results: 4, 15, 23, 31, 42, 50 Bonus: 9", "21 November 2026"])).toBeNull();
  });

  it("needs exactly the era's count of balls and the bonus marker", () => {
    expect(extractDraw("daily-lotto", "2026-11-21", ["Daily Lotto 21 November 2026: 5, 11, 19, 28, 34, 36"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto 21 November 2026: 4, 15, 23, 31, 42 Bonus: 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto 21 November 2026: 4, 15, 23, 31, 42, 50, 9"])).toBeNull();
    expect(extractDraw("lotto", "2026-11-21", ["Lotto 21 November 2026 jackpot R12,500,000 rolls over"])).toBeNull();
  });

  it("gives nothing when blocks disagree, and one draw when they agree", () => {
    const a = "Powerball results 17 November 2026: 1, 2, 3, 4, 5 PowerBall: 6";
    expect(extractDraw("powerball", "2026-11-17", [a, "Powerball results 17 November 2026: 1, 2, 3, 4, 7 PowerBall: 6"])).toBeNull();
    expect(extractDraw("powerball", "2026-11-17", [a, "Powerball 17/11/2026: 5-4-3-2-1 + 6"])).toEqual({
      numbers: [1, 2, 3, 4, 5],
      bonus: 6,
    });
  });
});

/** A result page as an engine lists it: its title and the text it quotes. */
type Page = { title: string; snippet: string };

/** The text blocks each engine's answer of these pages gives: the extraction's input. */
const ENGINES: [string, (pages: Page[]) => string[]][] = [
  ["Google", (pages) => googleBlocks(searchAnswer(pages))],
  // Brave marks the words it matched: the reading must see through its <strong>.
  [
    "Brave",
    (pages) =>
      braveBlocks(
        braveAnswer(
          pages.map((page) => ({
            title: page.title.replace(/(Lotto|Powerball)/i, "<strong>$1</strong>"),
            description: page.snippet.replace(/(\d{1,2})/, "<strong>$1</strong>"),
          })),
        ),
      ),
  ],
];

describe.each(ENGINES)("extractDraw over %s's answer", (_, blocksOf) => {
  it("reads the balls and bonus of a page naming the game and the date", () => {
    const blocks = blocksOf([
      {
        title: "Lotto Results for Saturday 21 November 2026",
        snippet: "The winning numbers were 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9.",
      },
    ]);
    expect(extractDraw("lotto", "2026-11-21", blocks)).toEqual({ numbers: [4, 15, 23, 31, 42, 50], bonus: 9 });
    expect(extractDraw("powerball", "2026-11-20", blocksOf([{ title: "Powerball 20/11/2026", snippet: "3-14-22-37-45 + 7" }]))).toEqual({
      numbers: [3, 14, 22, 37, 45],
      bonus: 7,
    });
  });

  it("gives nothing for another game, another date, or pages that disagree; one draw when they agree", () => {
    expect(
      extractDraw(
        "lotto",
        "2026-11-21",
        blocksOf([{ title: "Lotto Plus 1 results 21 November 2026", snippet: "4, 15, 23, 31, 42, 50 Bonus: 9" }]),
      ),
    ).toBeNull();
    expect(
      extractDraw(
        "lotto",
        "2026-11-21",
        blocksOf([{ title: "Lotto results 18 November 2026", snippet: "4, 15, 23, 31, 42, 50 Bonus: 9" }]),
      ),
    ).toBeNull();
    const a = { title: "Powerball results 17 November 2026", snippet: "1, 2, 3, 4, 5 PowerBall: 6" };
    expect(extractDraw("powerball", "2026-11-17", blocksOf([a, { ...a, snippet: "1, 2, 3, 4, 7 PowerBall: 6" }]))).toBeNull();
    expect(extractDraw("powerball", "2026-11-17", blocksOf([a, { title: "Powerball 17/11/2026", snippet: "5-4-3-2-1 + 6" }]))).toEqual({
      numbers: [1, 2, 3, 4, 5],
      bonus: 6,
    });
  });

  it("gives no block for an answer without results", () => {
    expect(blocksOf([])).toEqual([]);
  });
});

describe("what each engine's answer quotes", () => {
  it("Google: the title with the snippet, and with each metatag description", () => {
    expect(
      googleBlocks(searchAnswer([{ title: "Lotto 21/11/2026", snippet: "See the payouts.", description: "4-15-23-31-42-50 + 9" }])),
    ).toEqual(["Lotto 21/11/2026 — See the payouts.", "Lotto 21/11/2026 — 4-15-23-31-42-50 + 9"]);
  });

  it("Brave: the title with the description, and with each extra snippet, as plain text", () => {
    const answer = braveAnswer([
      {
        title: "<strong>Lotto</strong> Results 21 November 2026",
        description: "Tonight&#x27;s <strong>Lotto</strong> jackpot &amp; payouts",
        extraSnippets: ["The winning numbers: 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9 &amp; more"],
      },
    ]);
    const blocks = braveBlocks(answer);
    expect(blocks).toEqual([
      "Lotto Results 21 November 2026 — Tonight's Lotto jackpot & payouts",
      "Lotto Results 21 November 2026 — The winning numbers: 4, 15, 23, 31, 42, 50 and the Bonus Ball was 9 & more",
    ]);
    // A draw quoted only in an extra snippet is read too.
    expect(extractDraw("lotto", "2026-11-21", blocks)).toEqual({ numbers: [4, 15, 23, 31, 42, 50], bonus: 9 });
  });

  it("an answer of another shape is refused, whichever engine", () => {
    expect(() => googleBlocks({ items: "none" })).toThrow(/search answer: unexpected shape \(items: Expected array/);
    expect(() => braveBlocks({ web: { results: "none" } })).toThrow(/search answer: unexpected shape \(web.results: Expected array/);
  });

  it("plainText takes markup out and reads character references", () => {
    expect(plainText("<strong>4</strong>, 15 &ndash; 23 &#8211; 31&nbsp;&amp; <b>bonus</b> &bogus; &#0;")).toBe(
      "4, 15 – 23 – 31 & bonus &bogus; &#0;",
    );
  });
});
