import { bonusName, GAME_NAMES, type GameId } from "~/rules/game-names";
import { bonusBallType, NumberBall, type BallSize } from "./NumberBall";

/**
 * The main balls, in the game's colour (`data-game`), then the bonus ball / PowerBall marked as such, on
 * one line: the bonus ball never drops to a line of its own (seven small balls are 264 px wide, inside
 * a result card or a history row at 390 px).
 */
export function DrawBalls({
  game,
  numbers,
  bonus,
  size = "small",
}: {
  game: GameId;
  numbers: readonly number[];
  bonus: number | null;
  size?: BallSize;
}) {
  const family = GAME_NAMES[game].family;
  return (
    <span role="img" className="inline-flex flex-nowrap items-center gap-1" data-game={game} aria-label={ballsLabel(game, numbers, bonus)}>
      {numbers.map((n) => (
        <NumberBall key={n} number={n} gameType={family === "powerball" ? "powerball" : "lotto"} size={size} />
      ))}
      {bonus !== null ? (
        <>
          {/* In the text colour around it, dimmed: on a white card and on the dark hero alike. */}
          <span aria-hidden="true" className="px-0.5 font-bold opacity-60">
            +
          </span>
          <NumberBall number={bonus} gameType={bonusBallType(game)} size={size} label={bonusName(game)} />
        </>
      ) : null}
    </span>
  );
}

export function ballsLabel(game: GameId, numbers: readonly number[], bonus: number | null): string {
  return `${numbers.join(", ")}${bonus !== null ? `, ${bonusName(game)} ${bonus}` : ""}`;
}
