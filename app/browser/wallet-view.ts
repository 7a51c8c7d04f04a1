/**
 * The wallet's list: each ticket with what every draw, game and board won, built as DOM from the ticket
 * engine's results (app/tickets/). Text only goes in as text (no HTML from data), so nothing a ticket
 * holds can become markup.
 */
import { andList, formatRand } from "~/format";
import { displayName, GAMES, hasPowerBall } from "~/rules/games";
import { CLAIM_WARNING_DAYS } from "~/tickets/claims";
import { dayAndDate, type BoardResult, type DrawResult, type GameDrawResult, type TicketResults } from "~/tickets/ticket-results";
import { priceText, ticketPrice } from "~/tickets/ticket-price";
import type { StoredTicket } from "~/tickets/stored-ticket";
import { shareFragment } from "~/tickets/wallet-file";

type Child = Node | string | null;

/** An element with attributes and children (strings become text nodes). */
export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  return element;
}

/** "Lotto with Lotto Plus 1 and Lotto Plus 2 (LOTTO 5 MAX)". */
function ticketTitle(entry: StoredTicket): string {
  const { ticket } = entry;
  const addOns = ticket.addOns.map(displayName);
  const games = addOns.length === 0 ? "" : ` with ${andList(addOns)}`;
  const boards = `${ticket.boards.length} board${ticket.boards.length === 1 ? "" : "s"}`;
  const draws =
    ticket.draws === 1 ? `the draw of ${dayAndDate(ticket.firstDraw)}` : `${ticket.draws} draws from ${dayAndDate(ticket.firstDraw)}`;
  return `${GAMES[ticket.game].name}${games}: ${boards}, ${draws}`;
}

/** A board's numbers with the drawn ones marked, then what it won. */
function boardLine(result: BoardResult, powerballGame: boolean): HTMLElement {
  const numbers = result.board.numbers.flatMap((n, i) => [
    i === 0 ? "" : " ",
    result.matched.includes(n) ? el("mark", { class: "rounded bg-gold-400 px-1 font-semibold" }, String(n)) : String(n),
  ]);
  const powerball =
    powerballGame && result.board.powerball !== null
      ? [
          " PowerBall ",
          result.bonusMatched
            ? el("mark", { class: "rounded bg-gold-400 px-1 font-semibold" }, String(result.board.powerball))
            : String(result.board.powerball),
        ]
      : [];
  const won = result.outcome.kind === "prize";
  return el(
    "li",
    { "data-board": result.letter },
    `Board ${result.letter}: `,
    el("span", { class: "tabular-nums" }, ...numbers, ...powerball),
    " — ",
    el("span", { class: won ? "font-semibold text-brand-800" : "text-slate-700", "data-outcome": result.outcome.kind }, result.text),
  );
}

function gameBlock(result: GameDrawResult): HTMLElement {
  const title = el("h5", { class: "font-semibold" }, displayName(result.game));
  if (result.status !== "drawn") return el("div", { "data-game": result.game }, title, el("p", { class: "text-slate-700" }, result.text));
  const powerballGame = hasPowerBall(result.game);
  const drawn = `Drawn: ${result.numbers.join(" ")}${result.bonus === null ? "" : ` ${powerballGame ? "PowerBall" : "Bonus Ball"} ${result.bonus}`}`;
  return el(
    "div",
    { "data-game": result.game },
    title,
    el("p", { class: "text-sm text-slate-700" }, drawn),
    el("ul", { class: "mt-1 space-y-1" }, ...result.boards.map((board) => boardLine(board, powerballGame))),
  );
}

function claimLine(draw: DrawResult): HTMLElement | null {
  if (!draw.claimBy) return null;
  const last = dayAndDate(draw.claimBy);
  if (draw.claim === "expired")
    return el("p", { class: "font-semibold text-red-700", "data-claim": "expired" }, `The time to claim ended on ${last}.`);
  if (draw.claim === "closing")
    return el(
      "p",
      { class: "rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800", role: "alert", "data-claim": "closing" },
      `Claim soon: the last day to claim is ${last} (less than ${CLAIM_WARNING_DAYS} days left).`,
    );
  return el("p", { class: "font-semibold", "data-claim": "open" }, `Claim by ${last}`);
}

function drawBlock(draw: DrawResult): HTMLElement {
  return el(
    "section",
    { class: "mt-3 space-y-2 border-t border-slate-200 pt-3", "data-draw": draw.date },
    el("h4", { class: "font-semibold" }, dayAndDate(draw.date)),
    ...draw.games.map(gameBlock),
    claimLine(draw),
  );
}

function totalLine(results: TicketResults): HTMLElement {
  const unknown = results.unknownPayouts;
  const pending = unknown === 0 ? "" : ` and ${unknown} prize${unknown === 1 ? "" : "s"} whose payout is not published yet`;
  if (results.total === 0 && unknown === 0) return el("p", { "data-total": "0" }, "Won so far: nothing");
  const claim = results.claimRule
    ? ` Claim it at ${results.claimRule.where}${results.claimRule.note ? ` (${results.claimRule.note})` : ""}.`
    : "";
  return el(
    "p",
    { class: "font-semibold text-brand-800", "data-total": String(results.total) },
    `Won so far: ${formatRand(results.total)}${pending}.${claim}`,
  );
}

/**
 * One ticket's card: its title, price, total and every draw; a kept ticket also has its link (the ticket
 * in the fragment) and its Delete button.
 */
export function ticketCard(entry: StoredTicket, results: TicketResults, kept = true): HTMLElement {
  const headingId = `ticket-${entry.id}`;
  return el(
    "li",
    { class: "rounded-xl border border-slate-200 bg-white p-4", "data-ticket": entry.id, "aria-labelledby": headingId },
    el("h3", { id: headingId, class: "text-lg font-bold" }, ticketTitle(entry)),
    el("p", { class: "text-sm text-slate-700" }, `Price: ${priceText(ticketPrice(entry.ticket))}`),
    totalLine(results),
    ...results.draws.map(drawBlock),
    kept
      ? el(
          "p",
          { class: "mt-3 flex flex-wrap items-center gap-4" },
          el(
            "a",
            {
              href: `/my-tickets${shareFragment(entry.ticket)}`,
              class: "tap font-semibold text-brand-700 underline",
              "data-share-ticket": "",
            },
            "Link to this ticket",
          ),
          el(
            "button",
            { type: "button", class: "min-h-11 rounded-lg border border-slate-400 px-4 py-2", "data-delete-ticket": entry.id },
            "Delete this ticket",
          ),
        )
      : null,
  );
}
