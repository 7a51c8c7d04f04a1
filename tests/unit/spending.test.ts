/**
 * My spending: per month and year of the draws, the cost from the rules' prices (unknown where our
 * records lack one) against the winnings from real draws of data/, and the monthly limit.
 */
import { describe, expect, it } from "vitest";
import { limitText, rowWonText } from "~/browser/wallet-spending";
import { parseLimit, spending } from "~/tickets/spending";
import { drawPrice } from "~/tickets/ticket-price";
import { ticketResults } from "~/tickets/ticket-results";
import type { WalletTicket } from "~/tickets/ticket";
import { realDraw, realLookup } from "./real-draws";

const LATER = new Date("2028-01-01T12:00:00Z");
// PowerBall with PowerBall Plus, R 7.50 a board a draw in 2025 (R 5 + R 2.50): 5 and 9 Dec 2025, two boards.
const pbDraw = realDraw("powerball", "2025-12-05");
const powerball: WalletTicket = {
  game: "powerball",
  boards: [
    { numbers: pbDraw.numbers, powerball: pbDraw.bonusNumber },
    { numbers: [1, 2, 3, 4, 5].map((n) => n + 40), powerball: 1 },
  ],
  addOns: ["powerball-plus"],
  firstDraw: "2025-12-05",
  draws: 2,
};
// Lotto of 8 Aug 2026 (2026 era: no price in our records), Match 4 (R 200).
const lottoDraw = realDraw("lotto", "2026-08-08");
const lotto: WalletTicket = {
  game: "lotto",
  boards: [{ numbers: [...lottoDraw.numbers.slice(0, 4), 1, 3].sort((a, b) => a - b), powerball: null }],
  addOns: [],
  firstDraw: "2026-08-08",
  draws: 1,
};
const checked = (ticket: WalletTicket) => ({ ticket, results: ticketResults(ticket, realLookup, LATER) });

describe("my spending", () => {
  it("each draw's cost in its own month, from the rules' prices; won from the real payouts", () => {
    expect(drawPrice(powerball, "2025-12-05")).toBe(15);
    const pb = checked(powerball);
    const result = spending([pb, checked(lotto)], null, new Date("2026-08-20T10:00:00Z"));
    expect(result.months.map((row) => row.period)).toEqual(["2026-08", "2025-12"]);
    expect(result.months[1]).toMatchObject({ period: "2025-12", cost: 30, unpricedDraws: 0, wins: pb.results.tally });
    // Board A is 5 Dec 2025's jackpot numbers: division 1, which nobody won, so the table holds no payout
    // per winner; the prize is counted as one whose payout we don't have, never as R 0 won.
    expect(pb.results.tally.unpriced).toBeGreaterThanOrEqual(1);
    // PowerBall Plus of 9 Dec 2025 (16 27 30 40 41 + 14, source A since the extension of 6 Dec 2026): one
    // ball for each board, no prize, so nothing is left that we can't tell.
    expect(rowWonText(result.months[1]!)).toBe("1 prize whose payout we don't have");
    // 2026: no price in our records; Match 4 paid R 200.
    expect(result.months[0]).toMatchObject({ period: "2026-08", cost: 0, unpricedDraws: 1, wins: { won: 1, wonRand: 200 } });
    expect(rowWonText(result.months[0]!)).toBe("R 200");
    expect(result.years.map((row) => [row.period, row.cost, row.unpricedDraws])).toEqual([
      ["2026", 0, 1],
      ["2025", 30, 0],
    ]);
    expect(result.thisMonth.period).toBe("2026-08");
  });

  it("the monthly limit: over when this month's known cost passes it", () => {
    const pb = checked(powerball);
    expect(spending([pb], 29.99, new Date("2025-12-20T10:00:00Z"))).toMatchObject({ limit: 29.99, overLimit: true });
    expect(spending([pb], 30, new Date("2025-12-20T10:00:00Z"))).toMatchObject({ overLimit: false });
    // Another month: nothing spent in it.
    expect(spending([pb], 10, new Date("2026-01-20T10:00:00Z"))).toMatchObject({
      overLimit: false,
      thisMonth: { period: "2026-01", cost: 0, unpricedDraws: 0, wins: { won: 0, noPrize: 0, cannotTell: 0 } },
    });
  });

  it("the won column never leads with R 0 when something was won, and says what it cannot tell", () => {
    const offline = spending([{ ticket: lotto, results: ticketResults(lotto, () => "offline", LATER) }], null, LATER);
    expect(rowWonText(offline.months[0]!)).toBe("1 result we can't tell yet");
    const lost = { ...lotto, boards: [{ numbers: [47, 48, 49, 50, 51, 52], powerball: null }] };
    expect(rowWonText(spending([checked(lost)], null, LATER).months[0]!)).toBe("R 0");
  });

  it.each([
    ["100", 100],
    ["R 250", 250],
    ["99.5", 99.5],
    ["99,50", 99.5],
    ["0", null],
    ["-5", null],
    ["lots", null],
    ["", null],
  ])("reads the limit %s as %s", (text, expected) => {
    expect(parseLimit(text)).toBe(expected);
  });

  it("the price the player paid: shared among the ticket's draws to the cent, so a 2026 ticket counts against the limit", () => {
    // Lotto, three draws from Sat 8 Aug 2026 (no price in our table since June 2026): R 100 paid.
    const paid: WalletTicket = { ...lotto, draws: 3, price: 100 };
    expect([drawPrice(paid, "2026-08-08"), drawPrice(paid, "2026-08-12"), drawPrice(paid, "2026-08-15")]).toEqual([33.34, 33.33, 33.33]);
    expect(drawPrice(paid, "2026-08-09")).toBeNull();
    const result = spending([checked(paid)], 90, new Date("2026-08-20T10:00:00Z"));
    expect(result.months[0]).toMatchObject({ period: "2026-08", cost: 100, unpricedDraws: 0 });
    expect(result).toMatchObject({ overLimit: true, thisMonth: { cost: 100 } });
    expect(limitText(result)).toBe("This month's tickets (August 2026) cost R 100: over your monthly limit of R 90.");
    // Across two months, each draw's share in its own.
    // Across two months (Sat 29 Aug and Wed 2 Sep 2026), each draw's share in its own: the odd cent to the first.
    const across = spending([checked({ ...lotto, firstDraw: "2026-08-29", draws: 2, price: 10.01 })], null, LATER);
    expect(across.months.map((row) => [row.period, row.cost])).toEqual([
      ["2026-09", 5],
      ["2026-08", 5.01],
    ]);
  });
});
