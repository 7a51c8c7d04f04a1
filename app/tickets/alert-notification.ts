/**
 * The words of a win alert's notification, worked out on the phone (the service worker) from the tickets
 * it keeps: the server sends only the draw (app/push/draw-alert.ts) and never learns a ticket. Each board
 * gets the one verdict (app/tickets/verdict.ts): "Lotto 28/11: your ticket won Division 7 (R 60)", a
 * possible prize "Your ticket matched 2 + Bonus: see the result.", "Lotto 28/11: 3 11 19 27 38 45 + 50.
 * No win on your 2 tickets." only when every board is a known no prize, or just the numbers without a
 * ticket for the draw. Never worded as a claim request: no "claim now", no request for details; a tap
 * opens the site's own draw page, where the claim guidance is.
 */
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { divisionCode, GAME_NAMES, matchCodeLabel, type GameId } from "~/rules/games";
import { gamesOf, type WalletTicket } from "./ticket";
import { coveredDraws } from "./ticket-draws";
import type { PublishedDraw } from "./ticket-results";
import { drawVerdicts, type BoardVerdict, type Verdict } from "./verdict";

export interface AlertDraw {
  game: GameId;
  drawDate: string;
  numbers: number[];
  bonus: number | null;
}

export interface AlertNotification {
  title: string;
  body: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "3 11 19 27 38 45 + 50": the balls as the site prints them. */
const ballsText = (draw: AlertDraw) => `${draw.numbers.join(" ")}${draw.bonus === null ? "" : ` + ${draw.bonus}`}`;

type Won = Extract<Verdict, { kind: "won" }>;

/**
 * "Division 5 (R 150)", "Division 5 (payout not published yet)". Past the days a payout may still come:
 * "payout not in our records" when the site answered without it, "see the result" when the phone could
 * not ask (it may well be out).
 */
export function prizeText(prize: Won, asked: boolean): string {
  if (prize.payout !== null) return `Division ${prize.division} (${formatRand(prize.payout)})`;
  if (prize.payoutState === "pending") return `Division ${prize.division} (payout not published yet)`;
  return asked ? `Division ${prize.division} (payout not in our records)` : `Division ${prize.division} (see the result for the payout)`;
}

/** "5", "2 + Bonus": what a board matched. */
export const matchedText = (game: GameId, answer: Pick<BoardVerdict, "matched" | "bonusMatched">) =>
  matchCodeLabel(divisionCode(game, { main: answer.matched.length, bonus: answer.bonusMatched })).replace(/^Match /, "");

/**
 * `published`: the draw's answer from the API when the phone could fetch it (with its prize table, if out);
 * without it, the numbers the alert carried (the divisions are known by the era's rules, their payouts not).
 */
export function alertNotification(
  draw: AlertDraw,
  tickets: readonly WalletTicket[],
  published: PublishedDraw | null,
  now: Date,
): AlertNotification {
  const title = `${GAME_NAMES[draw.game].name}, ${formatDay(draw.drawDate)}`;
  const playing = tickets.filter(
    (ticket) => gamesOf(ticket).includes(draw.game) && coveredDraws(ticket.game, ticket.firstDraw, ticket.draws).includes(draw.drawDate),
  );
  if (playing.length === 0) return { title, body: ballsText(draw) };

  const held = {
    numbers: published?.numbers ?? draw.numbers,
    bonus: published ? published.bonusNumber : draw.bonus,
    divisions: published?.divisions ?? [],
  };
  const answers = playing.flatMap((ticket) => drawVerdicts(draw.game, draw.drawDate, ticket.boards, { state: "held", draw: held }, now));
  const prizes = answers.flatMap((answer) => (answer.verdict.kind === "won" ? [answer.verdict] : []));
  // A board we cannot tell about may have won: it is never part of "no win".
  const unknown = [...new Set(answers.filter((answer) => answer.verdict.kind === "cannot-tell").map((a) => matchedText(draw.game, a)))];
  const owner = playing.length === 1 ? "Your ticket" : "Your tickets";
  const maybe = unknown.length > 0 ? `matched ${unknown.join(" and ")}: see the result.` : "";

  if (prizes.length === 0) {
    return { title, body: maybe ? `${owner} ${maybe}` : `${ballsText(draw)}. No win on your ${plural(playing.length, "ticket")}.` };
  }
  prizes.sort((a, b) => a.division - b.division);
  const shown = prizes
    .slice(0, 2)
    .map((prize) => prizeText(prize, published !== null))
    .join(" and ");
  const more = prizes.length > 2 ? ` and ${plural(prizes.length - 2, "more prize")}` : "";
  const who = prizes.length === 1 ? `${owner} won` : `${owner} won ${plural(prizes.length, "prize")}:`;
  return { title, body: `${who} ${shown}${more}.${maybe ? ` Another board ${maybe}` : ""}` };
}
