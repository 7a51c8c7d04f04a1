import { describe, expect, it } from "vitest";
import { hasNoPrizeDetails, isRecentDraw, missingDetailsLine, prizeFigures, type PrizeDetails } from "~/views/prize-details";

const none: PrizeDetails = { jackpot: null, rollover: null, nextJackpot: null, hasDivisions: false, recent: false };
const all: PrizeDetails = { jackpot: 5_000_000, rollover: true, nextJackpot: 6_500_000, hasDivisions: true, recent: false };

describe("how recent a draw is", () => {
  it("is recent for 7 days after the draw, then no longer", () => {
    expect(isRecentDraw("2026-11-24", "2026-11-24")).toBe(true);
    expect(isRecentDraw("2026-11-17", "2026-11-24")).toBe(true);
    expect(isRecentDraw("2026-11-16", "2026-11-24")).toBe(false);
    // Across a month and a year end.
    expect(isRecentDraw("2026-12-28", "2027-01-04")).toBe(true);
    expect(isRecentDraw("2024-11-13", "2026-11-24")).toBe(false);
  });
});

describe("the one line about missing prize details", () => {
  it("is absent when everything is known", () => {
    expect(missingDetailsLine(all)).toBeNull();
    expect(missingDetailsLine({ ...all, recent: true })).toBeNull();
  });

  it("is one line for a draw with no details: never 'not yet' after a week", () => {
    expect(missingDetailsLine(none)).toBe("Prize details for this draw are not in our records");
    expect(missingDetailsLine({ ...none, recent: true })).toBe("Prize details for this draw are not yet published");
    expect(hasNoPrizeDetails(none)).toBe(true);
  });

  it("names only what is missing when part is known", () => {
    expect(missingDetailsLine({ ...all, hasDivisions: false })).toBe("The prize divisions for this draw are not in our records");
    expect(missingDetailsLine({ ...all, nextJackpot: null })).toBe("The next jackpot for this draw is not in our records");
    expect(missingDetailsLine({ ...all, nextJackpot: null, hasDivisions: false })).toBe(
      "The next jackpot and prize divisions for this draw are not in our records",
    );
    expect(missingDetailsLine({ ...none, hasDivisions: true })).toBe("The jackpot and next jackpot for this draw are not in our records");
    expect(hasNoPrizeDetails({ ...none, hasDivisions: true })).toBe(false);
  });

  it("asks only for the amount when the jackpot was won, and not at all beside 'Rolled over'", () => {
    expect(missingDetailsLine({ ...none, rollover: false })).toBe(
      "The jackpot amount, next jackpot and prize divisions for this draw are not in our records",
    );
    expect(missingDetailsLine({ ...none, rollover: true })).toBe(
      "The next jackpot and prize divisions for this draw are not in our records",
    );
    expect(missingDetailsLine({ ...none, rollover: true, recent: true })).not.toMatch(/jackpot amount/);
    expect(missingDetailsLine({ ...all, jackpot: null, rollover: true })).toBeNull();
    expect(hasNoPrizeDetails({ ...none, rollover: false })).toBe(false);
  });

  it("keeps the spec's text for a recent draw whose divisions alone are missing", () => {
    expect(missingDetailsLine({ ...all, hasDivisions: false, recent: true })).toBe("Divisions not yet published");
    expect(missingDetailsLine({ ...all, nextJackpot: null, hasDivisions: false, recent: true })).toBe(
      "The next jackpot and prize divisions for this draw are not yet published",
    );
  });
});

describe("the figures a card shows", () => {
  it("are only those we hold, the rollover with the jackpot or alone", () => {
    expect(prizeFigures(all)).toEqual([
      ["Jackpot", "R 5,000,000 · rolled over"],
      ["Next jackpot", "R 6,500,000"],
    ]);
    expect(prizeFigures({ ...none, rollover: false })).toEqual([["Jackpot", "Won"]]);
    expect(prizeFigures({ ...none, nextJackpot: 1_250_000.5 })).toEqual([["Next jackpot", "R 1,250,000.50"]]);
    expect(prizeFigures(none)).toEqual([]);
  });
});
