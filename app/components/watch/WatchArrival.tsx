import { drawPath } from "~/site/draw-paths";
import { displayName } from "~/rules/game-names";
import type { AwaitedDraw } from "~/rules/results-watch";
import { DrawBalls } from "../DrawBalls";

/**
 * Where an awaited draw shows once it arrives (app/browser/watch-script.ts fills and shows it): a line
 * saying whose results are in, the balls and a link to the draw's page. Hidden as served, so a page
 * without JavaScript shows nothing of it. The template holds one ball and the bonus ball in the page's
 * own markup (DrawBalls), which the script copies for each number.
 */
export function WatchArrival({ awaited, className = "" }: { awaited: AwaitedDraw | null | undefined; className?: string }) {
  if (!awaited) return null;
  return (
    <div data-watch-arrival={awaited.game} hidden className={`rounded-lg border border-brand-600 bg-brand-50 p-3 ${className}`}>
      <p className="font-semibold text-brand-900" data-watch-title />
      <div className="mt-2" data-watch-balls />
      <a
        href={drawPath(awaited.game, awaited.drawDate)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
        data-watch-link
      >
        See the {displayName(awaited.game)} draw
      </a>
      <template>
        <DrawBalls game={awaited.game} numbers={[0]} bonus={0} size="small" />
      </template>
    </div>
  );
}
