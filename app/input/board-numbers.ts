/**
 * One board's main numbers as a person types them, and what is wrong with them under an era's rules, in
 * the site's words. Shared by the checker's form (check-numbers-input.server.ts) and the ticket wallet's
 * form (app/tickets/), so both read a board the same way and say the same thing. Client-safe.
 */
import type { Era } from "../rules/games";
import { parseDecimal } from "./decimal-digits";

/** Whole numbers separated by spaces, commas or semicolons; null when any of them is not digits only. */
export function parseNumberList(text: string): number[] | null {
  const numbers = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(parseDecimal);
  return numbers.every((n): n is number => n !== null) ? numbers : null;
}

/** The message for a list that is not numbers at all. */
export const notNumbersMessage = (era: Pick<Era, "mainCount">) => `Enter ${era.mainCount} whole numbers separated by spaces or commas.`;

/**
 * What is wrong with a board's main numbers under `era` (count, range, a number twice), or null when
 * nothing is. `hint` is added to the count message (the checker's "Put your PowerBall after a +").
 */
export function mainNumbersProblem(
  gameName: string,
  era: Pick<Era, "mainCount" | "mainMax">,
  numbers: readonly number[],
  hint = "",
): string | null {
  if (numbers.length !== era.mainCount) return `${gameName} needs exactly ${era.mainCount} numbers; you entered ${numbers.length}.${hint}`;
  if (numbers.some((n) => n < 1 || n > era.mainMax)) return `Each number must be from 1 to ${era.mainMax}.`;
  const repeated = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (repeated !== undefined) return `Each number can be chosen only once (${repeated} is there twice).`;
  return null;
}

/** Whether a PowerBall is in the era's range. */
export function powerballInRange(era: Pick<Era, "bonusMax">, value: number | null): value is number {
  return value !== null && value >= 1 && value <= (era.bonusMax ?? 0);
}
