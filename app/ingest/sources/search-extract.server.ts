/**
 * Reads a draw's numbers out of search-result text (titles, snippets, page metatags). Free text is easy
 * to misread, so the reading is strict: one block of text must name the game, name the date and hold
 * exactly the era's count of main balls in a comma- or dash-separated list, then the bonus ball /
 * PowerBall behind a "+", "Bonus" or "PowerBall" marker. Blocks that disagree make the result unknown.
 */
import { eraOn, type GameId, hasPowerBall } from "~/rules/games";
import { monthName } from "~/words/dates";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—" };

/**
 * A snippet as plain text: an engine's highlight markup ("<strong>Lotto</strong>", Brave's) and other
 * tags taken out, the common character references read, so the extraction sees the words a page shows.
 */
export function plainText(html: string): string {
  return html.replace(/<[^>]{0,200}>/g, "").replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Names a block must contain for a game; the lookarounds keep Lotto from matching Lotto Plus or Daily Lotto. */
const GAME_PATTERNS: Record<GameId, RegExp> = {
  lotto: /(?<!daily\s*)\blotto\b(?!\s*(?:plus|5\s*max))/i,
  "lotto-plus-1": /\blotto\s*plus\s*1\b/i,
  "lotto-plus-2": /\blotto\s*(?:plus\s*2|5\s*max)\b/i,
  powerball: /\bpower\s?ball\b(?!\s*(?:plus|xtra))/i,
  "powerball-plus": /\bpower\s?ball\s*(?:plus|xtra)\b/i,
  "daily-lotto": /\bdaily\s*lotto\b(?!\s*plus)/i,
};

/** "PowerBall: 7" labels a ball; it does not name the PowerBall game. */
const BALL_LABEL = /\bpower\s?ball\s*(?:was|is|:)\s*\d{1,2}\b/gi;

/** The block names this game and no other (a page about Lotto and Lotto Plus 1 at once is ambiguous). */
function namesOnly(game: GameId, block: string): boolean {
  const text = block.replace(BALL_LABEL, "#");
  return (Object.keys(GAME_PATTERNS) as GameId[]).every((other) => GAME_PATTERNS[other].test(text) === (other === game));
}

/** The ways a page writes an SA date: 2026-11-21, 21/11/2026, 21 November 2026, 21 Nov 2026. */
function datePatterns(date: string): RegExp[] {
  const [year, month, day] = date.split("-") as [string, string, string];
  const name = monthName(Number(month));
  const d = String(Number(day));
  return [
    new RegExp(`\\b${year}-${month}-${day}\\b`),
    new RegExp(`\\b0?${d}/${month.replace(/^0/, "0?")}/${year}\\b`),
    new RegExp(`\\b0?${d}(?:st|nd|rd|th)?\\s+(?:${name}|${name.slice(0, 3)})\\.?,?\\s+${year}\\b`, "i"),
  ];
}

function numbersPattern(game: GameId, mainCount: number, hasBonus: boolean): RegExp {
  const sep = "\\s*[,\\-–]\\s*";
  // Not preceded or followed by more of the same list: a 6-ball list never passes for a 5-ball one.
  const list = `(?<!\\d${sep})\\b(\\d{1,2}(?:${sep}\\d{1,2}){${mainCount - 1}})\\b(?!${sep}\\d)`;
  if (!hasBonus) return new RegExp(list, "g");
  const marker = hasPowerBall(game) ? "(?:\\+|power\\s?ball)" : "(?:\\+|bonus(?:\\s*ball)?)";
  return new RegExp(`${list}\\s*,?\\s*(?:and\\s+)?(?:the\\s+)?${marker}(?:\\s*(?:was|is|:))?\\s*(\\d{1,2})\\b`, "gi");
}

export interface ExtractedDraw {
  numbers: number[];
  bonus: number | null;
}

/** The draw of `game` on `date` that the text blocks agree on, or null when none (or they disagree). */
export function extractDraw(game: GameId, date: string, blocks: readonly string[]): ExtractedDraw | null {
  const era = eraOn(game, date);
  if (!era) return null;
  const hasBonus = era.bonusMax !== null;
  const dates = datePatterns(date);
  const found = new Map<string, ExtractedDraw>();
  for (const block of blocks) {
    if (!namesOnly(game, block) || !dates.some((pattern) => pattern.test(block))) continue;
    for (const match of block.matchAll(numbersPattern(game, era.mainCount, hasBonus))) {
      const numbers = match[1]!
        .split(/[,\-–]/)
        .map((n) => Number(n.trim()))
        .sort((a, b) => a - b);
      const bonus = hasBonus ? Number(match[2]) : null;
      found.set(`${numbers.join()}|${bonus}`, { numbers, bonus });
    }
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}
