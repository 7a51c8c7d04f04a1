/** Parses the check-my-numbers form against the game's current era, with messages for each field. */
import type { Ticket } from "./check-numbers";
import { parseDecimal } from "./decimal-integer.server";
import { currentEra, GAMES, isGameId, type GameId } from "./games";

export type TicketParse =
  | { status: "empty"; game: GameId }
  | { status: "invalid"; game: GameId; errors: { game?: string; numbers?: string; powerball?: string }; values: Record<string, string> }
  | { status: "ok"; game: GameId; ticket: Ticket; values: Record<string, string> };

function parseList(text: string): number[] | null {
  const numbers = text.split(/[\s,;]+/).filter(Boolean).map(parseDecimal);
  return numbers.every((number): number is number => number !== null) ? numbers : null;
}

export function parseTicket(search: URLSearchParams): TicketParse {
  const rawGame = search.get("game") ?? "";
  const numbersText = (search.get("numbers") ?? "").trim();
  const powerballText = (search.get("powerball") ?? "").trim();
  const values = { game: rawGame, numbers: numbersText, powerball: powerballText };
  if (!isGameId(rawGame)) {
    if (rawGame === "" && numbersText === "") return { status: "empty", game: "lotto" };
    return { status: "invalid", game: "lotto", errors: { game: "Choose a game from the list." }, values };
  }
  const game = rawGame;
  if (numbersText === "" && powerballText === "") return { status: "empty", game };
  const era = currentEra(game);
  const errors: { numbers?: string; powerball?: string } = {};
  const numbers = parseList(numbersText);
  if (!numbers) errors.numbers = `Enter ${era.mainCount} whole numbers separated by spaces or commas.`;
  else if (numbers.length !== era.mainCount) errors.numbers = `${GAMES[game].name} needs exactly ${era.mainCount} numbers; you entered ${numbers.length}.`;
  else if (numbers.some((n) => n < 1 || n > era.mainMax)) errors.numbers = `Each number must be from 1 to ${era.mainMax}.`;
  else if (new Set(numbers).size !== numbers.length) errors.numbers = "Each number can be chosen only once.";

  let powerball: number | null = null;
  if (GAMES[game].family === "powerball") {
    const value = parseDecimal(powerballText);
    if (value === null || value < 1 || value > (era.bonusMax ?? 0)) {
      errors.powerball = `Enter your PowerBall: a number from 1 to ${era.bonusMax}.`;
    } else powerball = value;
  }
  if (errors.numbers || errors.powerball || !numbers) return { status: "invalid", game, errors, values };
  return { status: "ok", game, ticket: { numbers: [...numbers].sort((a, b) => a - b), powerball }, values };
}
