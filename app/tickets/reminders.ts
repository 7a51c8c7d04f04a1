/**
 * Reminders worked out on the phone (issue 45), when a results alert wakes the service worker: from the
 * tickets kept on the device and the draws it holds (the pushed one and those kept for offline), never
 * from the server, which still never learns a ticket.
 * - Claim-by: a draw of a ticket with a prize, or a possible one (a match no source prices), whose claim
 *   period ends within 30 days, and again within 7: "Your Lotto ticket of Fri 12 Dec 2025 won Division 5:
 *   claim by Sat 12 Dec 2026, 6 days left." One per threshold (REMINDER_DAYS), never twice: the caller
 *   keeps the keys of those shown (`key`).
 * - Last draw: a multi-draw ticket whose last draw is held here, in the win alert's words (its prize,
 *   "no win", or the match that may have won) and what the ticket won in all.
 * A draw this device holds no answer for is never read as a loss nor as a prize: it is left to My Tickets.
 * Client-safe.
 */
import { formatDay } from "~/words/dates";
import { GAME_NAMES } from "~/rules/games";
import { addDays, saDate } from "~/words/sa-time";
import { matchedText, prizeText } from "./alert-notification";
import { daysText } from "./claims";
import type { StoredTicket } from "./stored-ticket";
import { ticketResults, type DrawLookup, type DrawResult, type TicketResults } from "./ticket-results";
import { wonText, type Verdict } from "./verdict";

/** Days before the last day to claim at which a reminder is shown: once within 30, once within 7. */
const REMINDER_DAYS = [30, 7] as const;

/** A last-draw reminder is for a ticket whose last draw is this recent: an old finished ticket is no news. */
const LAST_DRAW_NEWS_DAYS = 7;

export interface Reminder {
  /** Remembered on the device once shown, so it is never shown twice. */
  key: string;
  /** Keys that showing this one makes moot (the 30-day reminder, when the 7-day one comes first). */
  covers: string[];
  ticketId: string;
  title: string;
  body: string;
}

const gameName = (entry: StoredTicket) => GAME_NAMES[entry.ticket.game].name;
type Won = Extract<Verdict, { kind: "won" }>;

/** The verdicts of a draw's boards, every game of the ticket. */
const boardsOf = (draw: DrawResult) => draw.games.flatMap((game) => game.boards.map((board) => ({ game: game.game, ...board })));

/** "won Division 5", "won 2 prizes", "matched 2 + Bonus, a possible prize": a draw that may have won. */
function claimWords(draw: DrawResult): string {
  const boards = boardsOf(draw);
  const won = boards.filter((board) => board.verdict.kind === "won").map((board) => board.verdict as Won);
  if (won.length === 1) return `won Division ${won[0]!.division}`;
  if (won.length > 1) return `won ${won.length} prizes`;
  const maybe = [...new Set(boards.filter((board) => board.verdict.kind === "cannot-tell").map((board) => matchedText(board.game, board)))];
  return `matched ${maybe.join(" and ")}, a possible prize`;
}

/** A prize, or a match no source prices (held draw): what a claim reminder is for. Never a draw not held here. */
const worthClaiming = (draw: DrawResult) =>
  draw.claim !== null &&
  draw.claim.status !== "expired" &&
  boardsOf(draw).some(
    (board) => board.verdict.kind === "won" || (board.verdict.kind === "cannot-tell" && board.verdict.reason === "prize-unknown"),
  );

/** The claim-by reminders due for one ticket's results, not yet shown (`shown`: the keys remembered). */
function claimReminders(entry: StoredTicket, results: TicketResults, shown: ReadonlySet<string>): Reminder[] {
  const reminders: Reminder[] = [];
  for (const draw of results.draws) {
    if (!worthClaiming(draw)) continue;
    const { claimBy, daysLeft } = draw.claim!;
    // The nearest threshold reached: within 7 days, the 30-day one is not shown any more.
    const due = REMINDER_DAYS.filter((days) => daysLeft <= days);
    const threshold = due[due.length - 1];
    if (threshold === undefined) continue;
    const key = `claim:${entry.id}:${draw.date}:${threshold}`;
    if (shown.has(key)) continue;
    reminders.push({
      key,
      covers: due.map((days) => `claim:${entry.id}:${draw.date}:${days}`),
      ticketId: entry.id,
      title: `${gameName(entry)} prize: ${daysText(daysLeft)} to claim`,
      body: `Your ${gameName(entry)} ticket of ${formatDay(draw.date)} ${claimWords(draw)}: claim by ${formatDay(claimBy)}, ${daysText(daysLeft)}.`,
    });
  }
  return reminders;
}

/** The last draw in the win alert's words: "won Division 5 (R 150) on …", "no win on …", "matched 2 + Bonus on …: see the result". */
function lastDrawWords(draw: DrawResult): string {
  const boards = boardsOf(draw);
  const on = formatDay(draw.date);
  const won = boards.filter((board) => board.verdict.kind === "won").map((board) => board.verdict as Won);
  if (won.length > 0) {
    won.sort((a, b) => a.division - b.division);
    const shown = won.slice(0, 2).map((prize) => prizeText(prize, true));
    const more = won.length > 2 ? ` and ${won.length - 2} more` : "";
    return `won ${shown.join(" and ")}${more} on ${on}`;
  }
  const maybe = [...new Set(boards.filter((board) => board.verdict.kind === "cannot-tell").map((board) => matchedText(board.game, board)))];
  return maybe.length > 0 ? `matched ${maybe.join(" and ")} on ${on}: see the result` : `no win on ${on}`;
}

/** "won R 150 in all", "no win in all", or, where a draw is not held here, what is known so far. */
function totalWords({ tally }: TicketResults): string {
  const won = wonText(tally);
  if (tally.cannotTell > 0) return won ? `won ${won} so far: see My Tickets for the rest` : "see My Tickets for the other draws";
  return won ? `won ${won} in all` : "no win in all";
}

/** The last-draw reminder of a multi-draw ticket, once its last draw (main game) is held here; null otherwise. */
export function lastDrawReminder(entry: StoredTicket, results: TicketResults, now: Date, shown: ReadonlySet<string>): Reminder | null {
  const { ticket } = entry;
  const key = `last:${entry.id}`;
  if (ticket.draws < 2 || shown.has(key)) return null;
  const last = results.draws[results.draws.length - 1];
  if (!last || last.date < addDays(saDate(now), -LAST_DRAW_NEWS_DAYS)) return null;
  const main = last.games.find((game) => game.game === ticket.game);
  if (main?.status !== "drawn") return null;
  const name = `${ticket.draws}-draw ${gameName(entry)}`;
  return {
    key,
    covers: [key],
    ticketId: entry.id,
    title: `Your ${name} ticket is finished`,
    body: `Your ${name} ticket has had its last draw: ${lastDrawWords(last)}; ${totalWords(results)}.`,
  };
}

/** Whether a multi-draw ticket has had its last draw, as My Tickets marks it ("finished"). */
export function isFinished(entry: StoredTicket, results: TicketResults): boolean {
  const last = results.draws[results.draws.length - 1];
  return entry.ticket.draws > 1 && last?.games.find((game) => game.game === entry.ticket.game)?.status === "drawn";
}

/** Every reminder due on this device now, for its kept tickets and the draws it holds. */
export function dueReminders(tickets: readonly StoredTicket[], lookup: DrawLookup, now: Date, shown: ReadonlySet<string>): Reminder[] {
  return tickets.flatMap((entry) => {
    const results = ticketResults(entry.ticket, lookup, now);
    const last = lastDrawReminder(entry, results, now, shown);
    return [...claimReminders(entry, results, shown), ...(last ? [last] : [])];
  });
}
