/**
 * The "Add a ticket" form read into a ticket, or a message per field in the site's words (the same
 * words as the checker's, from app/input/board-numbers.ts). Every board is checked against the rules of
 * each draw the ticket covers: a ticket bought before the June 2026 change and playing past it must be
 * valid under both eras (a Lotto number above 52, or a PowerBall above 16, is not). Nothing is a ticket
 * until every field is right. Client-safe: the page's script runs it beside the fields.
 */
import { mainNumbersProblem, notNumbersMessage, parseNumberList, powerballInRange } from "~/input/board-numbers";
import { formatDay } from "~/words/dates";
import { parseDateInput } from "~/input/date-field";
import { parseDecimal } from "~/input/decimal-digits";
import { parseRandAmount } from "~/input/rand-amount";

import { currentEra, displayName, drawDaysText, type Era, eraOn, type GameId, GAMES, hasPowerBall } from "~/rules/games";
import { isScheduledDrawDate } from "~/rules/schedule";
import { coveredDraws } from "./ticket-draws";
import { tablePrice } from "./ticket-price";
import { addOnsOf, BOARD_LETTERS, isTicketGame, MAX_DRAWS, type Board, type WalletTicket } from "./ticket";

export interface TicketFormValues {
  game: string;
  /** Board A's text first; as many as the form has (up to ten). */
  boards: readonly string[];
  /** PowerBall A's text first (PowerBall tickets; other games ignore them). */
  powerballs: readonly string[];
  /** The ids of the add-ons ticked. */
  addOns: readonly string[];
  firstDraw: string;
  draws: string;
  /**
   * The price paid, in rand. The form always sends it (it must be filled in); undefined for a ticket kept
   * before the form asked for it, or a link that carries none, which then has no price of its own.
   */
  price?: string;
}

/** The form's fields as the messages name them: the page puts each message beside the field of that name. */
export type TicketField = "game" | "firstDraw" | "draws" | "addOns" | "price" | `board-${string}` | `powerball-${string}`;
export type TicketFormErrors = Partial<Record<TicketField, string>>;

export type TicketFormResult = { ok: true; ticket: WalletTicket } | { ok: false; errors: TicketFormErrors };

const boardField = (letter: string): TicketField => `board-${letter}`;
/** The id of a field's control in the page (`ticket-board-A`); its message's is this with `-error`. */
export const ticketFieldId = (field: TicketField) => `ticket-${field}`;
const powerballField = (letter: string): TicketField => `powerball-${letter}`;

const DRAWS_MESSAGE = `Enter how many consecutive draws the ticket plays: a whole number from 1 to ${MAX_DRAWS}.`;

/** The price's message, or null when it reads as rand more than 0. */
function priceProblem(text: string): string | null {
  if (text === "") return "Enter the price printed on the ticket, in rand (for example 15 or 22.50).";
  if (parseRandAmount(text) !== null) return null;
  const shown = text.length > 20 ? `${text.slice(0, 20)}…` : text;
  return `"${shown}" is not a price we can read: type it in rand, more than 0 (for example 15 or 22.50).`;
}

/** "Wednesday and Saturday" → "on Wednesday and Saturday"; "every day" stays. */
const drawnOn = (era: Era) => (era.drawDays.length === 7 ? "every day" : `on ${drawDaysText(era)}`);

function firstDrawProblem(game: GameId, text: string, date: string | null): string | null {
  const name = GAMES[game].name;
  if (text === "") return "Enter the date of the ticket's first draw as dd/mm/yyyy (for example 14/11/2026).";
  if (date === null) {
    const shown = text.length > 20 ? `${text.slice(0, 20)}…` : text;
    return `"${shown}" is not a date we can read. Type it as dd/mm/yyyy (for example 14/11/2026).`;
  }
  const era = eraOn(game, date);
  if (!era) return `${name}'s first draw was on ${formatDay(GAMES[game].firstDraw)}.`;
  if (!isScheduledDrawDate(game, date)) return `There is no ${name} draw on ${formatDay(date)}: ${name} is drawn ${drawnOn(era)}.`;
  return null;
}

/** The eras a ticket's draws fall in, each with the first of its draws (for the message's "the rules of …"). */
function erasOf(game: GameId, dates: readonly string[]): { era: Era; from: string }[] {
  const eras: { era: Era; from: string }[] = [];
  for (const date of dates) {
    const era = eraOn(game, date);
    if (era && !eras.some((e) => e.era === era)) eras.push({ era, from: date });
  }
  return eras.length > 0 ? eras : [{ era: currentEra(game), from: "" }];
}

/**
 * The first rule a value breaks among the ticket's eras. When another of its eras accepts the value (the
 * rule changed between its draws), the message names the draw from which it is wrong.
 */
function underEachEra(eras: readonly { era: Era; from: string }[], problem: (era: Era) => string | null): string | null {
  const problems = eras.map(({ era }) => problem(era));
  const index = problems.findIndex((message) => message !== null);
  if (index === -1) return null;
  const message = problems[index]!;
  if (problems.every((other) => other === message)) return message;
  return `${message.replace(/\.$/, "")} for the draw of ${formatDay(eras[index]!.from)} onwards.`;
}

function addOnsProblem(game: GameId, addOns: readonly string[], dates: readonly string[]): string | null {
  const allowed = addOnsOf(game);
  if (addOns.some((id) => !(allowed as string[]).includes(id))) {
    return allowed.length === 0
      ? `${GAMES[game].name} has no add-on this wallet can check.`
      : `Choose only ${GAMES[game].name}'s add-ons: ${allowed.map(displayName).join(", ")}.`;
  }
  for (const id of addOns as GameId[]) {
    const missed = dates.find((date) => !eraOn(id, date));
    if (missed)
      return `${displayName(id)} was first drawn on ${formatDay(GAMES[id].firstDraw)}: it was not played on ${formatDay(missed)}.`;
  }
  return null;
}

export function parseTicketForm(values: TicketFormValues): TicketFormResult {
  if (!isTicketGame(values.game)) return { ok: false, errors: { game: "Choose a game from the list." } };
  const game = values.game;
  const name = GAMES[game].name;
  const powerballGame = hasPowerBall(game);
  const errors: TicketFormErrors = {};

  const firstDrawText = values.firstDraw.trim();
  const firstDraw = parseDateInput(firstDrawText);
  const dateProblem = firstDrawProblem(game, firstDrawText, firstDraw);
  if (dateProblem) errors.firstDraw = dateProblem;

  const count = parseDecimal(values.draws.trim());
  if (count === null || count < 1 || count > MAX_DRAWS) errors.draws = DRAWS_MESSAGE;

  // The draws covered, when the date and the count are right: every check below is made for each of them.
  const dates = !dateProblem && firstDraw && !errors.draws && count ? coveredDraws(game, firstDraw, count) : [];
  if (count !== null && dates.length > 0 && dates.length < count)
    errors.draws = `Our schedule holds only ${dates.length} ${name} draws from ${formatDay(firstDraw!)}.`;

  const addOns = [...new Set(values.addOns)];
  const addOnsMessage = addOnsProblem(game, addOns, dates);
  if (addOnsMessage) errors.addOns = addOnsMessage;

  const eras = erasOf(game, dates);
  const boardTexts = BOARD_LETTERS.map((_, i) => (values.boards[i] ?? "").trim());
  const powerballTexts = BOARD_LETTERS.map((_, i) => (powerballGame ? (values.powerballs[i] ?? "").trim() : ""));
  const lastFilled = BOARD_LETTERS.reduce((last, _, i) => (boardTexts[i] !== "" || powerballTexts[i] !== "" ? i : last), -1);
  const boards: Board[] = [];
  if (lastFilled === -1) errors[boardField("A")] = `Enter the ${eras[0]!.era.mainCount} numbers of board A.`;
  for (let i = 0; i <= lastFilled; i++) {
    const letter = BOARD_LETTERS[i]!;
    const text = boardTexts[i]!;
    if (text === "") {
      errors[boardField(letter)] =
        powerballTexts[i] !== ""
          ? `Enter the numbers of board ${letter} too, or clear PowerBall ${letter}.`
          : `Board ${letter} is empty: fill the boards in order, as they are printed.`;
      continue;
    }
    const numbers = parseNumberList(text);
    const numbersProblem = numbers ? underEachEra(eras, (era) => mainNumbersProblem(name, era, numbers)) : notNumbersMessage(eras[0]!.era);
    if (numbersProblem) errors[boardField(letter)] = numbersProblem;
    let powerball: number | null = null;
    if (powerballGame) {
      powerball = parseDecimal(powerballTexts[i]!);
      const powerballProblem =
        powerballTexts[i] === ""
          ? `Enter PowerBall ${letter}: a number from 1 to ${eras[0]!.era.bonusMax}.`
          : underEachEra(eras, (era) =>
              powerballInRange(era, powerball) ? null : `PowerBall ${letter} must be a number from 1 to ${era.bonusMax}.`,
            );
      if (powerballProblem) errors[powerballField(letter)] = powerballProblem;
    }
    if (numbers && !numbersProblem) boards.push({ numbers: [...numbers].sort((a, b) => a - b), powerball });
  }

  const priceText = values.price?.trim();
  const pricing = priceText === undefined ? null : priceProblem(priceText);
  if (pricing) errors.price = pricing;

  if (Object.keys(errors).length > 0 || !firstDraw || count === null) return { ok: false, errors };
  const ordered = addOnsOf(game).filter((id) => addOns.includes(id));
  const ticket: WalletTicket = { game, boards, addOns: ordered, firstDraw, draws: count };
  return { ok: true, ticket: priceText === undefined ? ticket : { ...ticket, price: parseRandAmount(priceText)! } };
}

/**
 * The price our table gives the ticket being typed (its game, the add-ons ticked, the boards filled in,
 * its first draw and draws), to fill in the price field; null when the table lacks it or the form does
 * not say enough yet.
 */
export function suggestedPrice(values: TicketFormValues): number | null {
  if (!isTicketGame(values.game)) return null;
  const firstDraw = parseDateInput(values.firstDraw.trim());
  const draws = parseDecimal(values.draws.trim());
  const boards = values.boards.filter((text) => text.trim() !== "").length;
  if (!firstDraw || draws === null || draws < 1 || draws > MAX_DRAWS || boards === 0) return null;
  const addOns = addOnsOf(values.game).filter((id) => values.addOns.includes(id));
  return tablePrice({ game: values.game, addOns, firstDraw, draws, boards: { length: boards } });
}
