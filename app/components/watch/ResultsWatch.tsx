import { displayName } from "~/rules/game-names";
import type { AwaitedDraw } from "~/rules/results-watch";

/**
 * The draws this page awaits, for the late results' watch (app/browser/watch-script.ts, inlined here
 * only when there is one): each game's draw and its window, from the rules (app/rules/results-watch.ts).
 * The live region says when one arrives ("Tonight's Lotto results are in."); the page's arrival slots
 * (WatchArrival) show its numbers. Nothing shows without JavaScript.
 */
export function ResultsWatch({ awaited }: { awaited: readonly AwaitedDraw[] }) {
  if (awaited.length === 0) return null;
  const watches = awaited.map((draw) => ({ ...draw, name: displayName(draw.game) }));
  return (
    <div data-watch={JSON.stringify(watches)}>
      <p aria-live="polite" className="sr-only" data-watch-status />
      <script id="watch-script" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    </div>
  );
}
