/**
 * The wallet's list: each ticket with every draw, game and board's verdict (app/tickets/verdict.ts), built
 * as DOM from the ticket engine's results (app/tickets/). What we cannot tell is said with its reason and
 * the official result's link, never as a loss; a prize gets its claim line. Text only goes in as text (no
 * HTML from data), so nothing a ticket holds can become markup.
 */
import { formatDay } from "~/words/dates";
import { andList } from "~/words/lists";
import { formatRand } from "~/words/numbers";
import { displayName, GAMES, hasPowerBall } from "~/rules/games";
import { WalletHook } from "~/tickets/wallet-hooks";
import { claimLineText, whereToClaim } from "~/tickets/claims";
import { type BoardResult, type DrawResult, type GameDrawResult, type TicketResults } from "~/tickets/ticket-results";
import { priceText, tablePrice } from "~/tickets/ticket-price";
import { isFinished } from "~/tickets/reminders";
import type { StoredTicket } from "~/tickets/stored-ticket";
import { CANNOT_TELL_WORDS, verdictText, wonText, type Verdict } from "~/tickets/verdict";
import { shareFragment } from "~/tickets/wallet-file";

type Child = Node | string | null;

/** An element with attributes and children (strings become text nodes). */
export function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  return element;
}

/** How a card is drawn: a kept ticket has its Share and Delete buttons; the official results' address (OPERATOR_URL). */
export interface CardOptions {
  kept: boolean;
  officialUrl: string | null;
}

/** "Lotto with Lotto Plus 1 and Lotto Plus 2 (LOTTO 5 MAX)". */
function ticketTitle(entry: StoredTicket): string {
  const { ticket } = entry;
  const addOns = ticket.addOns.map(displayName);
  const games = addOns.length === 0 ? "" : ` with ${andList(addOns)}`;
  const boards = `${ticket.boards.length} board${ticket.boards.length === 1 ? "" : "s"}`;
  const draws =
    ticket.draws === 1 ? `the draw of ${formatDay(ticket.firstDraw)}` : `${ticket.draws} draws from ${formatDay(ticket.firstDraw)}`;
  return `${GAMES[ticket.game].name}${games}: ${boards}, ${draws}`;
}

/** verdict.ts's words end so where the official result tells what we cannot: that part becomes its link. */
const SEE_OFFICIAL = ": see the official result";

/** A verdict in words, its "see the official result" as a link to the operator's results. */
function verdictNodes(verdict: Verdict, officialUrl: string | null): Child[] {
  const text = verdictText(verdict);
  if (!text.endsWith(SEE_OFFICIAL) || !officialUrl) return [text];
  return [
    `${text.slice(0, -SEE_OFFICIAL.length)}: `,
    el(
      "a",
      { href: officialUrl, target: "_blank", rel: "noopener noreferrer", class: "font-semibold text-brand-700 underline" },
      "official result",
      el("span", { "aria-hidden": "true" }, " ↗"),
      el("span", { class: "sr-only" }, " (opens in a new tab)"),
    ),
  ];
}

const VERDICT_CLASS: Record<Verdict["kind"], string> = {
  won: "font-semibold text-brand-800",
  "cannot-tell": "font-semibold text-amber-900",
  "no-prize": "text-slate-700",
  "not-drawn": "text-slate-700",
};

const verdictSpan = (verdict: Verdict, officialUrl: string | null) =>
  el("span", { class: VERDICT_CLASS[verdict.kind], [WalletHook.verdict]: verdict.kind }, ...verdictNodes(verdict, officialUrl));

/** A board's numbers with the drawn ones marked, then its verdict. */
function boardLine(result: BoardResult, powerballGame: boolean, officialUrl: string | null): HTMLElement {
  const mark = (n: number, drawn: boolean) =>
    drawn ? el("mark", { class: "rounded bg-gold-400 px-1 font-semibold" }, String(n)) : String(n);
  const numbers = result.board.numbers.flatMap((n, i) => [i === 0 ? "" : " ", mark(n, result.matched.includes(n))]);
  const powerball =
    powerballGame && result.board.powerball !== null ? [" PowerBall ", mark(result.board.powerball, result.bonusMatched)] : [];
  return el(
    "li",
    { [WalletHook.board]: result.letter },
    `Board ${result.letter}: `,
    el("span", { class: "tabular-nums" }, ...numbers, ...powerball),
    " — ",
    verdictSpan(result.verdict, officialUrl),
  );
}

function gameBlock(result: GameDrawResult, officialUrl: string | null): HTMLElement {
  const title = el("h5", { class: "font-semibold" }, displayName(result.game));
  if (result.status !== "drawn")
    return el("div", { [WalletHook.game]: result.game }, title, el("p", {}, verdictSpan(result.verdict, officialUrl)));
  const powerballGame = hasPowerBall(result.game);
  const drawn = `Drawn: ${result.numbers.join(" ")}${result.bonus === null ? "" : ` ${powerballGame ? "PowerBall" : "Bonus Ball"} ${result.bonus}`}`;
  return el(
    "div",
    { [WalletHook.game]: result.game },
    title,
    el("p", { class: "text-sm text-slate-700" }, drawn),
    el("ul", { class: "mt-1 space-y-1" }, ...result.boards.map((board) => boardLine(board, powerballGame, officialUrl))),
  );
}

/**
 * A prize's claim line: the last day with the days left, where to claim (a shop's ticket by the amount's
 * tier, or every tier when the amount is not known; a banking app's), and how to claim. Once the time to
 * claim has ended, only that.
 */
function claimBlock(draw: DrawResult): HTMLElement | null {
  if (!draw.claim) return null;
  const line = claimLineText(draw.claim);
  if (draw.claim.status === "expired") return el("p", { class: "font-semibold text-red-700", [WalletHook.claim]: "expired" }, `${line}.`);
  const where = whereToClaim(draw.claimAmount);
  const closing = draw.claim.status === "closing";
  return el(
    "div",
    { class: closing ? "rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900" : "", [WalletHook.claim]: draw.claim.status },
    el("p", { class: "font-bold" }, `${line}.`),
    el("ul", { class: "mt-1 list-disc space-y-1 pl-5 text-sm" }, el("li", {}, where.shop), el("li", {}, where.digital)),
    el("a", { href: "/claiming-prizes", class: "tap font-semibold text-brand-700 underline" }, "How to claim a prize"),
  );
}

function drawBlock(draw: DrawResult, officialUrl: string | null): HTMLElement {
  return el(
    "section",
    { class: "mt-3 space-y-2 border-t border-slate-200 pt-3", [WalletHook.draw]: draw.date },
    el("h4", { class: "font-semibold" }, formatDay(draw.date)),
    ...draw.games.map((game) => gameBlock(game, officialUrl)),
    claimBlock(draw),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The ticket's headline, leading with what it won: "Won so far: R 150", "Won so far: 1 prize whose payout
 * we don't have"; with nothing won, why: what we cannot tell, no prize, or not drawn yet. Never "nothing"
 * for a board we could not check.
 */
function totalLine({ tally, draws }: TicketResults): HTMLElement {
  const won = wonText(tally);
  const reasons = new Set(
    draws.flatMap((draw) =>
      draw.games.flatMap((game) => game.boards.flatMap(({ verdict }) => (verdict.kind === "cannot-tell" ? [verdict.reason] : []))),
    ),
  );
  const unsure =
    tally.cannotTell === 0
      ? null
      : reasons.size === 1 && reasons.has("offline")
        ? CANNOT_TELL_WORDS.offline
        : `${plural(tally.cannotTell, "result")} we can't tell yet: see below`;
  const [kind, text] = won
    ? ["won", `Won so far: ${won}${unsure ? `. ${unsure}` : ""}`]
    : unsure
      ? ["cannot-tell", unsure]
      : tally.noPrize > 0
        ? ["no-prize", "No prize so far"]
        : ["not-drawn", "Not drawn yet"];
  return el(
    "p",
    {
      class: kind === "won" ? "font-semibold text-brand-800" : kind === "cannot-tell" ? "font-semibold text-amber-900" : "",
      [WalletHook.total]: kind,
    },
    `${text}.`,
  );
}

/**
 * One ticket's card: its title, price, headline and every draw; a kept ticket also has its Share button (a
 * link with the ticket in its fragment) and its Delete button.
 */
export function ticketCard(entry: StoredTicket, results: TicketResults, { kept, officialUrl }: CardOptions): HTMLElement {
  const headingId = `ticket-${entry.id}`;
  return el(
    "li",
    // tabindex -1: after a delete, the next ticket takes the keyboard's focus (wallet-script.ts); a
    // reminder's tap focuses the ticket's heading (#ticket-<id>).
    {
      class: "rounded-xl border border-slate-200 bg-white p-4",
      [WalletHook.ticket]: entry.id,
      "aria-labelledby": headingId,
      tabindex: "-1",
    },
    el(
      "h3",
      { id: headingId, class: "text-lg font-bold", tabindex: "-1" },
      ticketTitle(entry),
      // A multi-draw ticket whose last draw is in (issue 45): nothing more to come from it.
      isFinished(entry, results)
        ? el("span", { class: "ml-2 rounded bg-slate-200 px-2 text-sm", [WalletHook.finished]: "" }, "Finished")
        : null,
    ),
    el(
      "p",
      { class: "text-sm text-slate-700", [WalletHook.price]: "" },
      entry.ticket.price === undefined ? `Price: ${priceText(tablePrice(entry.ticket))}` : `Price paid: ${formatRand(entry.ticket.price)}`,
    ),
    totalLine(results),
    ...results.draws.map((draw) => drawBlock(draw, officialUrl)),
    kept
      ? el(
          "p",
          { class: "mt-3 flex flex-wrap items-center gap-4" },
          el(
            "button",
            {
              type: "button",
              class: "min-h-11 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700",
              [WalletHook.shareTicket]: `/my-tickets${shareFragment(entry.ticket)}`,
            },
            "Share this ticket",
          ),
          el(
            "button",
            { type: "button", class: "min-h-11 rounded-lg border border-slate-400 px-4 py-2", [WalletHook.deleteTicket]: entry.id },
            "Delete this ticket",
          ),
        )
      : null,
  );
}
