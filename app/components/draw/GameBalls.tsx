import { BALL_CLASSES, bonusBallType } from "~/components/NumberBall";
import { bonusName, type GameId } from "~/rules/games";

/**
 * A draw's balls, solid in the game's colour (`data-game`, app/tailwind.css). A list, so a screen reader
 * hears each number; the bonus ball / PowerBall follows a "+" and is named in words (visibly under the
 * large balls, for screen readers only under the small ones), not marked by colour alone.
 *
 * "large" fits Lotto's seven balls on one line of a 390 px phone (40 px balls) and grows from 640 px.
 */
export type BallsSize = "large" | "small";

const SIZES: Record<BallsSize, { ball: string; gap: string }> = {
  large: { ball: "h-10 w-10 text-lg sm:h-14 sm:w-14 sm:text-2xl", gap: "gap-1 sm:gap-2" },
  small: { ball: "h-7 w-7 text-sm", gap: "gap-1" },
};

export function GameBalls({
  game,
  numbers,
  bonus,
  size,
  label,
}: {
  game: GameId;
  numbers: readonly number[];
  bonus: number | null;
  size: BallsSize;
  label: string;
}) {
  const { ball, gap } = SIZES[size];
  const shape = `inline-flex shrink-0 items-center justify-center rounded-full font-bold tabular-nums ${ball}`;
  return (
    <ul
      aria-label={label}
      data-game={game}
      className={`flex flex-wrap items-start ${gap} ${size === "large" && bonus !== null ? "pb-5" : ""}`}
    >
      {numbers.map((n, index) => (
        // Drawn order may repeat no number, but keys by position keep the list stable either way.
        <li key={`${index}-${n}`} className={`${shape} ${BALL_CLASSES.lotto}`} data-ball="main">
          {n}
        </li>
      ))}
      {bonus !== null ? (
        <li className="inline-flex items-start gap-1 sm:gap-2">
          <span
            aria-hidden="true"
            className={`flex items-center font-bold text-slate-600 ${size === "large" ? "h-10 sm:h-14 sm:text-xl" : "h-7"}`}
          >
            +
          </span>
          {/* The name hangs under the ball (the list leaves room for it) without widening it, so Lotto's
              seven large balls still fit one line at 390 px. */}
          <span className="relative inline-flex">
            <span className={`${shape} ${BALL_CLASSES[bonusBallType(game)]}`} data-ball="bonus">
              {bonus}
            </span>
            <span
              className={
                size === "large"
                  ? "absolute top-full left-1/2 mt-0.5 -translate-x-1/2 text-xs font-semibold whitespace-nowrap text-slate-700"
                  : "sr-only"
              }
            >
              {` ${bonusName(game)}`}
            </span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
