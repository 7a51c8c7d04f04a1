/**
 * A ticket's draws (the schedule of app/rules/schedule.ts), its price (the rules module's prices by era,
 * unknown rather than guessed) and its claims (the period and the tiers of app/facts/facts.ts).
 */
import { describe, expect, it } from "vitest";
import { CLAIMS } from "~/facts/facts";
import { confirmedPriceOn, pricePeriodOn } from "~/rules/prices";
import { claimDeadline, claimTier } from "~/tickets/claims";
import { coveredDraws } from "~/tickets/ticket-draws";
import { PRICE_UNKNOWN, priceText, ticketPrice } from "~/tickets/ticket-price";
import type { WalletTicket } from "~/tickets/ticket";

const board = (numbers: number[], powerball: number | null = null) => ({ numbers, powerball });
const lotto = (values: Partial<WalletTicket>): WalletTicket => ({
  game: "lotto",
  boards: [board([1, 2, 3, 4, 5, 6])],
  addOns: [],
  firstDraw: "2020-01-04",
  draws: 1,
  ...values,
});

describe("the draws a ticket covers", () => {
  it("consecutive scheduled draws from the first draw date, skipping 25 December", () => {
    expect(coveredDraws("lotto", "2026-12-19", 4)).toEqual(["2026-12-19", "2026-12-23", "2026-12-26", "2026-12-30"]);
    expect(coveredDraws("powerball", "2026-12-22", 3)).toEqual(["2026-12-22", "2026-12-29", "2027-01-01"]);
    expect(coveredDraws("daily-lotto", "2026-12-24", 3)).toEqual(["2026-12-24", "2026-12-26", "2026-12-27"]);
  });

  it("across the June 2026 change, and PowerBall's Good Friday before 2016", () => {
    expect(coveredDraws("lotto", "2026-05-27", 3)).toEqual(["2026-05-27", "2026-05-30", "2026-06-03"]);
    // Good Friday 2015 was 3 April: no PowerBall draw.
    expect(coveredDraws("powerball", "2015-03-31", 2)).toEqual(["2015-03-31", "2015-04-07"]);
  });
});

describe("the price of a ticket", () => {
  it("the price table's price per board per draw per game: Lotto R5 in 2023, PowerBall with PowerBall Plus R5 + R2.50 in 2019", () => {
    expect(confirmedPriceOn("lotto", "2023-01-04")).toBe(5);
    expect(
      ticketPrice(lotto({ firstDraw: "2023-01-04", boards: [board([1, 2, 3, 4, 5, 6]), board([7, 8, 9, 10, 11, 12])], draws: 2 })),
    ).toBe(20);
    const powerball: WalletTicket = {
      game: "powerball",
      boards: [board([1, 2, 3, 4, 5], 1)],
      addOns: ["powerball-plus"],
      firstDraw: "2019-01-01",
      draws: 3,
    };
    expect(ticketPrice(powerball)).toBe(22.5);
    expect(priceText(ticketPrice(powerball))).toBe("R 22.50");
  });

  it("Daily Lotto R3 a board until May 2026", () => {
    expect(ticketPrice({ game: "daily-lotto", boards: [board([1, 2, 3, 4, 5])], addOns: [], firstDraw: "2025-12-01", draws: 5 })).toBe(15);
  });

  it("PowerBall R3.50 until 27 Nov 2015 and R5 from 28 Nov 2015, the day PowerBall Plus went on sale at R2.50", () => {
    expect(pricePeriodOn("powerball", "2015-11-27")).toBeUndefined(); // R3.50 has no known start: no date is costed with it
    expect(confirmedPriceOn("powerball", "2015-11-28")).toBe(5);
    expect(confirmedPriceOn("powerball-plus", "2015-11-27")).toBeNull();
    expect(confirmedPriceOn("powerball-plus", "2015-12-01")).toBe(2.5);
  });

  it("not in our records before a source shows the price, nor where only hobby projects state it", () => {
    // Lotto's R5 is first shown by a report of 16 Nov 2022; before it, the price is not in our records.
    expect(ticketPrice(lotto({ firstDraw: "2020-01-04" }))).toBeNull();
    expect(pricePeriodOn("powerball", "2026-08-07")).toMatchObject({ price: 10, hobbyOnly: true });
    expect(confirmedPriceOn("powerball", "2026-08-07")).toBeNull();
  });

  it("not in our records when any game of any draw has no price: the 2026 prices, a ticket across the change", () => {
    expect(ticketPrice(lotto({ firstDraw: "2023-01-04", addOns: ["lotto-plus-1"] }))).toBe(7.5);
    expect(ticketPrice(lotto({ firstDraw: "2026-08-08" }))).toBeNull();
    // The price the player paid, as printed on the ticket, is the ticket's price whatever our table holds.
    expect(ticketPrice(lotto({ firstDraw: "2026-08-08", price: 12.5 }))).toBe(12.5);
    expect(ticketPrice(lotto({ firstDraw: "2023-01-04", price: 6 }))).toBe(6);
    expect(
      ticketPrice({ game: "daily-lotto", boards: [board([1, 2, 3, 4, 5])], addOns: [], firstDraw: "2026-05-30", draws: 3 }),
    ).toBeNull();
    expect(priceText(null)).toBe(PRICE_UNKNOWN);
    expect(PRICE_UNKNOWN).toBe("not in our records");
  });
});

describe("claiming", () => {
  it("claim by: the facts module's period after the draw (365 days)", () => {
    expect(CLAIMS.deadlineDays).toBe(365);
    expect(claimDeadline("2026-08-08", "2026-11-27")).toEqual({ claimBy: "2027-08-08", status: "open" });
  });

  it("the warning from 30 days before the last day, and expired after it", () => {
    expect(claimDeadline("2026-08-08", "2027-07-08").status).toBe("open");
    expect(claimDeadline("2026-08-08", "2027-07-09").status).toBe("closing");
    expect(claimDeadline("2026-08-08", "2027-08-08").status).toBe("closing");
    expect(claimDeadline("2026-08-08", "2027-08-09").status).toBe("expired");
  });

  it("where to claim an amount: the facts module's tiers", () => {
    expect(claimTier(200).where).toBe("any National Lottery retailer");
    expect(claimTier(1_999.99).where).toBe("any National Lottery retailer");
    expect(claimTier(2_000).where).toBe("an approved payout centre");
    expect(claimTier(49_999.99).where).toBe("an approved payout centre");
    expect(claimTier(50_000).where).toBe("a regional office of the operator");
    expect(claimTier(128_593_394.5).where).toBe("a regional office of the operator");
  });
});
