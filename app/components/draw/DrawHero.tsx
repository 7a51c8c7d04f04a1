import { formatDrawNumber } from "~/words/numbers";
import { BrandLine } from "../BrandLine";
import type { DrawDetail } from "~/views/results-views.server";
import { GameBalls } from "./GameBalls";

/** "Draw 2,738 · drawn at 21:00 SAST", or "Drawn at 21:00 SAST" where no source gives the number. */
function subtitle(drawNumber: number | null, drawTime: string | null): string {
  const line = [drawNumber !== null ? `Draw ${formatDrawNumber(drawNumber)}` : null, drawTime ? `drawn at ${drawTime} SAST` : null]
    .filter(Boolean)
    .join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * The top of a draw's page: its title, draw number and the balls, large and solid in the game's colour,
 * in ascending order and, when a source gave it, in the order drawn. Printed (data-print-keep).
 */
export function DrawHero({ draw, title, drawTime }: { draw: DrawDetail; title: string; drawTime: string | null }) {
  return (
    <section
      aria-labelledby="draw-title"
      data-print-keep
      data-game={draw.game}
      className="rounded-2xl border-t-8 border-(--game-ball) bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-sm font-bold tracking-wide text-(--game-text) uppercase">{draw.gameName}</p>
      <BrandLine game={draw.game} date={draw.date} />
      <h1 id="draw-title" className="mt-1 text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <p className="mt-1 text-slate-700">{subtitle(draw.drawNumber, drawTime)}</p>
      <h2 className="mt-4 text-sm font-semibold text-slate-700">Winning numbers</h2>
      <div className="mt-2">
        <GameBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="large" label="Winning numbers in ascending order" />
      </div>
      {draw.drawnOrder ? (
        <div className="mt-4">
          <h2 className="text-sm font-semibold text-slate-700">In the order drawn</h2>
          <div className="mt-2">
            <GameBalls
              game={draw.game}
              numbers={draw.drawnOrder}
              bonus={draw.bonus}
              size="small"
              label="Winning numbers in the order drawn"
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
