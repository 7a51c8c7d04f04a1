/**
 * A lottery ball. Types and sizes are the spec's: lotto, powerball, bonus, powerball-bonus; tiny … large.
 * "hero" is ours: medium on a phone, where seven large balls would not fit one line, large from 640px.
 */
import { hasPowerBall, type GameId } from "~/rules/game-names";

export type BallType = "lotto" | "powerball" | "bonus" | "powerball-bonus";
export type BallSize = "tiny" | "small" | "medium" | "large" | "hero";

/**
 * Main balls are solid in the colour of the game around them (`data-game`, app/tailwind.css); the bonus
 * ball and the PowerBall have fills and rings of their own, and are named in words wherever they show.
 * Numbers are white by value (#fff), not `text-white`, so no colour scheme can turn them dark.
 */
export const BALL_CLASSES: Record<BallType, string> = {
  lotto: "bg-(--game-ball) text-[#fff]",
  powerball: "bg-(--game-ball) text-[#fff]",
  bonus: "bg-[#fbbf24] text-[#020617] ring-2 ring-[#d97706]",
  "powerball-bonus": "bg-[#b91c1c] text-[#fff] ring-2 ring-[#7f1d1d]",
};

/** The kind of a game's bonus ball: Lotto's bonus ball or the PowerBall. */
export const bonusBallType = (game: GameId): BallType => (hasPowerBall(game) ? "powerball-bonus" : "bonus");

/** Numbers are at least 14 px at every size (WCAG-friendly and readable in a table at 390 px). */
const SIZE_CLASSES: Record<BallSize, string> = {
  tiny: "h-7 w-7 text-sm",
  small: "h-8 w-8 text-sm",
  medium: "h-10 w-10 text-base",
  large: "h-14 w-14 text-xl",
  hero: "h-8 w-8 text-base sm:h-14 sm:w-14 sm:text-xl",
};

export function NumberBall({
  number,
  gameType,
  size = "medium",
  label,
}: {
  number: number;
  gameType: BallType;
  size?: BallSize;
  label?: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold tabular-nums ${BALL_CLASSES[gameType]} ${SIZE_CLASSES[size]}`}
      title={label}
    >
      {number}
      {label ? <span className="sr-only"> ({label})</span> : null}
    </span>
  );
}
