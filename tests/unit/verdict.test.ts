/**
 * The one verdict per board and draw (app/tickets/verdict.ts) on real draws of data/: won, no prize only
 * where the draw and the era's prize structure are known, cannot tell otherwise, with its reason.
 */
import { describe, expect, it } from "vitest";
import { LOTTO_58_PRIZES } from "~/facts/facts";
import { divisionProbability, eraOn, oddsOneIn } from "~/rules/games";
import { saInstant } from "~/words/sa-time";
import { absentVerdict, drawVerdicts, tallyVerdicts, verdictText, wonText, type DrawKnowledge } from "~/tickets/verdict";
import { claimLine, claimLineText, whereToClaim } from "~/tickets/claims";
import { realDraw } from "./real-draws";

const held = (game: Parameters<typeof realDraw>[0], date: string): DrawKnowledge => {
  const draw = realDraw(game, date);
  return { state: "held", draw: { numbers: draw.numbers, bonus: draw.bonusNumber, divisions: draw.divisions } };
};
const board = (...numbers: number[]) => ({ numbers, powerball: null });
/** Noon SAST on a date: the tests' clock. */
const at = (date: string) => saInstant(date, "12:00");

describe("the 58-ball period (Lotto, Sat 4 Oct 2025: 4 8 36 41 43 57 + 45, no prize table in our records)", () => {
  const knowledge = held("lotto", "2025-10-04");

  it("names the division of a five and a four, with no payout figure: a gap long after the draw", () => {
    const [five, four] = drawVerdicts(
      "lotto",
      "2025-10-04",
      [board(4, 8, 36, 41, 43, 55), board(4, 8, 19, 36, 41, 50)],
      knowledge,
      at("2026-12-07"),
    );
    expect(five!.verdict).toEqual({ kind: "won", division: 3, match: "5", payout: null, payoutState: "missing" });
    expect(four!.verdict).toEqual({ kind: "won", division: 5, match: "4", payout: null, payoutState: "missing" });
    expect(verdictText(five!.verdict)).toBe("Division 3 (Match 5): we don't have this draw's payouts: see the official result");
  });

  it("says 'not published yet' only within the pending window", () => {
    const [five] = drawVerdicts("lotto", "2025-10-04", [board(4, 8, 36, 41, 43, 55)], knowledge, at("2025-10-06"));
    expect(five!.verdict).toMatchObject({ kind: "won", payoutState: "pending" });
  });

  it("pays Match 2 without the bonus, cannot tell for 2 + Bonus, and no prize for one ball", () => {
    const [two, twoBonus, one] = drawVerdicts(
      "lotto",
      "2025-10-04",
      [board(4, 8, 1, 2, 3, 5), board(4, 8, 45, 1, 2, 3), board(4, 1, 2, 3, 5, 6)],
      knowledge,
      at("2026-12-07"),
    );
    expect(two!.verdict).toMatchObject({ kind: "won", division: 8, match: "2" });
    expect(twoBonus!.verdict).toEqual({ kind: "cannot-tell", reason: "prize-unknown" });
    expect(one!.verdict).toEqual({ kind: "no-prize" });
  });

  it("pays the published table where we hold it (Lotto Plus 2, 29 Nov 2025: Match 2 R 4.80)", () => {
    const draw = realDraw("lotto-plus-2", "2025-11-29");
    const two = draw.numbers.slice(0, 2);
    const others = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => !draw.numbers.includes(n) && n !== draw.bonusNumber).slice(0, 4);
    const [verdict] = drawVerdicts(
      "lotto-plus-2",
      "2025-11-29",
      [board(...two, ...others)],
      held("lotto-plus-2", "2025-11-29"),
      at("2026-12-07"),
    );
    expect(verdict!.verdict).toEqual({ kind: "won", division: 8, match: "2", payout: 4.8, payoutState: "known" });
  });

  it("the era's divisions give the published chance of any prize (1 in 9.61)", () => {
    const era = eraOn("lotto", LOTTO_58_PRIZES.from)!;
    expect(era.mainMax).toBe(58);
    const any = era.divisions!.reduce((sum, rule) => sum + divisionProbability(era, rule), 0);
    expect(oddsOneIn(any)).toBe(LOTTO_58_PRIZES.anyPrizeOneIn);
    expect(eraOn("lotto", LOTTO_58_PRIZES.to)).toBe(era);
  });
});

describe("a draw we do not hold", () => {
  it("is not drawn before its draw time, pending the night and the next day, then a gap", () => {
    expect(absentVerdict("lotto", "2026-12-05", "absent", saInstant("2026-12-05", "20:59"))).toEqual({ kind: "not-drawn" });
    expect(absentVerdict("lotto", "2026-12-05", "absent", saInstant("2026-12-05", "21:00"))).toEqual({
      kind: "cannot-tell",
      reason: "result-pending",
    });
    expect(absentVerdict("lotto", "2026-12-05", "absent", saInstant("2026-12-06", "23:59"))).toMatchObject({ reason: "result-pending" });
    expect(absentVerdict("lotto", "2026-12-05", "absent", saInstant("2026-12-07", "00:00"))).toMatchObject({ reason: "result-missing" });
  });

  it("is 'not checked yet' offline, whatever the date, once drawn", () => {
    const [verdict] = drawVerdicts("lotto", "2026-09-30", [board(1, 2, 3, 4, 5, 6)], { state: "offline" }, at("2026-12-07"));
    expect(verdict!.verdict).toEqual({ kind: "cannot-tell", reason: "offline" });
    expect(verdictText(verdict!.verdict)).toBe("Not checked yet: you're offline");
  });
});

describe("totals lead with what was won, never 'R 0'", () => {
  it("counts the verdicts apart", () => {
    const tally = tallyVerdicts([
      { kind: "won", division: 5, match: "4", payout: 150.25, payoutState: "known" },
      { kind: "won", division: 3, match: "5", payout: null, payoutState: "missing" },
      { kind: "no-prize" },
      { kind: "cannot-tell", reason: "offline" },
      { kind: "not-drawn" },
    ]);
    expect(tally).toEqual({ won: 2, wonRand: 150.25, unpriced: 1, noPrize: 1, cannotTell: 1, notDrawn: 1 });
    expect(wonText(tally)).toBe("R 150.25 and 1 prize whose payout we don't have");
  });

  it("names an unpriced win without a rand figure, and nothing when nothing was won", () => {
    expect(wonText(tallyVerdicts([{ kind: "won", division: 1, match: "6", payout: null, payoutState: "missing" }]))).toBe(
      "1 prize whose payout we don't have",
    );
    expect(wonText(tallyVerdicts([{ kind: "no-prize" }, { kind: "cannot-tell", reason: "result-missing" }]))).toBeNull();
  });
});

describe("the claim line", () => {
  it("is open, closing within 30 days, then ended", () => {
    expect(claimLineText(claimLine("2025-12-10", "2026-12-07"))).toBe("Claim soon: by Thu 10 Dec 2026, 3 days left");
    expect(claimLineText(claimLine("2026-12-05", "2026-12-07"))).toBe("Claim by Sun 5 Dec 2027: 363 days left");
    expect(claimLineText(claimLine("2025-10-03", "2026-12-07"))).toBe("The time to claim ended on Sat 3 Oct 2026");
    expect(claimLine("2025-12-07", "2026-12-07")).toEqual({ claimBy: "2026-12-07", status: "closing", daysLeft: 0 });
  });

  it("says where to claim as two cases, by the amount's tier when known", () => {
    expect(whereToClaim(150).shop).toBe("Bought at a shop: claim it at any National Lottery retailer.");
    expect(whereToClaim(null).shop).toMatch(
      /^Bought at a shop: up to R 1,999.99 at any National Lottery retailer, .* more at a regional office/,
    );
    expect(whereToClaim(150).digital).toMatch(/below R 249,000 are paid into your account/);
  });
});
