import { describe, expect, it } from "vitest";
import { answerBoard, matchTicket, type PublishedDivision } from "~/rules/check-numbers";
import { currentEra, eraOn } from "~/rules/games";
import { parseCheckForm } from "~/input/check-numbers-input.server";
import { pageMessage, parseRecordsView } from "~/input/records-view.server";

const lotto2026 = eraOn("lotto", "2026-11-18")!;
const powerball2026 = eraOn("powerball", "2026-11-17")!;

/** The fixture table of Lotto 18 Nov 2026 (tests/fixtures/csv/divisions.csv). */
const LOTTO_TABLE: PublishedDivision[] = [
  { division: 1, match: "6", winners: 0, payout: 0 },
  { division: 2, match: "5+bonus", winners: 3, payout: 150000.5 },
  { division: 3, match: "5", winners: 40, payout: 6000 },
  { division: 4, match: "4+bonus", winners: 120, payout: 2500 },
  { division: 5, match: "4", winners: 2500, payout: 150 },
  { division: 6, match: "3+bonus", winners: 3900, payout: 100 },
  { division: 7, match: "2+bonus", winners: 50000, payout: 20 },
  { division: 8, match: "3", winners: 60000, payout: 15 },
];

describe("answerBoard (worked out by hand)", () => {
  // Drawn: 2 10 16 24 32 41, bonus 33.
  const draw = { numbers: [2, 10, 16, 24, 32, 41], bonus: 33 };

  it("Lotto: 2, 10, 16 drawn and 33 on the board is Match 3 + Bonus, division 6, R 100", () => {
    // Board 2 5 10 16 33 50: mains 2, 10, 16 are drawn (3); 33 is the bonus ball, on the board.
    const answer = answerBoard("lotto", lotto2026, { numbers: [2, 5, 10, 16, 33, 50], powerball: null }, draw, LOTTO_TABLE);
    expect(answer).toEqual({
      matched: [2, 10, 16],
      bonusMatched: true,
      outcome: { kind: "prize", division: 6, match: "3+bonus", payout: 100 },
    });
  });

  it("Lotto 2026: 2 + bonus is division 7 (listed before 3), plain 3 division 8; 2 alone wins nothing", () => {
    expect(answerBoard("lotto", lotto2026, { numbers: [2, 10, 33, 44, 45, 46], powerball: null }, draw, LOTTO_TABLE).outcome).toEqual({
      kind: "prize",
      division: 7,
      match: "2+bonus",
      payout: 20,
    });
    expect(answerBoard("lotto", lotto2026, { numbers: [2, 10, 16, 44, 45, 46], powerball: null }, draw, LOTTO_TABLE).outcome).toEqual({
      kind: "prize",
      division: 8,
      match: "3",
      payout: 15,
    });
    expect(answerBoard("lotto", lotto2026, { numbers: [2, 10, 43, 44, 45, 46], powerball: null }, draw, LOTTO_TABLE).outcome).toEqual({
      kind: "none",
    });
  });

  it("names the division from the era's rules when we hold no table, and never invents a payout", () => {
    // A Plus draw without divisions: 4 mains matched, no bonus → division 5 of the 2026 Lotto table.
    const answer = answerBoard(
      "lotto-plus-1",
      eraOn("lotto-plus-1", "2026-11-18"),
      { numbers: [2, 10, 16, 24, 1, 3], powerball: null },
      draw,
      [],
    );
    expect(answer.outcome).toEqual({ kind: "prize", division: 5, match: "4", payout: null });
  });

  it("a division nobody won has no payout per winner: the jackpot of a rolled draw is not R 0", () => {
    const answer = answerBoard("lotto", lotto2026, { numbers: [2, 10, 16, 24, 32, 41], powerball: null }, draw, LOTTO_TABLE);
    expect(answer.outcome).toEqual({ kind: "prize", division: 1, match: "6", payout: null });
  });

  it("a partial table: a row it lacks gets the rules' division and no payout, never a lower row's", () => {
    const partial = LOTTO_TABLE.filter((row) => row.match === "6" || row.match === "5");
    // 5 mains + bonus: division 2, even though the partial table holds "5" (division 3).
    const answer = answerBoard("lotto", lotto2026, { numbers: [2, 10, 16, 24, 32, 33], powerball: null }, draw, partial);
    expect(answer.outcome).toEqual({ kind: "prize", division: 2, match: "5+bonus", payout: null });
  });

  it("PowerBall: the PowerBall is the board's own, not one of its mains", () => {
    // Drawn 6 7 10 42 44, PowerBall 2. Board 6 7 10 15 17 + 2: three mains and the PowerBall → division 5.
    const pbDraw = { numbers: [6, 7, 10, 42, 44], bonus: 2 };
    const table: PublishedDivision[] = [{ division: 5, match: "3+powerball", winners: 700, payout: 400 }];
    expect(answerBoard("powerball", powerball2026, { numbers: [6, 7, 10, 15, 17], powerball: 2 }, pbDraw, table)).toEqual({
      matched: [6, 7, 10],
      bonusMatched: true,
      outcome: { kind: "prize", division: 5, match: "3+powerball", payout: 400 },
    });
    // 2 among the mains is no PowerBall match: 6 7 10 = Match 3 (division 6), payout not in this table.
    expect(answerBoard("powerball", powerball2026, { numbers: [2, 6, 7, 10, 15], powerball: 9 }, pbDraw, table)).toEqual({
      matched: [6, 7, 10],
      bonusMatched: false,
      outcome: { kind: "prize", division: 6, match: "3", payout: null },
    });
    // 0 + PowerBall still pays (division 9).
    expect(answerBoard("powerball", powerball2026, { numbers: [1, 3, 4, 5, 8], powerball: 2 }, pbDraw, []).outcome).toEqual({
      kind: "prize",
      division: 9,
      match: "0+powerball",
      payout: null,
    });
  });

  it("an era without rules of ours reads the draw's own table: a whole table without the match means no prize", () => {
    // The rules of 1-58 Lotto Plus 2 taken away, so only the table can answer.
    const era = { ...eraOn("lotto-plus-2", "2025-11-29")!, divisions: null, unknownMatches: undefined };
    const table: PublishedDivision[] = [
      { division: 1, match: "6", winners: 0, payout: 0 },
      { division: 2, match: "5", winners: 1, payout: 50000 },
      { division: 3, match: "4", winners: 10, payout: 1000 },
      { division: 4, match: "3", winners: 100, payout: 50 },
      { division: 5, match: "2", winners: 1000, payout: 10 },
    ];
    const plus2 = { numbers: [1, 2, 3, 4, 5, 6], bonus: 7 };
    expect(answerBoard("lotto-plus-2", era, { numbers: [1, 2, 7, 40, 41, 42], powerball: null }, plus2, table).outcome).toEqual({
      kind: "prize",
      division: 5,
      match: "2",
      payout: 10,
    });
    expect(answerBoard("lotto-plus-2", era, { numbers: [1, 40, 41, 42, 43, 44], powerball: null }, plus2, table).outcome).toEqual({
      kind: "none",
    });
    // Without the table, nothing can be said.
    expect(answerBoard("lotto-plus-2", era, { numbers: [1, 2, 7, 40, 41, 42], powerball: null }, plus2, []).outcome).toEqual({
      kind: "unknown",
    });
  });

  it("the 58-ball 2 + Bonus is a match no source prices: the table's 'Match 2' does not answer it", () => {
    // LOTTO 5 MAX, 29 Nov 2025: the table paid "Match 2" and has no "2 + bonus"; the published chance of
    // any prize (1 in 9.61) counts Match 2 without the bonus only (the facts' LOTTO_58_PRIZES).
    const era = eraOn("lotto-plus-2", "2025-11-29")!;
    expect(era.unknownMatches).toEqual([{ main: 2, bonus: true }]);
    const table: PublishedDivision[] = [
      { division: 7, match: "3", winners: 100, payout: 28 },
      { division: 8, match: "2", winners: 1000, payout: 4.8 },
    ];
    const plus2 = { numbers: [1, 2, 3, 4, 5, 6], bonus: 7 };
    const twoBonus = { numbers: [1, 2, 7, 40, 41, 42], powerball: null };
    expect(answerBoard("lotto-plus-2", era, twoBonus, plus2, table).outcome).toEqual({ kind: "unknown" });
    expect(answerBoard("lotto-plus-2", era, twoBonus, plus2, []).outcome).toEqual({ kind: "unknown" });
    expect(answerBoard("lotto-plus-2", era, { numbers: [1, 2, 40, 41, 42, 43], powerball: null }, plus2, table).outcome).toEqual({
      kind: "prize",
      division: 8,
      match: "2",
      payout: 4.8,
    });
    // A table of its own for 2 + bonus would answer it.
    const withRow = [...table, { division: 9, match: "2+bonus", winners: 10, payout: 6 }];
    expect(answerBoard("lotto-plus-2", era, twoBonus, plus2, withRow).outcome).toMatchObject({ kind: "prize", division: 9 });
  });

  it("matchTicket ('In all our records') keeps the era's rules", () => {
    const result = matchTicket(lotto2026, { numbers: [2, 5, 10, 16, 33, 50], powerball: null }, draw);
    expect(result.matched).toEqual([2, 10, 16]);
    expect(result.division).toEqual({ division: 6, main: 3, bonus: true });
  });
});

describe("parseCheckForm", () => {
  const parse = (values: Partial<Record<"game" | "numbers" | "powerball" | "date", string>>) =>
    parseCheckForm({
      game: values.game ?? null,
      numbers: values.numbers ?? null,
      powerball: values.powerball ?? null,
      date: values.date ?? null,
    });

  it("an old single-board address means what it meant", () => {
    const form = parse({ game: "powerball", numbers: "5 1 4 3 2", powerball: "7" });
    expect(form).toMatchObject({ status: "ok", game: "powerball", date: null, boards: [{ numbers: [1, 2, 3, 4, 5], powerball: 7 }] });
  });

  it("reads one board per line, PowerBall per line or from the field", () => {
    const form = parse({ game: "powerball", numbers: "1 2 3 4 5 + 9\r\n\n6,7,8,9,10", powerball: "3", date: "2026-11-17" });
    expect(form).toMatchObject({
      status: "ok",
      date: "2026-11-17",
      boards: [
        { numbers: [1, 2, 3, 4, 5], powerball: 9 },
        { numbers: [6, 7, 8, 9, 10], powerball: 3 },
      ],
    });
  });

  it("says which line is wrong and how", () => {
    const form = parse({ game: "lotto", numbers: "1 2 3 4 5 6\n1 2 3\n\n1 2 3 4 5 99\n1 1 2 3 4 5\n1 2 3 4 5 6 + 7" });
    expect(form.status).toBe("invalid");
    expect(form.status === "invalid" && form.errors.lines).toEqual([
      { line: 2, message: "Line 2: Lotto needs exactly 6 numbers; you entered 3." },
      { line: 4, message: "Line 4: Each number must be from 1 to 52." },
      { line: 5, message: "Line 5: Each number can be chosen only once (1 is there twice)." },
      { line: 6, message: "Line 6: Lotto has no PowerBall: remove the + and the number after it." },
    ]);
  });

  it("asks for a PowerBall a line lacks, and refuses more than ten boards", () => {
    const noPowerball = parse({ game: "powerball", numbers: "1 2 3 4 5" });
    expect(noPowerball.status === "invalid" && noPowerball.errors.powerball).toMatch(/^Enter your PowerBall: a number from 1 to 16\./);
    const eleven = parse({ game: "daily-lotto", numbers: Array.from({ length: 11 }, () => "1 2 3 4 5").join("\n") });
    expect(eleven.status === "invalid" && eleven.errors.numbers).toBe("Enter at most 10 boards, one per line; you entered 11.");
  });

  it("checks a board against the rules of the chosen date's era", () => {
    // 55 was a Lotto ball in the 1-58 era (Sep 2025 to May 2026), not now.
    expect(parse({ game: "lotto", numbers: "1 2 3 4 5 55", date: "2025-11-29" }).status).toBe("ok");
    expect(parse({ game: "lotto", numbers: "1 2 3 4 5 55" }).status).toBe("invalid");
    expect(currentEra("lotto").mainMax).toBe(52);
  });

  it("a bad date or game is a message, not an error page; no numbers is the empty form", () => {
    const badDate = parse({ game: "lotto", numbers: "1 2 3 4 5 6", date: "31/11/2026" });
    expect(badDate.status === "invalid" && badDate.errors.date).toMatch(/dd\/mm\/yyyy/);
    // The site's format and the ISO form of links read as the same draw date.
    expect(parse({ game: "lotto", date: "14/11/2026" })).toMatchObject({ status: "empty", date: "2026-11-14" });
    expect(parse({ game: "keno", numbers: "1" })).toMatchObject({ status: "invalid", errors: { game: "Choose a game from the list." } });
    expect(parse({ game: "lotto", date: "2026-11-14" })).toMatchObject({ status: "empty", game: "lotto", date: "2026-11-14" });
    expect(parse({})).toMatchObject({ status: "empty", game: "lotto" });
  });
});

describe("parseRecordsView (the summary, or one board's list a page at a time)", () => {
  const view = (board: string | null, page: string | null, boards = 3) => parseRecordsView({ board, page }, boards);

  it("no board is the summary; a board alone is its first page", () => {
    expect(view(null, null)).toEqual({ view: { kind: "summary" }, message: null });
    expect(view("2", null)).toEqual({ view: { kind: "board", board: 2, page: 1 }, message: null });
    expect(view("3", "14")).toEqual({ view: { kind: "board", board: 3, page: 14 }, message: null });
  });

  it("a board outside the check names how many boards there are", () => {
    expect(view("12", "1")).toEqual({ view: { kind: "summary" }, message: "There is no board 12: this check has 3 boards." });
    expect(view("0", null, 1).message).toBe("There is no board 0: this check has 1 board.");
  });

  it("reads digits only, and never repeats what was sent", () => {
    for (const text of ["0x1", "1e1", " 1", "1 ", "+1", "1.0", "", "-1", "１", "9".repeat(20), "<b>1</b>"]) {
      const board = view(text, null);
      expect(board.view, text).toEqual({ kind: "summary" });
      expect(board.message, text).toBe("A board is chosen by its number in digits, from 1 to 3. Here is the summary of every board.");
      const page = view("1", text);
      expect(page.view, text).toEqual({ kind: "summary" });
      expect(page.message, text).toBe("A page is chosen by its number in digits, from 1. Here is the summary of every board.");
    }
    expect(view("1", "0").message).toMatch(/^A page is chosen by its number in digits/);
    expect(view(null, "2").message).toBe("A page number belongs to one board's list of wins: open a board's list from the summary below.");
  });

  it("a page past the end says how many there are", () => {
    expect(pageMessage(2, 9, 120, 3)).toBe("There is no page 9 of board 2's wins: that board has 120 winning draws on 3 pages.");
    expect(pageMessage(1, 2, 1, 1)).toBe("There is no page 2 of board 1's wins: that board has 1 winning draw on 1 page.");
    expect(pageMessage(3, 2, 0, 1)).toBe("There is no page 2 of board 3's wins: that board has no winning draws.");
  });
});
