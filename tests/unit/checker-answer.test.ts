/**
 * The checker's words (app/components/check-numbers/answer-text.ts, night-claims.ts) on real draws of
 * data/, judged by the one verdict (app/tickets/verdict.ts): the night's headline says wins, what it
 * cannot tell and "no win" apart, names the draws it did not check, and never says "no win" of them.
 */
import { describe, expect, it } from "vitest";
import { bigWins, nightClaims } from "~/components/check-numbers/night-claims";
import {
  boardVerdictText,
  cannotTellText,
  checkedText,
  gamesText,
  nightHeadline,
  recordsHeading,
  uncheckedText,
} from "~/components/check-numbers/answer-text";
import type { NightAnswer, NightDraw, UncheckedDraw } from "~/views/check-numbers.server";
import { formatDay } from "~/words/dates";
import { displayName, type GameId } from "~/rules/games";
import { saInstant } from "~/words/sa-time";
import { absentVerdict, drawVerdicts } from "~/tickets/verdict";
import { realDraw } from "./real-draws";

type Found = Extract<NightAnswer, { kind: "found" }>;

const NOW = saInstant("2026-12-07", "12:00");
const board = (numbers: number[], powerball: number | null = null) => ({ numbers, powerball });

/** A draw of data/ as the checker answers it for these boards, at `now`. */
function heldDraw(game: GameId, date: string, boards: ReturnType<typeof board>[], now = NOW): NightDraw {
  const draw = realDraw(game, date);
  return {
    game,
    gameName: displayName(game),
    drawDate: date,
    drawNumber: null,
    numbers: draw.numbers,
    bonus: draw.bonusNumber,
    path: `/results/${game}/${date}`,
    boards: drawVerdicts(game, date, boards, { state: "held", draw: { ...draw, bonus: draw.bonusNumber } }, now),
  };
}

const absent = (game: GameId, date: string, now = NOW): UncheckedDraw => ({
  game,
  gameName: displayName(game),
  drawDate: date,
  verdict: absentVerdict(game, date, "absent", now),
});

const night = (date: string, draws: NightDraw[], unchecked: UncheckedDraw[] = [], latest = false): Found => ({
  kind: "found",
  date,
  latest,
  draws,
  disputed: null,
  unchecked,
  previous: null,
  next: null,
});

describe("the night's headline", () => {
  it("Lotto, Sat 4 Oct 2025 (58 balls, no payouts held, Plus draws not held): a five and a four are wins, by division", () => {
    // Drawn 4 8 36 41 43 57 + 45.
    const draws = [heldDraw("lotto", "2025-10-04", [board([4, 8, 36, 41, 43, 55]), board([4, 8, 19, 36, 41, 50])])];
    const answer = night("2025-10-04", draws, [absent("lotto-plus-1", "2025-10-04"), absent("lotto-plus-2", "2025-10-04")]);
    expect(nightHeadline(answer)).toEqual({
      text:
        "Your numbers won Division 3 (Match 5) with board 1 and Division 5 (Match 4) with board 2 on Lotto, Sat 4 Oct 2025. " +
        "We don't have this draw's payouts. Lotto Plus 1 and 2 of that night are not in our records.",
      official: true,
    });
    expect(boardVerdictText(draws[0]!.boards[0]!.verdict)).toEqual({
      text: "Division 3 (Match 5): we don't have this draw's payouts:",
      official: true,
    });
    expect(nightClaims(answer)).toEqual({ dates: ["2025-10-04"], amount: null, won: true });
    expect(bigWins(answer)).toEqual([]);
  });

  it("Lotto, Sat 15 Nov 2025, a losing board: no win on Lotto, and the Plus draws not checked are named, never 'no win'", () => {
    // Drawn 13 31 33 43 46 53 + 20: the board holds 13 only.
    const answer = night(
      "2025-11-15",
      [heldDraw("lotto", "2025-11-15", [board([1, 2, 3, 4, 5, 13])])],
      [absent("lotto-plus-1", "2025-11-15"), absent("lotto-plus-2", "2025-11-15")],
    );
    expect(nightHeadline(answer)).toEqual({
      text: "No win on Lotto; Lotto Plus 1 and 2 of that night are not in our records.",
      official: true,
    });
    // The boards may have won in the draws not held: the claim line is there for them.
    expect(nightClaims(answer)).toEqual({ dates: ["2025-11-15"], amount: null, won: false });
  });

  it("a fully held night without a win says so plainly, and no claim line", () => {
    // Sat 27 Sep 2025, the 58-ball period: Lotto 7 12 14 32 37 52 + 5, Plus 1 2 12 15 27 34 40 + 53, Plus 2 3 4 9 19 38 58 + 43.
    const date = "2025-09-27";
    const draws = (["lotto", "lotto-plus-1", "lotto-plus-2"] as const).map((game) =>
      heldDraw(game, date, [board([10, 11, 13, 16, 17, 18])]),
    );
    expect(draws.every((d) => d.boards[0]!.verdict.kind === "no-prize")).toBe(true);
    expect(nightHeadline(night(date, draws))).toEqual({ text: "No win on the draws of Sat 27 Sep 2025.", official: false });
    expect(nightHeadline(night(date, draws, [], true)).text).toBe("No win on the latest draws.");
    expect(nightClaims(night(date, draws))).toBeNull();
  });

  it("2 + Bonus in the 58-ball period may have won: said as such, with the official result, never 'no win'", () => {
    // Lotto 4 Oct 2025: 4 8 and the bonus 45.
    const answer = night("2025-10-04", [heldDraw("lotto", "2025-10-04", [board([4, 8, 45, 1, 2, 3]), board([1, 2, 3, 5, 6, 7])])]);
    expect(nightHeadline(answer)).toEqual({
      text: "Board 1's Match 2 + Bonus on Lotto, Sat 4 Oct 2025 may have won: no source tells us what it paid.",
      official: true,
    });
    expect(boardVerdictText(answer.draws[0]!.boards[0]!.verdict)).toEqual({
      text: "Possible prize: no source tells us what this match paid,",
      official: true,
    });
    expect(boardVerdictText(answer.draws[0]!.boards[1]!.verdict)).toEqual({ text: "No prize", official: false });
  });

  it("PowerBall, Fri 3 Oct 2025 (12 14 33 41 44 + 10): the jackpot board won Division 1, a big win whose time to claim has ended", () => {
    const answer = night(
      "2025-10-03",
      [heldDraw("powerball", "2025-10-03", [board([12, 14, 33, 41, 44], 10)])],
      [absent("powerball-plus", "2025-10-03")],
    );
    expect(nightHeadline(answer).text).toBe(
      "Your numbers won Division 1 (Match 5 + PowerBall) on PowerBall, Fri 3 Oct 2025. We don't have this draw's payouts. " +
        "PowerBall Plus of that night is not in our records.",
    );
    expect(bigWins(answer)).toMatchObject([{ game: "powerball", drawDate: "2025-10-03", board: null, verdict: { division: 1 } }]);
  });

  it("a win with its payout leads with the money; a recent one without says its payout is not published yet", () => {
    // Lotto Plus 2, Sat 29 Nov 2025 has its prize table: Match 2 paid R 4.80.
    const drawn = realDraw("lotto-plus-2", "2025-11-29").numbers;
    const two = board([drawn[0]!, drawn[1]!, ...[1, 2, 3, 4, 5, 6, 7, 9].filter((n) => !drawn.includes(n) && n !== 2).slice(0, 4)]);
    const paid = night("2025-11-29", [heldDraw("lotto-plus-2", "2025-11-29", [two])]);
    expect(nightHeadline(paid)).toEqual({ text: "Your numbers won R 4.80 on Lotto Plus 2, Sat 29 Nov 2025.", official: false });
    expect(nightClaims(paid)).toEqual({ dates: ["2025-11-29"], amount: 4.8, won: true });

    const soon = saInstant("2025-10-05", "09:00");
    const recent = night(
      "2025-10-04",
      [heldDraw("lotto", "2025-10-04", [board([4, 8, 36, 41, 1, 2])], soon)],
      [absent("lotto-plus-1", "2025-10-04", soon)],
    );
    expect(nightHeadline(recent).text).toBe(
      "Your numbers won Division 5 (Match 4) on Lotto, Sat 4 Oct 2025. Its payout is not published yet. " +
        "Lotto Plus 1 of that night is not in yet: we keep checking.",
    );
  });
});

describe("the latest draw asked for, when our newest is not the game's newest", () => {
  it("names the newer night's draws as not in our records, and dates the 'no win' it can give", () => {
    // Lotto's newest in data/ is Wed 7 Oct 2026; on Mon 7 Dec 2026 the newest drawn is Sat 5 Dec 2026.
    const date = "2026-10-07";
    const draws = (["lotto", "lotto-plus-1", "lotto-plus-2"] as const).map((game) => heldDraw(game, date, [board([1, 2, 3, 4, 5, 6])]));
    expect(draws.every((d) => d.boards[0]!.verdict.kind === "no-prize")).toBe(true);
    const newer = (["lotto", "lotto-plus-1", "lotto-plus-2"] as const).map((game) => absent(game, "2026-12-05"));
    expect(nightHeadline(night(date, draws, newer, true))).toEqual({
      text:
        "No win on Lotto, Lotto Plus 1 and Lotto Plus 2 of Wed 7 Oct 2026; " +
        "Lotto, Lotto Plus 1 and Lotto Plus 2 of Sat 5 Dec 2026 are not in our records.",
      official: true,
    });
    expect(nightClaims(night(date, draws, newer, true))).toEqual({ dates: ["2026-12-05"], amount: null, won: false });
  });
});

describe("the words beside", () => {
  it("joins game names that differ in their last word", () => {
    expect(gamesText(["Lotto Plus 1", "Lotto Plus 2"])).toBe("Lotto Plus 1 and 2");
    expect(gamesText(["Lotto", "Lotto Plus 1"])).toBe("Lotto and Lotto Plus 1");
    expect(gamesText(["PowerBall Plus"])).toBe("PowerBall Plus");
  });

  it("groups the draws not checked by why", () => {
    const soon = saInstant("2025-11-15", "21:30");
    expect(uncheckedText([absent("lotto-plus-1", "2025-11-15", soon), absent("lotto-plus-2", "2025-11-15")], formatDay)).toEqual({
      text: "Lotto Plus 2 of Sat 15 Nov 2025 is not in our records; Lotto Plus 1 of Sat 15 Nov 2025 is not in yet: we keep checking",
      official: true,
    });
    expect(uncheckedText([], formatDay)).toBeNull();
  });

  it("'In all our records' says what it could not tell, per game, and never counts it as a loss", () => {
    const base = { drawsUnknown: 0, unknownFrom: null, unknownTo: null, drawsMissing: 0 };
    expect(
      checkedText([
        {
          ...base,
          game: "powerball",
          gameName: "PowerBall",
          drawsChecked: 866,
          firstDate: "2009-10-23",
          drawsUnknown: 895,
          unknownFrom: "2009-10-23",
          unknownTo: "2018-06-22",
        },
        { ...base, game: "powerball-plus", gameName: "PowerBall Plus", drawsChecked: 1, firstDate: "2015-12-01", drawsMissing: 2 },
      ]),
    ).toBe(
      "Checked 866 PowerBall draws since Fri 23 Oct 2009 and 1 PowerBall Plus draw since Tue 1 Dec 2015 in our records. " +
        "895 PowerBall draws (Fri 23 Oct 2009 to Fri 22 Jun 2018) could not be told: we don't have that period's prize structure. " +
        "Our records miss 2 PowerBall Plus draws between their first and last: they were not checked.",
    );
    expect(
      cannotTellText([
        { game: "lotto", gameName: "Lotto", count: 3 },
        { game: "lotto-plus-2", gameName: "Lotto Plus 2", count: 1 },
      ]),
    ).toBe("3 Lotto draws and 1 Lotto Plus 2 draw");
    expect(cannotTellText([])).toBeNull();
    expect(recordsHeading(0, 3, "1 2 3 4 5 6", "Lotto", 2)).toBe("Board 2: No wins and 3 draws we cannot tell for 1 2 3 4 5 6 in Lotto");
    expect(recordsHeading(1_204, 0, "1 2 3 4 5 6", "Lotto", null)).toBe("1,204 winning draws for 1 2 3 4 5 6 in Lotto");
  });
});
