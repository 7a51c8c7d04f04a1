/**
 * The reminders worked out on the phone (issue 45, app/tickets/reminders.ts), against real draws of data/:
 * Lotto of Wed 2 Aug 2017 with its prize table (a Match 4 board), Lotto of Sat 4 Oct 2025 (the 58-ball
 * period, no prize table in our records: 2 + Bonus, which no source prices), and a 4-draw PowerBall ticket
 * of 25 Nov to 5 Dec 2025 that matched 3 on 2 Dec (Division 6, R 23.70). Each test sets its clock.
 */
import { describe, expect, it } from "vitest";
import { saInstant } from "~/words/sa-time";
import { dueReminders, isFinished, lastDrawReminder, type Reminder } from "~/tickets/reminders";
import type { StoredTicket } from "~/tickets/stored-ticket";
import { ticketResults, type DrawLookup } from "~/tickets/ticket-results";
import type { WalletTicket } from "~/tickets/ticket";
import { realDraw, realLookup } from "./real-draws";

const entry = (id: string, ticket: WalletTicket): StoredTicket => ({ id, added: "2025-01-01T00:00:00Z", ticket });
const lottoTicket = (date: string, numbers: number[]): WalletTicket => ({
  game: "lotto",
  boards: [{ numbers, powerball: null }],
  addOns: [],
  firstDraw: date,
  draws: 1,
});
/** Morning of an SA date. */
const morning = (date: string) => saInstant(date, "08:00");
const shownAfter = (reminders: Reminder[], before: Iterable<string> = []) =>
  new Set([...before, ...reminders.flatMap((r) => [r.key, ...r.covers])]);

const AUG = realDraw("lotto", "2017-08-02");
const notDrawn = (draw: { numbers: number[]; bonusNumber: number | null }) =>
  Array.from({ length: 52 }, (_, i) => i + 1).filter((n) => !draw.numbers.includes(n) && n !== draw.bonusNumber);
const match4 = entry(
  "t-aug",
  lottoTicket(
    "2017-08-02",
    [...AUG.numbers.slice(0, 4), ...notDrawn(AUG).slice(0, 2)].sort((a, b) => a - b),
  ),
);
const nothing = entry("t-none", lottoTicket("2017-08-02", notDrawn(AUG).slice(0, 6)));

describe("claim-by reminders", () => {
  it("a prize whose claim period ends in 6 days: one reminder naming the ticket, the prize, the last day and the days left", () => {
    const reminders = dueReminders([match4, nothing], realLookup, morning("2018-07-27"), new Set());
    expect(reminders).toEqual([
      {
        key: "claim:t-aug:2017-08-02:7",
        covers: ["claim:t-aug:2017-08-02:30", "claim:t-aug:2017-08-02:7"],
        ticketId: "t-aug",
        title: "Lotto prize: 6 days left to claim",
        body: "Your Lotto ticket of Wed 2 Aug 2017 won Division 5: claim by Thu 2 Aug 2018, 6 days left.",
      },
    ]);
    // Remembered: the next push shows nothing more, nor does the one after on the last day.
    const shown = shownAfter(reminders);
    expect(dueReminders([match4], realLookup, morning("2018-07-28"), shown)).toEqual([]);
    expect(dueReminders([match4], realLookup, morning("2018-08-02"), shown)).toEqual([]);
  });

  it("once within 30 days and once more within 7, never after the period ended", () => {
    const first = dueReminders([match4], realLookup, morning("2018-07-10"), new Set());
    expect(first.map((r) => [r.key, r.title])).toEqual([["claim:t-aug:2017-08-02:30", "Lotto prize: 23 days left to claim"]]);
    expect(dueReminders([match4], realLookup, morning("2018-07-20"), shownAfter(first))).toEqual([]);
    const second = dueReminders([match4], realLookup, morning("2018-08-02"), shownAfter(first));
    expect(second.map((r) => [r.key, r.body])).toEqual([
      ["claim:t-aug:2017-08-02:7", "Your Lotto ticket of Wed 2 Aug 2017 won Division 5: claim by Thu 2 Aug 2018, today is the last day."],
    ]);
    // Before 30 days, and after the last day: nothing.
    expect(dueReminders([match4], realLookup, morning("2018-06-01"), new Set())).toEqual([]);
    expect(dueReminders([match4], realLookup, morning("2018-08-03"), new Set())).toEqual([]);
  });

  it("a possible prize (a match no source prices) is reminded as one; a draw this device holds no answer for is not", () => {
    const oct = realDraw("lotto", "2025-10-04");
    const twoAndBonus = [...oct.numbers.slice(0, 2), oct.bonusNumber!, ...notDrawn(oct).slice(0, 3)].sort((a, b) => a - b);
    const ticket = entry("t-oct", lottoTicket("2025-10-04", twoAndBonus));
    const [reminder] = dueReminders([ticket], realLookup, morning("2026-09-30"), new Set());
    expect(reminder?.body).toBe(
      "Your Lotto ticket of Sat 4 Oct 2025 matched 2 + Bonus, a possible prize: claim by Sun 4 Oct 2026, 4 days left.",
    );
    const offline: DrawLookup = () => "offline";
    expect(dueReminders([ticket, match4], offline, morning("2018-07-27"), new Set())).toEqual([]);
  });
});

describe("last-draw reminders", () => {
  const board = { numbers: [4, 5, 16, 21, 33], powerball: 2 };
  const fourDraws = entry("t-pb", { game: "powerball", boards: [board], addOns: [], firstDraw: "2025-11-25", draws: 4 });

  it("a 4-draw ticket whose last draw is in: its result in the win alert's words and what it won in all, once", () => {
    const now = morning("2025-12-06");
    const results = ticketResults(fourDraws.ticket, realLookup, now);
    expect(isFinished(fourDraws, results)).toBe(true);
    const reminders = dueReminders([fourDraws], realLookup, now, new Set());
    expect(reminders).toEqual([
      {
        key: "last:t-pb",
        covers: ["last:t-pb"],
        ticketId: "t-pb",
        title: "Your 4-draw PowerBall ticket is finished",
        body: "Your 4-draw PowerBall ticket has had its last draw: no win on Fri 5 Dec 2025; won R 23.70 in all.",
      },
    ]);
    expect(dueReminders([fourDraws], realLookup, morning("2025-12-07"), shownAfter(reminders))).toEqual([]);
  });

  it("a win in the last draw is named as the alert names it; a draw not held here is not read as no win", () => {
    const won = entry("t-last", { ...fourDraws.ticket, boards: [{ numbers: [4, 5, 12, 20, 27], powerball: 9 }] });
    const now = morning("2025-12-06");
    expect(lastDrawReminder(won, ticketResults(won.ticket, realLookup, now), now, new Set())?.body).toBe(
      "Your 4-draw PowerBall ticket has had its last draw: won Division 5 (R 503.30) on Fri 5 Dec 2025; won R 503.30 in all.",
    );
    // Only the last draw held here (the others never fetched): what is known so far.
    const onlyLast: DrawLookup = (game, date) => (date === "2025-12-05" ? realLookup(game, date) : "offline");
    expect(lastDrawReminder(won, ticketResults(won.ticket, onlyLast, now), now, new Set())?.body).toBe(
      "Your 4-draw PowerBall ticket has had its last draw: won Division 5 (R 503.30) on Fri 5 Dec 2025; won R 503.30 so far: see My Tickets for the rest.",
    );
  });

  it("nothing before the last draw is in, for a one-draw ticket, or for a ticket finished long ago", () => {
    // data/ knows the later draws; on the morning of 4 Dec a device holds none of them.
    const byThen: DrawLookup = (game, date) => (date <= "2025-12-04" ? realLookup(game, date) : null);
    expect(dueReminders([fourDraws], byThen, morning("2025-12-04"), new Set())).toEqual([]);
    const notYet: DrawLookup = (game, date) => (date === "2025-12-05" ? "offline" : realLookup(game, date));
    expect(dueReminders([fourDraws], notYet, morning("2025-12-06"), new Set())).toEqual([]);
    expect(dueReminders([nothing], realLookup, morning("2017-08-03"), new Set())).toEqual([]);
    expect(dueReminders([fourDraws], realLookup, morning("2026-01-20"), new Set())).toEqual([]);
  });
});
