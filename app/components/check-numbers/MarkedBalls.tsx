import { bonusBallType, NumberBall } from "~/components/NumberBall";
import { bonusName, GAMES, type GameId } from "~/rules/games";

/**
 * A draw's balls with the ones a board holds marked: a ring around the ball and a tick beside it, and the
 * word "matched" for screen readers (the ball's own label), so the mark never rests on colour alone. The
 * balls themselves are the site's NumberBall, in the game's colour (`data-game`).
 */
export function MarkedBalls({
  game,
  numbers,
  bonus,
  matched,
  bonusMatched,
  label,
}: {
  game: GameId;
  numbers: readonly number[];
  bonus: number | null;
  matched: readonly number[];
  bonusMatched: boolean;
  label: string;
}) {
  const family = GAMES[game].family;
  return (
    <ul className="flex flex-wrap items-center gap-x-2 gap-y-2" data-game={game} aria-label={label}>
      {numbers.map((n) => (
        <Ball key={n} marked={matched.includes(n)}>
          <NumberBall
            number={n}
            gameType={family === "powerball" ? "powerball" : "lotto"}
            size="small"
            label={matched.includes(n) ? "matched" : undefined}
          />
        </Ball>
      ))}
      {bonus !== null ? (
        <Ball marked={bonusMatched} bonus>
          <NumberBall
            number={bonus}
            gameType={bonusBallType(game)}
            size="small"
            label={bonusMatched ? `${bonusName(game)}, matched` : bonusName(game)}
          />
        </Ball>
      ) : null}
    </ul>
  );
}

function Ball({ marked, bonus = false, children }: { marked: boolean; bonus?: boolean; children: React.ReactNode }) {
  return (
    <li className={`relative inline-flex ${bonus ? "ml-6" : ""}`} data-matched={marked ? "" : undefined}>
      {bonus ? (
        <span aria-hidden="true" className="absolute top-1/2 -left-4 -translate-y-1/2 font-bold text-slate-600">
          +
        </span>
      ) : null}
      <span className={`inline-flex rounded-full ${marked ? "ring-[3px] ring-slate-900 ring-offset-2" : ""}`}>{children}</span>
      {marked ? (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 inline-flex h-4 w-4 items-center justify-center rounded-full bg-slate-900 text-[0.65rem] leading-none font-bold text-white"
        >
          ✓
        </span>
      ) : null}
    </li>
  );
}
