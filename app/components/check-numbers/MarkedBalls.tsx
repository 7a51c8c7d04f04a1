import { bonusBallType } from "~/components/NumberBall";
import { bonusName, type GameId } from "~/rules/games";

/**
 * A draw's balls with the ones a board holds marked: a ring around the ball and a tick beside it, and the
 * word "matched" for screen readers (the ball's own label), so the mark never rests on colour alone. The
 * balls look as the site's NumberBall does, in the game's colour (`data-game`), but carry no classes of
 * their own (`.marked-balls`, app/tailwind.css): a ten-board check shows thirty of these lists.
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
  return (
    <ul className="marked-balls" data-game={game} aria-label={label}>
      {numbers.map((n) =>
        matched.includes(n) ? (
          <li key={n} data-matched="">
            <Ball number={n} label="matched" />
            <Tick />
          </li>
        ) : (
          <li key={n}>
            <b>{n}</b>
          </li>
        ),
      )}
      {bonus !== null ? (
        <li data-bonus="" data-matched={bonusMatched ? "" : undefined}>
          <i aria-hidden="true">+</i>
          <Ball number={bonus} label={bonusMatched ? `${bonusName(game)}, matched` : bonusName(game)} ball={bonusBallType(game)} />
          {bonusMatched ? <Tick /> : null}
        </li>
      ) : null}
    </ul>
  );
}

function Ball({ number, label, ball }: { number: number; label: string; ball?: string }) {
  return (
    <b title={label} data-ball={ball}>
      {number}
      <span className="sr-only">{` (${label})`}</span>
    </b>
  );
}

function Tick() {
  return <i aria-hidden="true">✓</i>;
}
