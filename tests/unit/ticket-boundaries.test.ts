/**
 * What the wallet reads from outside: the API's draw answers (readPublishedDraw) and its own stored
 * records (readStoredTicket). Anything but a well-formed draw of the game and date asked for, or a valid
 * ticket, is refused rather than read wrong.
 */
import { describe, expect, it } from "vitest";
import { readPublishedDraw } from "~/tickets/published-draw";
import { readStoredTicket, ticketFormValues } from "~/tickets/stored-ticket";
import type { WalletTicket } from "~/tickets/ticket";
import { realDraw } from "./real-draws";

/** An answer as /api/results/lotto/2026-08-08 gives it (the API's extra fields included). */
const answer = {
  ...realDraw("lotto", "2026-08-08"),
  id: 1,
  drawNumber: null,
  jackpot: 9000000,
  nextJackpot: null,
  rollover: true,
  rolloverAmount: null,
  winners: 0,
  gameName: "Lotto",
  url: "https://example.test/results/lotto/2026-08-08",
  sameNight: [],
};

describe("an API draw answer", () => {
  it("is read with the fields the results need", () => {
    const draw = readPublishedDraw(JSON.parse(JSON.stringify(answer)), "lotto", "2026-08-08");
    expect(draw).toEqual(realDraw("lotto", "2026-08-08"));
    expect(draw?.divisions).toHaveLength(8);
  });

  it.each([
    ["another game", { ...answer, gameType: "lotto-plus-1" }],
    ["another date", { ...answer, drawDate: "2026-08-05" }],
    ["no numbers", { ...answer, numbers: [] }],
    ["a number that is no ball", { ...answer, numbers: [1, 2, "3", 4, 5, 6] }],
    ["a bonus that is no ball", { ...answer, bonusNumber: 0 }],
    ["no divisions field", { ...answer, divisions: undefined }],
    ["a division without its match code", { ...answer, divisions: [{ division: 1, winners: 0, payout: 0 }] }],
    ["a negative payout", { ...answer, divisions: [{ division: 1, match: "6", winners: 1, payout: -5 }] }],
    ["an error answer", { error: "No lotto draw on 2026-08-08 in our records." }],
    ["not an object", [answer]],
  ])("refuses %s", (_, json) => {
    expect(readPublishedDraw(json, "lotto", "2026-08-08")).toBeNull();
  });

  it("takes a draw without a bonus ball (Daily Lotto) and without divisions yet", () => {
    const daily = { gameType: "daily-lotto", drawDate: "2026-08-08", numbers: [1, 2, 3, 4, 5], bonusNumber: null, divisions: [] };
    expect(readPublishedDraw(daily, "daily-lotto", "2026-08-08")).toEqual(daily);
  });
});

describe("a stored ticket", () => {
  const ticket: WalletTicket = {
    game: "powerball",
    boards: [
      { numbers: [1, 2, 3, 4, 5], powerball: 7 },
      { numbers: [6, 7, 8, 9, 10], powerball: 16 },
    ],
    addOns: ["powerball-plus"],
    firstDraw: "2026-08-07",
    draws: 2,
  };
  const record = { id: "a1", added: "2026-11-27T10:00:00.000Z", ticket };

  it("is read back as it was stored, through the form's rules", () => {
    expect(readStoredTicket(JSON.parse(JSON.stringify(record)))).toEqual(record);
    expect(ticketFormValues(ticket)).toEqual({
      game: "powerball",
      boards: ["1 2 3 4 5", "6 7 8 9 10"],
      powerballs: ["7", "16"],
      addOns: ["powerball-plus"],
      firstDraw: "07/08/2026",
      draws: "2",
    });
  });

  it.each([
    ["no id", { ...record, id: "" }],
    ["a board that is not numbers", { ...record, ticket: { ...ticket, boards: [{ numbers: "1 2 3 4 5", powerball: 7 }] } }],
    ["a PowerBall out of range", { ...record, ticket: { ...ticket, boards: [{ numbers: [1, 2, 3, 4, 5], powerball: 17 }] } }],
    ["an add-on of another game", { ...record, ticket: { ...ticket, addOns: ["lotto-plus-1"] } }],
    ["a date with no draw", { ...record, ticket: { ...ticket, firstDraw: "2026-08-08" } }],
    ["eleven draws", { ...record, ticket: { ...ticket, draws: 11 } }],
    ["an unknown game", { ...record, ticket: { ...ticket, game: "keno" } }],
    ["nothing", null],
  ])("refuses %s", (_, value) => {
    expect(readStoredTicket(value)).toBeNull();
  });
});
