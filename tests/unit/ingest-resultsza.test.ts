/**
 * ResultsZA's answers in our terms (app/ingest/sources/resultsza.server.ts), and which reading of a draw
 * is kept when two sources give it (app/models/draw-provenance.server.ts). Answers are written out here
 * in the shape of ResultsZA's documentation; every figure is invented.
 */
import { describe, expect, it } from "vitest";
import { SourceError } from "~/ingest/http-client.server";
import { gameOfResultszaName } from "~/ingest/sources/resultsza-fields.server";
import { recentDrawDates, resultszaBatch } from "~/ingest/sources/resultsza.server";
import { parseDraw, type DrawInput } from "~/input/draw-input.server";
import type { ExistingDraw } from "~/models/draw-writes.server";
import { provenanceFrom, provenanceLine, readingDifferences, readingOf, reconcile } from "~/models/draw-provenance.server";
import { GAME_IDS } from "~/rules/games";

/** The clock the draws are checked at: after every draw these tests name. */
const AFTER_THE_DRAWS = new Date("2026-12-01T00:00:00Z");

const powerball = {
  date: "2026-11-20T21:00:00Z",
  draw_day: "Friday",
  draw_id: 1811,
  draw_machine: "RNG 3",
  game_type: "Powerball",
  total_pool_size: 12_350_000.0,
  total_sales: 18_900_000.0,
  winning_numbers: [37, 3, 45, 14, 22],
  powerball: 7,
  next_draw_date: "2026-11-24T21:00:00Z",
  next_jackpot: 40_000_000.0,
  rollover_amount: 35_000_000.5,
  rollover_no: 3,
  divisions: [
    { division: "DIV 1", match: "MATCH 5 + POWERBALL", winners: 0, winning_amount: 0.0 },
    { division: "DIV 2", match: "MATCH 5", winners: 2, winning_amount: 310_000.0 },
    { division: "DIV 9", match: "MATCH POWERBALL", winners: 60_000, winning_amount: 8.0 },
  ],
};

describe("gameOfResultszaName", () => {
  it("reads every name ResultsZA gives a game: endpoints, result keys, game types and the old Plus names", () => {
    expect(gameOfResultszaName("sa_powerball")).toBe("powerball");
    expect(gameOfResultszaName("powerball_results")).toBe("powerball");
    expect(gameOfResultszaName("Powerball Xtra")).toBe("powerball-plus");
    expect(gameOfResultszaName("Powerball Plus")).toBe("powerball-plus");
    expect(gameOfResultszaName("lotto_5_max_results")).toBe("lotto-plus-2");
    expect(gameOfResultszaName("Lotto Plus 2")).toBe("lotto-plus-2");
    expect(gameOfResultszaName("Lotto Plus 1")).toBe("lotto-plus-1");
    expect(gameOfResultszaName("Daily Lotto")).toBe("daily-lotto");
    expect(gameOfResultszaName("us_powerball")).toBeNull();
    expect(gameOfResultszaName("UK49s Lunchtime")).toBeNull();
  });
});

describe("resultszaBatch", () => {
  it("takes the date part as the SA date whatever zone it claims, and keeps rand as rand", () => {
    const batch = resultszaBatch("powerball", { powerball_results: powerball });
    expect(batch.warnings).toEqual([]);
    expect(batch.draws).toEqual([
      {
        game: "powerball",
        drawDate: "2026-11-20",
        drawNumber: 1811,
        numbers: [37, 3, 45, 14, 22],
        bonus: 7,
        nextJackpot: 40_000_000,
        rolloverAmount: 35_000_000.5,
        sales: 18_900_000,
        prizePool: 12_350_000,
        rollover: true,
        drawMachine: "RNG 3",
        source: "resultsza",
        divisions: [
          { division: 1, match: "5+powerball", winners: 0, payout: 0 },
          { division: 2, match: "5", winners: 2, payout: 310_000 },
          { division: 9, match: "0+powerball", winners: 60_000, payout: 8 },
        ],
      },
    ]);
    // 21:00 "Z" is 21:00 SAST: the next draw is at 19:00 UTC.
    expect(batch.nextDrawTime).toBe("2026-11-24T19:00:00.000Z");
    // A 23:30 SAST time labelled Z stays on its own SA day (converting it would move it to the next).
    const late = resultszaBatch("powerball", { ...powerball, date: "2026-11-20T23:30:00Z" });
    expect(late.draws).toMatchObject([{ drawDate: "2026-11-20" }]);
  });

  it("ignores an optional field of the wrong type, with a warning, and keeps the draw", () => {
    const batch = resultszaBatch("powerball", { powerball_results: { ...powerball, next_jackpot: "lots", draw_machine: 2 } });
    expect(batch.draws).toMatchObject([{ nextJackpot: null, drawMachine: null, bonus: 7 }]);
    expect(batch.warnings).toEqual([
      "2026-11-20 (draw 1811): draw_machine: Expected string, received number; ignored (got 2)",
      '2026-11-20 (draw 1811): next_jackpot: must be an amount in rand; ignored (got "lots")',
    ]);
  });

  it("refuses an entry without its required fields", () => {
    const { date: _date, ...undated } = powerball;
    expect(() => resultszaBatch("powerball", { powerball_results: undated })).toThrow(SourceError);
    expect(() => resultszaBatch("powerball", { powerball_results: { ...powerball, winning_numbers: [] } })).toThrow(/winning_numbers/);
  });

  it("leaves out the other games of a latest-results answer, and does not judge their shape", () => {
    const batch = resultszaBatch("powerball", { powerball_results: powerball, daily_lotto_results: { date: 5 } });
    expect(batch.draws).toHaveLength(1);
  });

  it("does not store a prize table of zeros, and says so", () => {
    const zeros = powerball.divisions.map((division) => ({ ...division, winners: 0, winning_amount: 0 }));
    const batch = resultszaBatch("powerball", { ...powerball, divisions: zeros });
    expect(batch.draws).toMatchObject([{ divisions: [], rollover: null, rolloverAmount: null }]);
    expect(batch.notes).toEqual([expect.stringContaining("prize table not published yet")]);
  });

  it("gives draws the draw rules accept, in every game", () => {
    const lotto = { date: "2026-11-21T21:00:00Z", draw_id: 2741, winning_numbers: [42, 4, 31, 15, 50, 23], bonus_ball: 9, divisions: [] };
    const daily = { date: "2026-11-21T21:00:00Z", draw_id: 1520, winning_numbers: [5, 11, 19, 28, 34], bonus_ball: null };
    for (const game of GAME_IDS) {
      const pb = { ...powerball, game_type: game === "powerball" ? "Powerball" : "Powerball Xtra", divisions: [] };
      const entry = game === "daily-lotto" ? daily : game.startsWith("powerball") ? pb : lotto;
      const [draw] = resultszaBatch(game, entry).draws;
      expect(parseDraw(draw, { divisionTable: "as-sent", now: AFTER_THE_DRAWS }), game).not.toHaveProperty("errors");
    }
  });
});

describe("recentDrawDates", () => {
  it("asks for the week's scheduled draws, today's only once it is drawn", () => {
    const saturdayEvening = new Date("2026-11-21T18:00:00Z"); // 20:00 SAST, before the draw
    expect(recentDrawDates("lotto", { now: saturdayEvening })).toEqual(["2026-11-18"]);
    const saturdayNight = new Date("2026-11-21T20:00:00Z");
    expect(recentDrawDates("lotto", { now: saturdayNight })).toEqual(["2026-11-21", "2026-11-18"]);
  });
});

const held = (fields: Partial<ExistingDraw> = {}): ExistingDraw => ({
  id: 1,
  game: "lotto",
  drawDate: "2026-11-21",
  drawNumber: 2741,
  numbers: [4, 15, 23, 31, 42, 50],
  drawnOrder: null,
  bonus: 9,
  jackpot: null,
  nextJackpot: 12_500_000,
  rollover: null,
  rolloverAmount: null,
  prizePool: null,
  sales: null,
  drawMachine: "RNG2",
  source: "official",
  ...fields,
});

const incoming = (fields: Partial<DrawInput> = {}): DrawInput => {
  const parsed = parseDraw(
    {
      game: "lotto",
      drawDate: "2026-11-21",
      drawNumber: 2741,
      numbers: [42, 4, 31, 15, 50, 23],
      bonus: 9,
      source: "resultsza",
      ...fields,
    },
    { now: AFTER_THE_DRAWS },
  );
  if ("errors" in parsed) throw new Error(parsed.errors.join("; "));
  return parsed.draw;
};

describe("reconcile", () => {
  it("a lower source that agrees only fills in what the row does not know, under the row's source", () => {
    const decision = reconcile(incoming({ prizePool: 16_460_059.56, nextJackpot: 1 }), held(), [], []);
    expect(decision.hold).toBeNull();
    expect(decision.write).toMatchObject({ source: "official", prizePool: 16_460_059.56, nextJackpot: 12_500_000 });
  });

  it("a lower source that differs changes nothing and is held", () => {
    const decision = reconcile(incoming({ bonus: 10 }), held(), [], []);
    expect(decision.write).toBeNull();
    expect(decision.hold).toMatchObject({ source: "resultsza", keptSource: "official", fields: ["bonus"] });
  });

  it("a higher source replaces the row and holds the row's reading; a held reading it now agrees with is settled", () => {
    const importHeld = readingOf({ numbers: [4, 15, 23, 31, 42, 50], bonus: 9, divisions: [] });
    const decision = reconcile(
      incoming({ source: "official" }),
      held({ source: "resultsza", bonus: 10 }),
      [],
      [{ id: 7, source: "import", held: importHeld }],
    );
    expect(decision.write).toMatchObject({ source: "official", bonus: 9 });
    expect(decision.hold).toMatchObject({ source: "resultsza", keptSource: "official", fields: ["bonus"] });
    expect(decision.resolve).toEqual([7]);
  });

  it("a payout given in rand by one source and in cents by the other is the same payout", () => {
    const a = readingOf({ numbers: [1], bonus: null, divisions: [{ division: 2, winners: 1, payout: 104_016.2 }] });
    const b = readingOf({ numbers: [1], bonus: null, divisions: [{ division: 2, winners: 1, payout: 10_401_620 / 100 }] });
    expect(readingDifferences(a, b)).toEqual([]);
    const c = readingOf({ numbers: [1], bonus: null, divisions: [{ division: 2, winners: 2, payout: 104_016.3 }] });
    expect(readingDifferences(a, c)).toEqual(["division 2 winners", "division 2 payout"]);
  });
});

describe("provenanceLine", () => {
  const official = { source: "official", firstSeen: "2026-11-21T19:32:00.000Z" };
  const resultsza = { source: "resultsza", firstSeen: "2026-11-21T19:30:00.000Z" };
  it("names the source of the reading shown, the one that confirmed it, and the machine", () => {
    expect(
      provenanceLine({ sources: [resultsza, official], confirmed: true, disputed: false }, { source: "official", drawMachine: "RNG2" }),
    ).toBe("Source: the National Lottery's official results, confirmed by ResultsZA. Drawn by machine RNG2.");
    expect(provenanceLine({ sources: [resultsza], confirmed: false, disputed: false }, { source: "resultsza", drawMachine: null })).toBe(
      "Source: ResultsZA; not confirmed by a second source.",
    );
    const archive = { source: "import", firstSeen: "2026-10-01T00:00:00.000Z" };
    // An archive row names the public copies that agree on it: two make it confirmed, one does not.
    expect(provenanceFrom([{ ...archive, open: 0 }], "csv:J|G").confirmed).toBe(true);
    expect(provenanceFrom([{ ...archive, open: 0 }], "csv:C").confirmed).toBe(false);
    expect(provenanceLine({ sources: [archive], confirmed: true, disputed: false }, { source: "csv:J|G", drawMachine: null })).toBe(
      "Source: our results archive, where 2 public copies of the results agree.",
    );
    expect(provenanceLine({ sources: [archive], confirmed: false, disputed: false }, { source: "csv:C", drawMachine: null })).toBe(
      "Source: our results archive, from one public copy of the results; not confirmed by a second source.",
    );
    expect(provenanceLine({ sources: [archive, official], confirmed: true, disputed: false }, { source: "csv:C", drawMachine: null })).toBe(
      "Source: our results archive, from one public copy of the results, confirmed by the National Lottery's official results.",
    );
    expect(
      provenanceLine({ sources: [resultsza, official], confirmed: false, disputed: true }, { source: "official", drawMachine: null }),
    ).toContain("another source gave a different reading");
  });
});
