/**
 * The words of a win alert's notification, worked out on the phone (the service worker) from the tickets
 * it keeps: the server sends only the draw (app/push/draw-alert.ts) and never learns a ticket. "Lotto
 * 28/11: your ticket won Division 7 (R 60)", "Lotto 28/11: 3 11 19 27 38 45 + 50. No win on your 2
 * tickets.", or just the numbers without a ticket for the draw. Never worded as a claim request: no
 * "claim now", no request for details; a tap opens the site's own draw page, where the claim guidance is.
 */
import { formatRand } from "~/format";
import { GAME_NAMES, type GameId } from "~/rules/game-names";
import { gamesOf, type WalletTicket } from "./ticket";
import { coveredDraws } from "./ticket-draws";
import { gameDrawResult, type PublishedDraw } from "./ticket-results";

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

/**
 * `published`: the draw's answer from the API when the phone could fetch it (with its prize table, if out);
 * without it, the numbers the alert carried (the divisions are known, their payouts not).
 */
export function alertNotification(
  draw: AlertDraw,
  tickets: readonly WalletTicket[],
  published: PublishedDraw | null,
  now: Date,
): AlertNotification {
  const [, month, day] = draw.drawDate.split("-");
  const title = `${GAME_NAMES[draw.game].name} ${day}/${month}`;
  const playing = tickets.filter(
    (ticket) => gamesOf(ticket).includes(draw.game) && coveredDraws(ticket.game, ticket.firstDraw, ticket.draws).includes(draw.drawDate),
  );
  if (playing.length === 0) return { title, body: ballsText(draw) };

  const result: PublishedDraw = published ?? {
    gameType: draw.game,
    drawDate: draw.drawDate,
    numbers: draw.numbers,
    bonusNumber: draw.bonus,
    divisions: [],
  };
  const prizes = playing.flatMap((ticket) => {
    const answer = gameDrawResult(draw.game, draw.drawDate, ticket.boards, result, now);
    return answer.status === "drawn" ? answer.boards.flatMap((board) => (board.outcome.kind === "prize" ? [board.outcome] : [])) : [];
  });
  if (prizes.length === 0) return { title, body: `${ballsText(draw)}. No win on your ${plural(playing.length, "ticket")}.` };

  prizes.sort((a, b) => a.division - b.division);
  const prizeText = (prize: (typeof prizes)[number]) =>
    `Division ${prize.division} (${prize.payout === null ? "payout not published yet" : formatRand(prize.payout)})`;
  const shown = prizes.slice(0, 2).map(prizeText).join(" and ");
  const more = prizes.length > 2 ? ` and ${plural(prizes.length - 2, "more prize")}` : "";
  const owner = playing.length === 1 ? "Your ticket" : "Your tickets";
  const who = prizes.length === 1 ? `${owner} won` : `${owner} won ${plural(prizes.length, "prize")}:`;
  return { title, body: `${who} ${shown}${more}.` };
}
