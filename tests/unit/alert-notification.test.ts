/**
 * The words of a win alert, worked out on the phone from its tickets (app/tickets/alert-notification.ts),
 * against a real draw of data/: Lotto of Wed 2 Aug 2017 (the first 52-ball draw) with its prize table.
 */
import { describe, expect, it } from "vitest";
import { formatRand } from "~/format";
import { alertNotification, type AlertDraw } from "~/tickets/alert-notification";
import type { PublishedDraw } from "~/tickets/ticket-results";
import type { WalletTicket } from "~/tickets/ticket";
import { realDraw } from "./real-draws";

const NOW = new Date("2026-11-27T08:00:00Z");
const DATE = "2017-08-02";
const real: PublishedDraw = realDraw("lotto", DATE);
const draw: AlertDraw = { game: "lotto", drawDate: DATE, numbers: real.numbers, bonus: real.bonusNumber };
const ticket = (boards: number[][], extra: Partial<WalletTicket> = {}): WalletTicket => ({
  game: "lotto",
  boards: boards.map((numbers) => ({ numbers, powerball: null })),
  addOns: [],
  firstDraw: DATE,
  draws: 1,
  ...extra,
});
// Boards made from the real draw's balls: four of them and two that were not drawn (Match 4).
const notDrawn = [1, 2, 3, 4, 5, 6, 7, 8].filter((n) => !real.numbers.includes(n) && n !== real.bonusNumber);
const match4 = [...real.numbers.slice(0, 4), ...notDrawn.slice(0, 2)];
const nothing = [...real.numbers.slice(0, 1), ...notDrawn.slice(0, 5)];

describe("a win alert's notification", () => {
  it("without a ticket for the draw: the game, the date and the numbers", () => {
    expect(alertNotification(draw, [], real, NOW)).toEqual({
      title: "Lotto 02/08",
      body: `${real.numbers.join(" ")} + ${real.bonusNumber}`,
    });
    // A ticket for another night, or another game, changes nothing.
    expect(alertNotification(draw, [ticket([match4], { firstDraw: "2017-08-05" })], real, NOW).body).not.toContain("ticket");
  });

  it("a winning board: its division and the payout from the prize table", () => {
    const payout = real.divisions.find((d) => d.match === "4")!.payout!;
    const { body } = alertNotification(draw, [ticket([match4])], real, NOW);
    expect(body).toBe(`Your ticket won Division 5 (${formatRand(payout)}).`);
    expect(payout).toBeGreaterThan(0);
    // Before the prize table is out: the division, and that its payout is not published yet.
    expect(alertNotification(draw, [ticket([match4])], null, NOW).body).toBe("Your ticket won Division 5 (payout not published yet).");
  });

  it("no win: the numbers and how many tickets were checked, never 'you lost' when a board won", () => {
    expect(alertNotification(draw, [ticket([nothing]), ticket([nothing])], real, NOW).body).toBe(
      `${real.numbers.join(" ")} + ${real.bonusNumber}. No win on your 2 tickets.`,
    );
    expect(alertNotification(draw, [ticket([nothing]), ticket([nothing, match4])], null, NOW).body).toBe(
      "Your tickets won Division 5 (payout not published yet).",
    );
  });

  it("never asks for anything: no claim request, no details, no link but the site's", () => {
    for (const tickets of [[], [ticket([match4])], [ticket([nothing])]]) {
      const { title, body } = alertNotification(draw, tickets, real, NOW);
      expect(`${title} ${body}`).not.toMatch(/claim now|details|bank|pin|password|http/i);
    }
  });
});
