/**
 * The odds of a prize division as a draw page shows it: from the stored match code and the rules of the
 * draw's era (games.ts does the counting). The stored code is what the prize table said, so this works
 * where the era has no division table of ours (the 1-58 Lotto era, the first PowerBall era) and for a
 * Plus pool that paid a table of its own. Client-safe.
 */
import { formatInteger } from "../words/numbers";
import { divisionProbability, oddsOneIn, type DivisionRule, type Era } from "./games";

const MATCH_CODE = /^(\d)(?:\+(bonus|powerball))?$/;

/** "5+bonus" → 5 main balls and the bonus ball; null for a code we cannot read. */
export function parseMatchCode(code: string): Omit<DivisionRule, "division"> | null {
  const match = MATCH_CODE.exec(code);
  if (!match) return null;
  return { main: Number(match[1]), bonus: match[2] !== undefined };
}

/**
 * Probability that one board wins this division of a draw's prize table, in the draw's era; null when the
 * era is unknown or the code cannot be a prize of it (more balls than are drawn, a bonus the game lacks).
 *
 * "k" without a bonus means "k, and not the bonus" when the same table also pays "k + bonus" (Lotto's
 * "Match 5" and "Match 5 + Bonus"); when it does not, a board with k and the bonus wins this division too,
 * so both count (LOTTO 5 MAX's table of 29 Nov 2025 paid "Match 2" with no "2 + bonus" row).
 */
export function divisionOdds(era: Era | undefined, code: string, tableCodes: readonly string[]): number | null {
  const rule = parseMatchCode(code);
  if (!era || !rule || rule.main > era.mainCount) return null;
  const withRule = (bonus: boolean) => divisionProbability(era, { division: 0, main: rule.main, bonus });
  if (era.bonusMax === null) return rule.bonus ? null : withRule(false);
  if (rule.bonus) return withRule(true);
  const bonusPrizeToo = tableCodes.some((other) => {
    const parsed = parseMatchCode(other);
    return parsed !== null && parsed.bonus && parsed.main === rule.main;
  });
  return bonusPrizeToo ? withRule(false) : withRule(false) + withRule(true);
}

/** The N of "1 in N": "20,358,520", or "8.14" for the commonest prizes. */
export function oddsText(probability: number): string {
  const n = oddsOneIn(probability);
  return n >= 100 ? formatInteger(n) : String(n);
}
