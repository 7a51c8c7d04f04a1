/**
 * Reads the Manual Entry form into a draw and validates it exactly as ingested data is validated
 * (`parseDraw`: the rules of the era of the draw's date). Text that is not even a number is caught here
 * first, with a message for its field; the era's rules then speak through `parseDraw`, and each of its
 * messages is shown beside the field it is about.
 */
import { parseDecimal } from "~/input/decimal-integer";
import { randAmountProblem } from "~/input/rand-amount";
import { parseDraw, type DivisionInput, type DrawInput } from "~/input/draw-input.server";
import { bonusName, divisionCode, displayName, eraOn, isGameId, type GameId } from "~/rules/games";
import { isIsoDate } from "~/rules/schedule";
import {
  divisionFieldName,
  MAX_DIVISION_ROWS,
  TEXT_FIELDS,
  type DrawFormErrors,
  type DrawFormField,
  type DrawFormValues,
  type RolloverValue,
} from "./draw-form";

export type ParsedDrawForm = { ok: true; draw: DrawInput; warnings: string[] } | { ok: false; errors: DrawFormErrors };

/** The form's fields as sent (a missing or non-text field counts as empty). */
export function readDrawForm(formData: FormData): DrawFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as Omit<DrawFormValues, "divisions">;
  const rollover: RolloverValue = fields.rollover === "yes" || fields.rollover === "no" ? fields.rollover : "";
  const divisions = Array.from({ length: MAX_DIVISION_ROWS }, (_, index) => ({
    winners: text(divisionFieldName(index + 1, "winners")),
    payout: text(divisionFieldName(index + 1, "payout")),
  }));
  return { ...fields, rollover, divisions };
}

/** Rand as people type it: "R 12,500,000.50", "12 500 000", "12500000". */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const cleanAmount = (text: string) => text.replace(/^R\s*/i, "").replace(/[\s,]/g, "");

class FieldErrors {
  readonly errors: DrawFormErrors = {};
  add(field: DrawFormField, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  get any() {
    return Object.keys(this.errors).length > 0;
  }
}

function amount(text: string, field: DrawFormField, label: string, errors: FieldErrors): number | null {
  if (text === "") return null;
  const cleaned = cleanAmount(text);
  if (!AMOUNT.test(cleaned)) {
    errors.add(field, `${label}: enter an amount in rand such as 12500000 or 12,500,000.50, or leave it blank.`);
    return null;
  }
  // The bound every write path shares, said beside the field rather than as parseDraw's path-worded line.
  const problem = randAmountProblem(Number(cleaned));
  if (problem) {
    errors.add(field, `${label} ${problem}.`);
    return null;
  }
  return Number(cleaned);
}

function wholeNumber(text: string, field: DrawFormField, message: string, errors: FieldErrors): number | null {
  if (text === "") return null;
  const number = parseDecimal(text);
  if (number === null) errors.add(field, message);
  return number;
}

function mainNumbers(text: string, errors: FieldErrors): number[] | null {
  if (text === "") {
    errors.add("numbers", "Enter the main numbers drawn.");
    return null;
  }
  const numbers = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(parseDecimal);
  if (!numbers.every((number): number is number => number !== null)) {
    errors.add("numbers", "Enter the main numbers as whole numbers separated by spaces, for example 4 15 23 31 42 50.");
    return null;
  }
  return numbers;
}

/** The division rows filled in, with their match code from the era's table. */
function divisionRows(values: DrawFormValues, game: GameId | null, date: string | null, errors: FieldErrors): DivisionInput[] {
  const rows: DivisionInput[] = [];
  values.divisions.forEach((row, index) => {
    const division = index + 1;
    if (row.winners === "" && row.payout === "") return;
    const winners = wholeNumber(
      row.winners,
      "divisions",
      `Division ${division}: the number of winners is a whole number, or blank when unknown.`,
      errors,
    );
    const payout = amount(row.payout, "divisions", `Division ${division} prize`, errors);
    rows.push({ division, match: "", winners, payout });
  });
  if (rows.length === 0 || !game || !date) return rows;
  const era = eraOn(game, date);
  if (!era) return rows; // parseDraw reports the date
  if (!era.divisions) {
    errors.add(
      "divisions",
      `The prize-division table of ${displayName(game)} on ${date} is not in our records, so divisions cannot be stored: leave them blank.`,
    );
    return [];
  }
  const table = era.divisions;
  return rows.flatMap((row) => {
    const rule = table.find((d) => d.division === row.division);
    if (!rule) {
      errors.add("divisions", `${displayName(game)} has ${table.length} divisions on ${date}: leave division ${row.division} blank.`);
      return [];
    }
    return [{ ...row, match: divisionCode(game, rule) }];
  });
}

const ZOD_PATH_FIELDS: Record<string, DrawFormField> = {
  game: "game",
  drawDate: "drawDate",
  drawNumber: "drawNumber",
  numbers: "numbers",
  bonus: "bonus",
  jackpot: "jackpot",
  nextJackpot: "nextJackpot",
  rollover: "rollover",
  rolloverAmount: "rolloverAmount",
  divisions: "divisions",
};

/** Which field one of parseDraw's messages is about (its wording comes from app/input/draw-input.server.ts). */
function fieldOfDrawError(message: string): { field: DrawFormField; text: string } {
  const zodPath = /^(\w+)[.\w]*: (.*)$/.exec(message);
  if (zodPath && ZOD_PATH_FIELDS[zodPath[1]!]) return { field: ZOD_PATH_FIELDS[zodPath[1]!]!, text: sentence(zodPath[2]!) };
  if (/no draws on/.test(message)) return { field: "drawDate", text: sentence(message) };
  // Division messages mention match codes such as "5+bonus": they go first.
  if (/division/i.test(message)) return { field: "divisions", text: sentence(message) };
  // "the bonus ball 9 is also a main number" is about the bonus ball; "Powerball draws 5 main numbers" is not.
  if (/^the (bonus ball|PowerBall)\b|has no bonus ball/.test(message)) return { field: "bonus", text: sentence(message) };
  if (/main number|drawn order/.test(message)) return { field: "numbers", text: sentence(message) };
  return { field: "form", text: sentence(message) };
}

const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** `now`: the clock a draw must have been drawn by (the request's; tests fix it). */
export function parseDrawForm(values: DrawFormValues, now: Date): ParsedDrawForm {
  const errors = new FieldErrors();
  const game = isGameId(values.game) ? values.game : null;
  if (!game) errors.add("game", "Choose the game.");
  const date = isIsoDate(values.drawDate) ? values.drawDate : null;
  if (!date) errors.add("drawDate", values.drawDate === "" ? "Enter the draw date." : "Enter the draw date as YYYY-MM-DD, a real date.");
  const drawNumber = wholeNumber(values.drawNumber, "drawNumber", "The draw number is a whole number, or blank when unknown.", errors);
  if (drawNumber === 0) errors.add("drawNumber", "The draw number is a whole number from 1, or blank when unknown.");
  const numbers = mainNumbers(values.numbers, errors);
  const bonus = wholeNumber(
    values.bonus,
    "bonus",
    `The ${game ? bonusName(game) : "bonus ball"} is a whole number${game === "daily-lotto" ? "; Daily Lotto has none, so leave it blank" : ""}.`,
    errors,
  );
  const jackpot = amount(values.jackpot, "jackpot", "Jackpot", errors);
  const nextJackpot = amount(values.nextJackpot, "nextJackpot", "Next jackpot", errors);
  const rolloverAmount = amount(values.rolloverAmount, "rolloverAmount", "Rollover amount", errors);
  const divisions = divisionRows(values, game, date, errors);

  // The era's rules need at least the game, the date and the balls; report them with the rest.
  if (game && date && numbers) {
    const parsed = parseDraw(
      {
        game,
        drawDate: date,
        drawNumber: drawNumber || null,
        numbers,
        bonus,
        jackpot,
        nextJackpot,
        rolloverAmount,
        rollover: values.rollover === "" ? null : values.rollover === "yes",
        source: "manual",
        divisions,
      },
      { now },
    );
    if ("errors" in parsed) {
      for (const message of parsed.errors) {
        const { field, text } = fieldOfDrawError(message);
        errors.add(field, text);
      }
    } else if (!errors.any) {
      return { ok: true, draw: parsed.draw, warnings: parsed.warnings };
    }
  }
  return { ok: false, errors: errors.errors };
}
