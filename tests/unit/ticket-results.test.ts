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
import { formatRand } from "~/words/numbers";
import { tallyVerdicts, wonText, type Verdict } from "~/tickets/verdict";
import { gameDrawResult, ticketResults, type PublishedDraw } from "~/tickets/ticket-results";
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
    expect(answer.verdict).toEqual({ kind: "won", division, match, payout, payoutState: "known" });
    expect(answer.text).toBe(`Division ${division} (${matchCodeLabel(match)}): ${formatRand(payout)}`);
  });
});

describe("never 'no prize' when it won: every row of every real prize table", () => {
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
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 5, true)).text).toBe("Division 2 (Match 5 + Bonus): R 214,665.80");
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 5, false)).text).toBe("Division 3 (Match 5): R 19,876.40");
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 2, true)).text).toBe("Division 7 (Match 2 + Bonus): R 30");
    // 2 without the bonus, and 1 with it, win nothing.
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 2, false)).outcome).toEqual({ kind: "none" });
    expect(resultOf("lotto", draw, boardFor("lotto", draw, 1, true)).text).toBe("No prize");
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
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 0, true)).text).toBe("Division 9 (Match 0 + PowerBall): R 10");
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 0, false)).text).toBe("No prize");
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 4, true)).text).toBe("Division 3 (Match 4 + PowerBall): R 31,983.70");
    // Won, never "no prize": the table holds no payout per winner for a division nobody else won.
    expect(resultOf("powerball", draw, boardFor("powerball", draw, 5, false)).verdict).toEqual({
      kind: "won",
      division: 2,
      match: "5",
      payout: null,
      payoutState: "missing",
    });
  });

  it("the Lotto bonus ball only counts from the board's numbers; a PowerBall board's main numbers never match the PowerBall", () => {
    const draw = realDraw("powerball", "2026-06-02");
    // The drawn PowerBall (7) as a main number of the board is no PowerBall match.
    const board = { numbers: [1, 3, 7, 11, 12], powerball: 8 };
    expect(draw.bonusNumber).toBe(7);
    expect(resultOf("powerball", draw, board)).toMatchObject({ bonusMatched: false, outcome: { kind: "none" } });
  });
});

/** The rand a game's boards won in one draw, from the payouts we know. */
const wonIn = (game: { boards: readonly { verdict: Verdict }[] }) => tallyVerdicts(game.boards.map((b) => b.verdict)).wonRand;

describe("add-on draws on the same ticket", () => {
  it("Lotto with Lotto Plus 2 (LOTTO 5 MAX) on 29 Nov 2025: Plus 2's own table pays 'Match 2'", () => {
    const plus2 = realDraw("lotto-plus-2", "2025-11-29");
    const board = boardFor("lotto-plus-2", plus2, 2, false);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: ["lotto-plus-2"], firstDraw: "2025-11-29", draws: 1 };
    const results = ticketResults(ticket, realLookup, LATER);
    const [lotto, addOn] = results.draws[0]!.games;
    expect(lotto).toMatchObject({ game: "lotto", status: "drawn" });
    expect(addOn).toMatchObject({ game: "lotto-plus-2", status: "drawn" });
    expect(addOn!.boards[0]!.text).toBe("Division 8 (Match 2): R 4.80");
    expect(results.tally.wonRand).toBeGreaterThanOrEqual(4.8);
  });

  it("PowerBall with PowerBall Plus on 5 Dec 2025: each game's board result from its own draw and table", () => {
    const main = realDraw("powerball", "2025-12-05");
    const plus = realDraw("powerball-plus", "2025-12-05");
    const boards = [boardFor("powerball-plus", plus, 3, true), boardFor("powerball", main, 4, false)];
    const ticket: WalletTicket = { game: "powerball", boards, addOns: ["powerball-plus"], firstDraw: "2025-12-05", draws: 1 };
    const results = ticketResults(ticket, realLookup, LATER);
    const [pb, pbPlus] = results.draws[0]!.games;
    expect(pbPlus!.boards[0]!.text).toBe("Division 5 (Match 3 + PowerBall): R 281.30");
    const mainFour = main.divisions.find((d) => d.match === "4")!;
    expect(pb!.boards[1]!.outcome).toEqual({ kind: "prize", division: mainFour.division, match: "4", payout: mainFour.payout });
    // The total adds every winning board of every game, each from what was won.
    expect(results.tally.wonRand).toBeCloseTo(wonIn(pb!) + wonIn(pbPlus!), 2);
    expect(wonIn(pbPlus!)).toBeGreaterThanOrEqual(281.3);
  });

  it("Lotto with Lotto Plus 1 on 8 Aug 2026: Match 4 and its payout; Plus 1's table is not in our records", () => {
    const lottoDraw = realDraw("lotto", "2026-08-08");
    const board = boardFor("lotto", lottoDraw, 4, false);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: ["lotto-plus-1"], firstDraw: "2026-08-08", draws: 1 };
    const now = new Date("2026-11-27T10:00:00Z");
    const results = ticketResults(ticket, realLookup, now);
    const [lotto, plus1] = results.draws[0]!.games;
    expect(lotto!.boards[0]!.text).toBe("Division 5 (Match 4): R 200");
    const plus1Board = plus1!.boards[0]!;
    // Whatever Plus 1's draw gave this board, a prize of the 2026 rules is one whose payout we don't have.
    // (held, under a known structure: a prize or none, never "cannot tell").
    expect(["won", "no-prize"]).toContain(plus1Board.verdict.kind);
    if (plus1Board.verdict.kind === "won") expect(plus1Board.verdict.payoutState).toBe("missing");
    expect(results.draws[0]!.claim).toEqual({ claimBy: "2027-08-08", status: "open", daysLeft: 254 });
    expect(results.tally.wonRand).toBe(200);
  });

  it("an add-on's prize of the rules with no table: its payout pending a week, missing after; the total leads with it", () => {
    const plus1 = realDraw("lotto-plus-1", "2026-08-08");
    expect(plus1.divisions).toEqual([]);
    const board = boardFor("lotto-plus-1", plus1, 4, true);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: ["lotto-plus-1"], firstDraw: "2026-08-08", draws: 1 };
    const soon = ticketResults(ticket, realLookup, saInstant("2026-08-10", "12:00")).draws[0]!.games[1]!;
    expect(soon.boards[0]!.text).toBe("Division 4 (Match 4 + Bonus): payout not published yet");
    const results = ticketResults(ticket, realLookup, LATER);
    expect(results.draws[0]!.games[1]!.boards[0]!.text).toBe(
      "Division 4 (Match 4 + Bonus): we don't have this draw's payouts: see the official result",
    );
    expect(results.tally.unpriced).toBeGreaterThanOrEqual(1);
    expect(wonText(results.tally)).toMatch(/prizes? whose payout we don't have$/);
    expect(results.draws[0]!.claimAmount).toBeNull();
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
    expect(may!.boards[0]!.text).toBe("Division 5 (Match 3 + PowerBall): R 508");
    expect(june!.boards[1]!.text).toBe("Division 5 (Match 3 + PowerBall): R 500");
    expect(results.tally.wonRand).toBe(wonIn(may!) + wonIn(june!));
  });

  it("a Lotto ticket across it: the 1-58 draws of May 2026 (no table) are matched by the period's structure; 3 June 2026's pays", () => {
    const june = realDraw("lotto", "2026-06-03");
    const board = boardFor("lotto", june, 4, true);
    const ticket: WalletTicket = { game: "lotto", boards: [board], addOns: [], firstDraw: "2026-05-27", draws: 3 };
    const results = ticketResults(ticket, realLookup, LATER);
    expect(results.draws.map((d) => d.date)).toEqual(["2026-05-27", "2026-05-30", "2026-06-03"]);
    const row = june.divisions.find((d) => d.match === "4+bonus")!;
    expect(results.draws[2]!.games[0]!.boards[0]!.outcome).toEqual({ kind: "prize", division: 4, match: "4+bonus", payout: row.payout });
    for (const draw of results.draws.slice(0, 2)) {
      const { verdict, matched, bonusMatched } = draw.games[0]!.boards[0]!;
      // "No prize" only below Match 2; 2 + Bonus cannot be told; more is a division with no payout figure.
      if (matched.length < 2) expect(verdict).toEqual({ kind: "no-prize" });
      else if (matched.length === 2 && bonusMatched) expect(verdict).toEqual({ kind: "cannot-tell", reason: "prize-unknown" });
      else expect(verdict).toMatchObject({ kind: "won", payout: null, payoutState: "missing" });
    }
  });
});

/** The tests' clock: the day the player tried these (Mon 7 Dec 2026), at noon SAST. */
const TODAY = saInstant("2026-12-07", "12:00");
const lottoTicket = (firstDraw: string, numbers: readonly number[], draws = 1): WalletTicket => ({
  game: "lotto",
  boards: [{ numbers: [...numbers].sort((a, b) => a - b), powerball: null }],
  addOns: [],
  firstDraw,
  draws,
});

describe("a five of the 58-ball period kept as a ticket (Lotto, Sat 4 Oct 2025: 4 8 36 41 43 57 + 45)", () => {
  const results = ticketResults(lottoTicket("2025-10-04", [4, 8, 36, 41, 43, 55]), realLookup, TODAY);
  const [draw] = results.draws;

  it("is Division 3 (Match 5) with no payout figure, never a loss", () => {
    expect(draw!.games[0]!.boards[0]!.verdict).toEqual({ kind: "won", division: 3, match: "5", payout: null, payoutState: "missing" });
    expect(draw!.games[0]!.boards[0]!.text).toBe("Division 3 (Match 5): we don't have this draw's payouts: see the official result");
    expect(results.tally).toMatchObject({ won: 1, wonRand: 0, unpriced: 1, noPrize: 0 });
    expect(wonText(results.tally)).toBe("1 prize whose payout we don't have");
  });

  it("has its claim line: ended on Sun 4 Oct 2026, a year after the draw", () => {
    expect(draw!.claim).toEqual({ claimBy: "2026-10-04", status: "expired", daysLeft: -64 });
    // A month before the end, the same ticket's claim was closing, with the days left.
    const then = ticketResults(lottoTicket("2025-10-04", [4, 8, 36, 41, 43, 55]), realLookup, saInstant("2026-09-20", "12:00"));
    expect(then.draws[0]!.claim).toEqual({ claimBy: "2026-10-04", status: "closing", daysLeft: 14 });
  });
});

describe("draws we could not check or do not hold, by the clock", () => {
  // Lotto of Wed 30 Sep 2026: 3 4 6 7 12 46 + 18 (data/), the ticket holds that night's six numbers.
  const jackpot = lottoTicket("2026-09-30", realDraw("lotto", "2026-09-30").numbers);

  it("a ticket checked offline is 'not checked yet', and may have won: it gets its claim line", () => {
    const results = ticketResults(jackpot, () => "offline", TODAY);
    const game = results.draws[0]!.games[0]!;
    expect(game).toMatchObject({ status: "not-held", verdict: { kind: "cannot-tell", reason: "offline" } });
    expect(game.status !== "drawn" && game.text).toBe("Not checked yet: you're offline");
    expect(results.tally).toMatchObject({ won: 0, noPrize: 0, cannotTell: 1 });
    expect(results.draws[0]!.claim).toMatchObject({ status: "open", claimBy: "2027-09-30" });
    // Back online, the same ticket: the jackpot's division, its payouts a gap in our records.
    const online = ticketResults(jackpot, realLookup, TODAY);
    expect(online.draws[0]!.games[0]!.boards[0]!.verdict).toEqual({
      kind: "won",
      division: 1,
      match: "6",
      payout: null,
      payoutState: "missing",
    });
  });

  it("19 and 23 Sep 2026, ten weeks on: the payouts are a gap, not 'not published yet'", () => {
    for (const date of ["2026-09-19", "2026-09-23"]) {
      const draw = realDraw("lotto", date);
      expect(draw.divisions).toEqual([]);
      const results = ticketResults(
        lottoTicket(
          date,
          [...draw.numbers.slice(0, 4), 1, 2].filter((n, i, all) => all.indexOf(n) === i),
        ),
        realLookup,
        TODAY,
      );
      expect(results.draws[0]!.games[0]!.boards[0]!.verdict).toMatchObject({ kind: "won", payoutState: "missing" });
    }
  });

  it("10 and 14 Oct 2026, not in our records eight weeks on: a gap ('we're missing this draw's result'), never a loss", () => {
    const results = ticketResults(lottoTicket("2026-10-10", [1, 2, 3, 4, 5, 6], 2), realLookup, TODAY);
    expect(results.draws.map((draw) => draw.date)).toEqual(["2026-10-10", "2026-10-14"]);
    for (const draw of results.draws) {
      expect(draw.games[0]).toMatchObject({ status: "not-held", text: "We're missing this draw's result: see the official result" });
      expect(draw.claim?.status).toBe("open");
    }
    expect(results.tally).toMatchObject({ won: 0, noPrize: 0, cannotTell: 2 });
  });
});

describe("draws not held", () => {
  const ticket = lottoTicket("2026-11-25", [1, 2, 3, 4, 5, 6], 2);
  const now = saInstant("2026-11-27", "12:00");

  it("a draw still to come is 'Not drawn yet'; a past one we lack is pending the night and the next day, then missing", () => {
    const results = ticketResults(ticket, () => null, now);
    expect(results.draws.map((d) => d.games[0]!.status)).toEqual(["not-held", "not-drawn"]);
    expect(results.draws[1]!.games[0]!).toMatchObject({ text: "Not drawn yet" });
    expect(results.draws[0]!.games[0]!).toMatchObject({ verdict: { kind: "cannot-tell", reason: "result-missing" } });
    const nextDay = ticketResults(ticket, () => null, saInstant("2026-11-26", "12:00"));
    expect(nextDay.draws[0]!.games[0]!).toMatchObject({ text: "Result not in yet: we keep checking" });
    expect(results.tally).toMatchObject({ won: 0, wonRand: 0, cannotTell: 1, notDrawn: 1 });
    expect(results.draws[1]!.claim).toBeNull();
  });

  it("on the draw's day it is 'Not drawn yet' until the draw time, then awaits its results", () => {
    const saturday = { ...ticket, firstDraw: "2026-11-28", draws: 1 };
    const verdict = (time: string) => ticketResults(saturday, () => null, saInstant("2026-11-28", time)).draws[0]!.games[0]!;
    expect(verdict("20:59").status).toBe("not-drawn");
    expect(verdict("21:00")).toMatchObject({ status: "not-held", verdict: { reason: "result-pending" } });
  });
});
