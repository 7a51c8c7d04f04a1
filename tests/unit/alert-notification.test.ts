/**
 * The words of a win alert, worked out on the phone from its tickets (app/tickets/alert-notification.ts),
 * against real draws of data/: Lotto of Wed 2 Aug 2017 (the first 52-ball draw) with its prize table, and
 * Lotto of Sat 4 Oct 2025 (the 58-ball period, no prize table in our records: a win by the era's rules,
 * and 2 + Bonus, which no source prices).
 */
import { describe, expect, it } from "vitest";
import { formatRand } from "~/words/numbers";
import { saInstant } from "~/words/sa-time";
import { alertNotification, type AlertDraw } from "~/tickets/alert-notification";
import type { PublishedDraw } from "~/tickets/ticket-results";
import type { WalletTicket } from "~/tickets/ticket";
import { realDraw } from "./real-draws";

const NOW = new Date("2026-11-27T08:00:00Z");
const DATE = "2017-08-02";
/** The draw night, when an alert arrives: the prize table may not be out yet. */
const THAT_NIGHT = saInstant(DATE, "21:40");
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
      title: "Lotto, Wed 2 Aug 2017",
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
    expect(alertNotification(draw, [ticket([match4])], null, THAT_NIGHT).body).toBe(
      "Your ticket won Division 5 (payout not published yet).",
    );
    // Long after, a phone that could not ask the site does not say the payout is missing: it may be out.
    expect(alertNotification(draw, [ticket([match4])], null, NOW).body).toBe("Your ticket won Division 5 (see the result for the payout).");
  });

  it("no win: the numbers and how many tickets were checked, never 'you lost' when a board won", () => {
    expect(alertNotification(draw, [ticket([nothing]), ticket([nothing])], real, NOW).body).toBe(
      `${real.numbers.join(" ")} + ${real.bonusNumber}. No win on your 2 tickets.`,
    );
    expect(alertNotification(draw, [ticket([nothing]), ticket([nothing, match4])], null, THAT_NIGHT).body).toBe(
      "Your tickets won Division 5 (payout not published yet).",
    );
  });
});

describe("the 58-ball period: Lotto, Sat 4 Oct 2025 (4 8 36 41 43 57 + 45), no prize table in our records", () => {
  const date = "2025-10-04";
  const published = realDraw("lotto", date);
  const alert: AlertDraw = { game: "lotto", drawDate: date, numbers: published.numbers, bonus: published.bonusNumber };
  const on = (boards: number[][]) => ticket(boards, { firstDraw: date });
  const five = [4, 8, 36, 41, 43, 55];
  const twoBonus = [4, 8, 45, 1, 2, 3];
  const one = [4, 1, 2, 3, 5, 6];
  const night = saInstant(date, "21:40");

  it("a five is Division 3 by the era's rules, its payout not published yet on the night, not in our records later", () => {
    expect(published.divisions).toEqual([]);
    expect(alertNotification(alert, [on([five])], published, night).body).toBe("Your ticket won Division 3 (payout not published yet).");
    expect(alertNotification(alert, [on([five])], published, NOW).body).toBe("Your ticket won Division 3 (payout not in our records).");
  });

  it("2 + Bonus may have won: never 'no win', the match and the result instead", () => {
    for (const when of [night, NOW]) {
      const { body } = alertNotification(alert, [on([twoBonus]), on([one])], published, when);
      expect(body).toBe("Your tickets matched 2 + Bonus: see the result.");
      expect(body).not.toMatch(/no win/i);
    }
    expect(alertNotification(alert, [on([five, twoBonus])], published, night).body).toBe(
      "Your ticket won Division 3 (payout not published yet). Another board matched 2 + Bonus: see the result.",
    );
    // One ball only is a known no prize in that period.
    expect(alertNotification(alert, [on([one])], published, night).body).toBe("4 8 36 41 43 57 + 45. No win on your 1 ticket.");
  });

  it("never asks for anything: no claim request, no details, no link but the site's", () => {
    for (const tickets of [[], [ticket([match4])], [ticket([nothing])]]) {
      const { title, body } = alertNotification(draw, tickets, real, NOW);
      expect(`${title} ${body}`).not.toMatch(/claim now|details|bank|pin|password|http/i);
    }
  });
});
