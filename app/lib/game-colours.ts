/**
 * Each game's colours, in one place: the draw pages' balls and accents read them, and other components
 * may too. Full Tailwind class strings (never built from parts), so Tailwind finds them in this file.
 *
 * Every ball is a solid fill with its number at WCAG AA contrast or better (white on the 700/800 shades is
 * 5.5:1 to 9:1; near-black on amber-400 about 11:1). The bonus ball / PowerBall has a fill of its own and
 * a ring, and pages also name it in words, so it never stands apart by colour alone. Client-safe.
 */
import type { GameId } from "./games";

export interface GameColours {
  /** A main ball: solid fill and number colour. */
  ball: string;
  /** The bonus ball or PowerBall. */
  bonus: string;
  /** A border in the game's colour (the top of a draw's panel). */
  border: string;
  /** Text in the game's colour on white, AA (small labels, the game's name). */
  text: string;
}

const LOTTO_BONUS = "bg-amber-400 text-slate-950 ring-2 ring-amber-600";
const POWERBALL = "bg-red-700 text-white ring-2 ring-red-900";

export const GAME_COLOURS: Record<GameId, GameColours> = {
  lotto: { ball: "bg-emerald-700 text-white", bonus: LOTTO_BONUS, border: "border-emerald-700", text: "text-emerald-800" },
  "lotto-plus-1": { ball: "bg-sky-800 text-white", bonus: LOTTO_BONUS, border: "border-sky-800", text: "text-sky-800" },
  "lotto-plus-2": { ball: "bg-violet-700 text-white", bonus: LOTTO_BONUS, border: "border-violet-700", text: "text-violet-800" },
  powerball: { ball: "bg-blue-800 text-white", bonus: POWERBALL, border: "border-blue-800", text: "text-blue-800" },
  "powerball-plus": { ball: "bg-cyan-800 text-white", bonus: POWERBALL, border: "border-cyan-800", text: "text-cyan-800" },
  "daily-lotto": { ball: "bg-fuchsia-800 text-white", bonus: LOTTO_BONUS, border: "border-fuchsia-800", text: "text-fuchsia-800" },
};

export const gameColours = (game: GameId): GameColours => GAME_COLOURS[game];
