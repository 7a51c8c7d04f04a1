/**
 * The checker's form, as the route hands over its query values: a game, an optional draw date, up to ten
 * boards (one per line of `numbers`) and the PowerBall field. Each line is checked on its own against the
 * rules of the era of the chosen date (the current era when no date is chosen), and every message says
 * which line is wrong and how, so nothing a person types can end in an error page.
 *
 * PowerBall games: a line may carry its own PowerBall after a "+" ("3 11 24 38 45 + 7"), as a ticket
 * with several boards has one PowerBall per board; a line without one takes the PowerBall field. That
 * keeps the old single-board addresses (`numbers=1 2 3 4 5&powerball=7`) meaning what they meant.
 */
import { MAX_BOARDS, type Ticket } from "~/rules/check-numbers";
import { currentEra, type Era, eraOn, type GameId, GAMES, hasPowerBall, isGameId } from "~/rules/games";
import { parseDateInput } from "~/input/date-field";
import { parseDecimal } from "~/input/decimal-integer";
import { mainNumbersProblem, notNumbersMessage, parseNumberList, powerballInRange } from "~/input/board-numbers";

export interface CheckFormValues {
  game: string;
  numbers: string;
  powerball: string;
  date: string;
}

interface LineError {
  /** 1-based line of the numbers field, as the person sees it (blank lines count). */
  line: number;
  message: string;
}

export interface CheckFormErrors {
  game?: string;
  date?: string;
  /** A message about the whole field (too many lines, nothing entered). */
  numbers?: string;
  lines?: LineError[];
  powerball?: string;
}

export type CheckForm =
  | { status: "empty"; game: GameId; date: string | null; values: CheckFormValues }
  | { status: "invalid"; game: GameId; date: string | null; values: CheckFormValues; errors: CheckFormErrors }
  | { status: "ok"; game: GameId; date: string | null; values: CheckFormValues; boards: Ticket[] };

const isPowerballGame = hasPowerBall;

/** The rules a board is checked against: the chosen draw's era, or the current one. */
export function formEra(game: GameId, date: string | null): Era {
  return (date ? eraOn(game, date) : undefined) ?? currentEra(game);
}

/** One line: a board, or what is wrong with it. `fieldPowerball` is the PowerBall field's value (PowerBall games). */
function parseLine(
  game: GameId,
  era: Era,
  text: string,
  fieldPowerball: number | null,
): { board: Ticket } | { error: string } | { needsPowerball: true; numbers: number[] } {
  const name = GAMES[game].name;
  const parts = text.split("+");
  if (parts.length > 2) return { error: "Use one + only, before the PowerBall." };
  const [mainText = "", powerballText] = parts;
  if (powerballText !== undefined && !isPowerballGame(game))
    return { error: `${name} has no PowerBall: remove the + and the number after it.` };
  const numbers = parseNumberList(mainText.trim());
  if (!numbers) return { error: notNumbersMessage(era) };
  const hint =
    isPowerballGame(game) && powerballText === undefined && numbers.length === era.mainCount + 1 ? " Put your PowerBall after a +." : "";
  const problem = mainNumbersProblem(name, era, numbers, hint);
  if (problem) return { error: problem };
  const sorted = [...numbers].sort((a, b) => a - b);
  if (!isPowerballGame(game)) return { board: { numbers: sorted, powerball: null } };
  if (powerballText === undefined) {
    return fieldPowerball === null ? { needsPowerball: true, numbers: sorted } : { board: { numbers: sorted, powerball: fieldPowerball } };
  }
  const powerball = parseDecimal(powerballText.trim());
  if (!powerballInRange(era, powerball)) return { error: `The PowerBall after the + must be a number from 1 to ${era.bonusMax}.` };
  return { board: { numbers: sorted, powerball } };
}

export function parseCheckForm(raw: {
  game: string | null;
  numbers: string | null;
  powerball: string | null;
  date: string | null;
}): CheckForm {
  const values: CheckFormValues = {
    game: raw.game ?? "",
    numbers: (raw.numbers ?? "").trim(),
    powerball: (raw.powerball ?? "").trim(),
    date: (raw.date ?? "").trim(),
  };
  const parsedDate = values.date === "" ? null : parseDateInput(values.date);
  const dateValid = values.date === "" || parsedDate !== null;
  const date = parsedDate;
  const errors: CheckFormErrors = {};
  if (!dateValid) {
    // The message repeats what was typed (React escapes it), shortened.
    const shown = values.date.length > 20 ? `${values.date.slice(0, 20)}…` : values.date;
    errors.date = `"${shown}" is not a date we can read. Type it as dd/mm/yyyy (for example 14/11/2026); leave it empty for the latest draw.`;
  }

  if (!isGameId(values.game)) {
    if (values.game === "" && values.numbers === "" && !errors.date) return { status: "empty", game: "lotto", date, values };
    return { status: "invalid", game: "lotto", date, values, errors: { ...errors, game: "Choose a game from the list." } };
  }
  const game = values.game;
  const era = formEra(game, date);
  if (values.numbers === "" && values.powerball === "") {
    return errors.date ? { status: "invalid", game, date, values, errors } : { status: "empty", game, date, values };
  }

  // The PowerBall field: PowerBall games only (other games ignore it, as they always did).
  let fieldPowerball: number | null = null;
  let fieldPowerballError: string | undefined;
  const powerballMessage = `Enter your PowerBall: a number from 1 to ${era.bonusMax}.`;
  if (isPowerballGame(game) && values.powerball !== "") {
    const value = parseDecimal(values.powerball);
    if (!powerballInRange(era, value)) fieldPowerballError = powerballMessage;
    else fieldPowerball = value;
  }

  const lines = values.numbers.split(/\r\n|\r|\n/);
  const filled = lines.map((text, index) => ({ text: text.trim(), line: index + 1 })).filter((l) => l.text !== "");
  const boards: Ticket[] = [];
  const lineErrors: LineError[] = [];
  let missingPowerball = false;
  if (filled.length === 0) {
    errors.numbers = `Enter your ${era.mainCount} numbers, one board per line.`;
  } else if (filled.length > MAX_BOARDS) {
    errors.numbers = `Enter at most ${MAX_BOARDS} boards, one per line; you entered ${filled.length}.`;
  } else {
    for (const { text, line } of filled) {
      const result = parseLine(game, era, text, fieldPowerball);
      if ("board" in result) boards.push(result.board);
      else if ("error" in result) lineErrors.push({ line, message: `Line ${line}: ${result.error}` });
      else missingPowerball = true;
    }
  }
  if (lineErrors.length > 0) errors.lines = lineErrors;
  if (fieldPowerballError) errors.powerball = fieldPowerballError;
  else if (missingPowerball) errors.powerball = `${powerballMessage} It is used for every line without its own + PowerBall.`;
  if (errors.date || errors.numbers || errors.lines || errors.powerball) return { status: "invalid", game, date, values, errors };
  return { status: "ok", game, date, values, boards };
}
