/**
 * "What changed since the last visit", against real draws of data/: the ticket draws drawn since the
 * draws the wallet last showed, and what they won.
 */
import { describe, expect, it } from "vitest";
import { ticketResults } from "~/tickets/ticket-results";
import { drawKey, drawnKeys, visitChanges } from "~/tickets/visit-changes";
import type { WalletTicket } from "~/tickets/ticket";
import { realDraw, realLookup } from "./real-draws";

const LATER = new Date("2028-01-01T12:00:00Z");
const draw = realDraw("lotto", "2026-08-08");
// Four of 8 Aug 2026's balls: Match 4 (R 200) that night; the ticket plays 8, 12 and 15 Aug.
const winner: WalletTicket = {
  game: "lotto",
  boards: [{ numbers: [...draw.numbers.slice(0, 4), 1, 3].sort((a, b) => a - b), powerball: null }],
  addOns: [],
  firstDraw: "2026-08-08",
  draws: 3,
};
const loser: WalletTicket = {
  ...winner,
  boards: [{ numbers: [47, 48, 49, 50, 51, 52], powerball: null }],
  firstDraw: "2026-08-12",
  draws: 1,
};

describe("what changed since the last visit", () => {
  const results = ticketResults(winner, realLookup, LATER);

  it("remembers each ticket draw that is fully drawn", () => {
    expect(draw.numbers.slice(0, 4).every((n) => ![1, 3].includes(n))).toBe(true);
    expect(drawnKeys("w", results)).toEqual(["w|2026-08-08", "w|2026-08-12", "w|2026-08-15"]);
    // Before 15 Aug's draw time (the wallet asks for no draw still to come), that draw is not remembered as drawn.
    const early = ticketResults(
      winner,
      (game, date) => (date < "2026-08-15" ? realLookup(game, date) : null),
      new Date("2026-08-15T12:00:00Z"),
    );
    expect(drawnKeys("w", early)).toEqual(["w|2026-08-08", "w|2026-08-12"]);
  });

  it("a win since the last visit: the amount and the day", () => {
    const changes = visitChanges(new Set(), [{ id: "w", results }]);
    expect(changes.newDraws).toBe(3);
    expect(changes.text).toBe("3 new draws checked: won R 200 on Sat 8 Aug 2026.");
    expect(changes.wins).toEqual([{ date: "2026-08-08", won: "R 200" }]);
  });

  it("only the draws not seen before count", () => {
    const seen = new Set([drawKey("w", "2026-08-08"), drawKey("l", "2026-08-12")]);
    const changes = visitChanges(seen, [
      { id: "w", results },
      { id: "l", results: ticketResults(loser, realLookup, LATER) },
    ]);
    expect(changes.newDraws).toBe(2);
    expect(changes.text).toBe("2 new draws checked: no prize.");
  });

  it("nothing new: no message", () => {
    expect(visitChanges(new Set(drawnKeys("w", results)), [{ id: "w", results }])).toEqual({ newDraws: 0, wins: [], text: null });
  });

  it("a prize whose payout we don't have is said so, never as R 0 (Lotto Plus 1 of 8 Aug 2026 has no table)", () => {
    const plus1 = realDraw("lotto-plus-1", "2026-08-08");
    const filler = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((n) => !plus1.numbers.includes(n) && n !== plus1.bonusNumber)!;
    const ticket: WalletTicket = {
      game: "lotto",
      boards: [{ numbers: [...plus1.numbers.slice(0, 4), plus1.bonusNumber!, filler].sort((a, b) => a - b), powerball: null }],
      addOns: ["lotto-plus-1"],
      firstDraw: "2026-08-08",
      draws: 1,
    };
    const changes = visitChanges(new Set(), [{ id: "p", results: ticketResults(ticket, realLookup, LATER) }]);
    expect(changes.text).toMatch(/^1 new draw checked: won (R [\d,.]+ and )?1 prize whose payout we don't have on Sat 8 Aug 2026\.$/);
  });

  it("a losing ticket's new draw: 'no prize'", () => {
    const changes = visitChanges(new Set(), [{ id: "l", results: ticketResults(loser, realLookup, LATER) }]);
    expect(changes.text).toBe("1 new draw checked: no prize.");
  });

  it("a drawn board whose prize no source tells (2 + Bonus in the 58-ball period) is never 'no prize'", () => {
    // Lotto of Sat 4 Oct 2025: 4 8 36 41 43 57 + 45.
    const ticket: WalletTicket = {
      game: "lotto",
      boards: [{ numbers: [1, 2, 3, 4, 8, 45], powerball: null }],
      addOns: [],
      firstDraw: "2025-10-04",
      draws: 1,
    };
    const changes = visitChanges(new Set(), [{ id: "u", results: ticketResults(ticket, realLookup, LATER) }]);
    expect(changes.text).toBe("1 new draw checked: 1 result we can't tell, see below.");
  });
});
