/**
 * The ticket engine's results against real draws of data/ with the prize tables that were paid: every
 * division of each game and era, the bonus ball and the PowerBall, the add-on draws, both sides of the
 * June 2026 change and a ticket across it. The boards are built from each draw's own balls to match a
 * division exactly, so the expected division and payout are the published ones.
 */
import { describe, expect, it } from "vitest";
import { parseMatchCode } from "~/rules/division-odds";
import { eraOn, GAMES, matchCodeLabel, type GameId } from "~/rules/games";
import { saInstant } from "~/rules/schedule";
import { formatRand } from "~/format";
import { gameDrawResult, NO_PAYOUTS_YET, ticketResults, type PublishedDraw } from "~/tickets/ticket-results";
import type { Board, WalletTicket } from "~/tickets/ticket";
import { REAL_DRAWS, realDraw, realLookup } from "./real-draws";

/** Long after every draw of data/ (October 2026) and every claim period: the results are all in. */
const LATER = new Date("2028-01-01T12:00:00Z");

/**
 * A board that matches exactly `main` of the draw's main balls, holds the bonus ball (Lotto) or the
 * drawn PowerBall when `bonus`, and nothing else of the draw. Fillers are the lowest numbers not drawn.
 */
function boardFor(game: GameId, draw: PublishedDraw, main: number, bonus: boolean): Board {
  const era = eraOn(game, draw.drawDate)!;
  const lottoBonus = era.bonusFromMainDrum;
  const numbers = draw.numbers.slice(0, main);
  if (bonus && lottoBonus) numbers.push(draw.bonusNumber!);
  for (let n = 1; numbers.length < era.mainCount; n++) {
    if (!draw.numbers.includes(n) && n !== draw.bonusNumber && !numbers.includes(n)) numbers.push(n);
  }
  const powerball = GAMES[game].family !== "powerball" ? null : bonus ? draw.bonusNumber! : (draw.bonusNumber! % era.bonusMax!) + 1;
  return { numbers: numbers.sort((a, b) => a - b), powerball };
}

/** The one board's result in one game's draw. */
function resultOf(game: GameId, draw: PublishedDraw, board: Board) {
  const result = gameDrawResult(game, draw.drawDate, [board], draw, LATER);
  if (result.status !== "drawn") throw new Error(`${game} ${draw.drawDate} not drawn`);
  return result.boards[0]!;
}

/** Each (game, era, division) once: the first real draw of data/ that paid it. */
function firstOfEachDivision() {
  const seen = new Map<string, { game: GameId; date: string; division: number; match: string; payout: number; era: string }>();
  for (const draw of REAL_DRAWS.values()) {
    const era = eraOn(draw.gameType, draw.drawDate)!;
    for (const row of draw.divisions) {
      if (!row.winners || row.payout === null) continue;
      const key = `${draw.gameType}|${era.from}|${row.division}|${row.match}`;
      const case_ = {
        game: draw.gameType,
        date: draw.drawDate,
        division: row.division,
        match: row.match,
        payout: row.payout,
        era: era.from,
      };
      if (!seen.has(key) || seen.get(key)!.date > draw.drawDate) seen.set(key, case_);
    }
  }
  return [...seen.values()].sort((a, b) => a.game.localeCompare(b.game) || a.era.localeCompare(b.era) || a.division - b.division);
}

describe("every paid division of each game and era, on a real draw", () => {
  const cases = firstOfEachDivision();

  it("covers every game with prize tables in data/, each era's whole table", () => {
    const games = new Set(cases.map((c) => c.game));
    expect([...games].sort()).toEqual(["daily-lotto", "lotto", "lotto-plus-2", "powerball", "powerball-plus"]);
    // Lotto: 7 divisions until July 2017, 8 after; the 2026 table has 2+bonus before 3.
    expect(cases.filter((c) => c.game === "lotto" && c.era === "2017-08-01").map((c) => c.match)).toEqual([
      "6",
      "5+bonus",
      "5",
      "4+bonus",
      "4",
      "3+bonus",
      "3",
      "2+bonus",
    ]);
    expect(cases.filter((c) => c.game === "lotto" && c.era === "2026-06-01").map((c) => c.match)).toEqual([
      "6",
      "5+bonus",
      "5",
      "4+bonus",
      "4",
      "3+bonus",
      "2+bonus",
      "3",
    ]);
    expect(cases.filter((c) => c.game === "powerball").length).toBeGreaterThanOrEqual(16);
    // Daily Lotto and PowerBall: tables on both sides of the June 2026 change.
    for (const era of ["2019-03-10", "2026-06-01"])
      expect(cases.filter((c) => c.game === "daily-lotto" && c.era === era).map((c) => c.match)).toEqual(["5", "4", "3", "2"]);
    expect(new Set(cases.filter((c) => c.game === "powerball").map((c) => c.era))).toEqual(new Set(["2018-06-19", "2026-06-01"]));
  });

  it.each(cases)("$game $date: division $division ($match) pays its published payout", ({ game, date, division, match, payout }) => {
    const draw = realDraw(game, date);
    const rule = parseMatchCode(match)!;
    const answer = resultOf(game, draw, boardFor(game, draw, rule.main, rule.bonus));
    expect(answer.outcome).toEqual({ kind: "prize", division, match, payout });
    expect(answer.matched).toHaveLength(rule.main);
    expect(answer.text).toBe(`Division ${division}: ${matchCodeLabel(match)}: ${formatRand(payout)}`);
  });
});

describe("never 'no win' when it won: every row of every real prize table", () => {
  it.each(["lotto", "lotto-plus-2", "powerball", "powerball-plus", "daily-lotto"] as const)("%s", (game) => {
    const failures: string[] = [];
    let checked = 0;
    for (const draw of REAL_DRAWS.values()) {
      if (draw.gameType !== game) continue;
      for (const row of draw.divisions) {
        const rule = parseMatchCode(row.match)!;
        const answer = resultOf(game, draw, boardFor(game, draw, rule.main, rule.bonus));
        checked++;
        const expectedPayout = row.winners === 0 ? null : row.payout;
        if (answer.outcome.kind !== "prize" || answer.outcome.division !== row.division || answer.outcome.payout !== expectedPayout)
          failures.push(`${draw.drawDate} ${row.match}: ${JSON.stringify(answer.outcome)}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe("the bonus ball and the PowerBall", () => {
  it("Lotto 8 Aug 2026: 5 with the bonus is division 2, 5 without it division 3, the bonus alone with 2 is division 7", () => {
    const draw = realDraw("lotto", "2026-08-08");
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 5, true)).text).toBe("Division 2: Match 5 + Bonus: R 214,665.80");
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 5, false)).text).toBe("Division 3: Match 5: R 19,876.40");
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 2, true)).text).toBe("Division 7: Match 2 + Bonus: R 30");
    // 2 without the bonus, and 1 with it, win nothing.
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 2, false)).outcome).toEqual({ kind: "none" });
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 1, true)).text).toBe("No win");
  });

  it("Lotto before 2026 (the first 8-division table of December 2021): 3 is division 7 and 2 + bonus division 8", () => {
    const date = [...REAL_DRAWS.values()].find(
      (d) => d.gameType === "lotto" && d.drawDate >= "2021-12-01" && d.divisions.length === 8,
    )!.drawDate;
    const draw = realDraw("lotto", date);
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 3, false)).outcome).toMatchObject({ kind: "prize", division: 7, match: "3" });
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 2, true)).outcome).toMatchObject({
      kind: "prize",
      division: 8,
      match: "2+bonus",
    });
  });

  it("PowerBall 2 Jun 2026: the PowerBall alone wins division 9; 5 balls without it division 2, a table row nobody won (no payout per winner)", () => {
    const draw = realDraw("powerball", "2026-06-02");
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 0, true)).text).toBe("Division 9: Match 0 + PowerBall: R 10");
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 0, false)).text).toBe("No win");
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 4, true)).text).toBe("Division 3: Match 4 + PowerBall: R 31,983.70");
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 5, false)).text).toBe("Division 2: Match 5: payout not in our records");
  });

  it("the Lotto bonus ball only counts from the board's numbers; a PowerBall board's main numbers never match the PowerBall", () => {
    const draw = realDraw("powerball", "2026-06-02");
    // The drawn PowerBall (7) as a main number of the board is no PowerBall match.
    const board = { numbers: [1, 3, 7, 11, 12], powerball: 8 };
    expect(draw.bonusNumber).toBe(7);
    expect(resultOf("powerball", draw, board)).toMatchObject({ bonusMatched: false, outcome: { kind: "none" } });
  });
});

describe("add-on draws on the same ticket", () => {
  it("Lotto with Lotto Plus 2 (LOTTO 5 MAX) on 29 Nov 2025: Plus 2's own table pays 'Match 2'", () => {
    const plus2 = realDraw("lotto-plus-2", "2025-11-29");
    const board = boardFor("lotto-plus-2", plus2, 2, false);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: ["lotto-plus-2"], firstDraw: "2025-11-29", draws: 1 };
    const results = ticketResults(ticket, realLookup, LATER);
    const [lotto, addOn] = results.draws[0]!.games;
    expect(lotto).toMatchObject({ game: "lotto", status: "drawn" });
    expect(addOn).toMatchObject({ game: "lotto-plus-2", status: "drawn", won: 4.8 });
    if (addOn?.status !== "drawn") throw new Error("Plus 2 not drawn");
    expect(addOn.boards[0]!.text).toBe("Division 8: Match 2: R 4.80");
    expect(results.total).toBeGreaterThanOrEqual(4.8);
  });

  it("PowerBall with PowerBall Plus on 5 Dec 2025: each game's board result from its own draw and table", () => {
    const main = realDraw("powerball", "2025-12-05");
    const plus = realDraw("powerball-plus", "2025-12-05");
    const boards = [boardFor("powerball-plus", plus, 3, true), boardFor("powerball", main, 4, false)];
    const ticket: WalletTicket = { game: "powerball", boards, addOns: ["powerball-plus"], firstDraw: "2025-12-05", draws: 1 };
    const results = ticketResults(ticket, realLookup, LATER);
    const [pb, pbPlus] = results.draws[0]!.games;
    if (pb?.status !== "drawn" || pbPlus?.status !== "drawn") throw new Error("not drawn");
    expect(pbPlus.boards[0]!.text).toBe("Division 5: Match 3 + PowerBall: R 281.30");
    const mainFour = main.divisions.find((d) => d.match === "4")!;
    expect(pb.boards[1]!.outcome).toEqual({ kind: "prize", division: mainFour.division, match: "4", payout: mainFour.payout });
    // The total adds every winning board of every game, each from what was won.
    const expected = pb.won + pbPlus.won;
    expect(results.total).toBeCloseTo(expected, 2);
    expect(pbPlus.won).toBeGreaterThanOrEqual(281.3);
  });

  it("Lotto with Lotto Plus 1 on 8 Aug 2026 (the issue's case): Match 4 and its payout; Plus 1's table is not published", () => {
    const lottoDraw = realDraw("lotto", "2026-08-08");
    const board = boardFor("lotto", lottoDraw, 4, false);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: ["lotto-plus-1"], firstDraw: "2026-08-08", draws: 1 };
    const results = ticketResults(ticket, realLookup, new Date("2026-11-27T10:00:00Z"));
    const [lotto, plus1] = results.draws[0]!.games;
    if (lotto?.status !== "drawn" || plus1?.status !== "drawn") throw new Error("not drawn");
    expect(lotto.boards[0]!.text).toBe("Division 5: Match 4: R 200");
    expect(plus1.payoutsPublished).toBe(false);
    const plus1Board = plus1.boards[0]!;
    // Whatever Plus 1's draw gave this board, a prize of the 2026 rules says its payout is not published.
    if (plus1Board.outcome.kind === "prize") expect(plus1Board.text).toContain(NO_PAYOUTS_YET);
    else expect(plus1Board.text).toBe("No win");
    expect(results.draws[0]).toMatchObject({ prize: true, claimBy: "2027-08-08", claim: "open" });
    expect(results.total).toBe(200);
    expect(results.claimRule?.where).toBe("any National Lottery retailer");
  });

  it("an add-on's prize of the rules with no table: 'Payouts not published yet', and the total says payouts are missing", () => {
    const plus1 = realDraw("lotto-plus-1", "2026-08-08");
    expect(plus1.divisions).toEqual([]);
    const board = boardFor("lotto-plus-1", plus1, 4, true);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: ["lotto-plus-1"], firstDraw: "2026-08-08", draws: 1 };
    const results = ticketResults(ticket, realLookup, LATER);
    const addOn = results.draws[0]!.games[1]!;
    if (addOn.status !== "drawn") throw new Error("not drawn");
    expect(addOn.boards[0]!.text).toBe(`Division 4: Match 4 + Bonus: ${NO_PAYOUTS_YET}`);
    expect(results.unknownPayouts).toBeGreaterThanOrEqual(1);
    expect(results.draws[0]!.prize).toBe(true);
  });
});

describe("the June 2026 change", () => {
  it("a PowerBall ticket across it: each draw checked under its own table (29 May and 2 Jun 2026)", () => {
    const before = realDraw("powerball", "2026-05-29");
    const after = realDraw("powerball", "2026-06-02");
    // One board with the 29 May PowerBall and 3 of its balls; the other with 2 Jun's PowerBall and 3 of its balls.
    const boards = [boardFor("powerball", before, 3, true), boardFor("powerball", after, 3, true)];
    const ticket: WalletTicket = { game: "powerball", boards, addOns: [], firstDraw: "2026-05-29", draws: 2 };
    const results = ticketResults(ticket, realLookup, LATER);
    expect(results.draws.map((d) => d.date)).toEqual(["2026-05-29", "2026-06-02"]);
    const [may, june] = results.draws.map((d) => d.games[0]!);
    if (may?.status !== "drawn" || june?.status !== "drawn") throw new Error("not drawn");
    expect(may.boards[0]!.text).toBe("Division 5: Match 3 + PowerBall: R 508");
    expect(june.boards[1]!.text).toBe("Division 5: Match 3 + PowerBall: R 500");
    expect(results.total).toBe(may.won + june.won);
  });

  it("a Lotto ticket across it: the 1-58 draws of May 2026 (no table) are matched by the period's structure; 3 June 2026's pays", () => {
    const june = realDraw("lotto", "2026-06-03");
    const board = boardFor("lotto", june, 4, true);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: [], firstDraw: "2026-05-27", draws: 3 };
    const results = ticketResults(ticket, realLookup, LATER);
    expect(results.draws.map((d) => d.date)).toEqual(["2026-05-27", "2026-05-30", "2026-06-03"]);
    const last = results.draws[2]!.games[0]!;
    if (last.status !== "drawn") throw new Error("not drawn");
    const row = june.divisions.find((d) => d.match === "4+bonus")!;
    expect(last.boards[0]!.outcome).toEqual({ kind: "prize", division: 4, match: "4+bonus", payout: row.payout });
    for (const draw of results.draws.slice(0, 2)) {
      const game = draw.games[0]!;
      if (game.status !== "drawn") throw new Error("not drawn");
      const { outcome, matched, bonusMatched } = game.boards[0]!;
      // "No win" only below Match 2; 2 + Bonus cannot be told; more is a division with no payout figure.
      if (matched.length < 2) expect(outcome).toEqual({ kind: "none" });
      else if (matched.length === 2 && bonusMatched) expect(outcome).toEqual({ kind: "unknown" });
      else expect(outcome).toMatchObject({ kind: "prize", payout: null });
    }
  });
});

describe("draws not held", () => {
  const ticket: WalletTicket = {
    game: "lotto",
    boards: [{ numbers: [1, 2, 3, 4, 5, 6], powerball: null }],
    addOns: [],
    firstDraw: "2026-11-25",
    draws: 2,
  };
  const now = saInstant("2026-11-27", "12:00");

  it("a draw still to come is 'Not drawn yet' with its day; a past one we lack says it is not in our records", () => {
    const results = ticketResults(ticket, () => null, now);
    expect(results.draws.map((d) => d.games[0]!.status)).toEqual(["not-in-records", "not-drawn"]);
    expect(results.draws[1]!.games[0]!).toMatchObject({ text: "Not drawn yet: Saturday 28/11/2026" });
    expect(results.draws[0]!.games[0]!).toMatchObject({ text: "No result in our records yet for Wednesday 25/11/2026" });
    expect(results).toMatchObject({ total: 0, unknownPayouts: 0, claimRule: null });
  });

  it("on the draw's day it is 'Not drawn yet' until the draw time, then awaits its results", () => {
    const saturday = { ...ticket, firstDraw: "2026-11-28", draws: 1 };
    const status = (time: string) => ticketResults(saturday, () => null, saInstant("2026-11-28", time)).draws[0]!.games[0]!.status;
    expect(status("20:59")).toBe("not-drawn");
    expect(status("21:00")).toBe("not-in-records");
  });
});
