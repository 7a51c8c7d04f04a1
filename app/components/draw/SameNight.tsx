import type { DrawSummary } from "~/views/results-views.server";
import { DrawList } from "./DrawList";

/** The other draws of the family on the same night (Lotto with Plus 1 and 2; PowerBall with PowerBall Plus). */
export function SameNight({ draws, missing, day }: { draws: readonly DrawSummary[]; missing: readonly string[]; day: string }) {
  if (draws.length === 0 && missing.length === 0) return null;
  return (
    <section aria-labelledby="same-night" className="space-y-3">
      <h2 id="same-night" className="text-xl font-bold">
        The other draws of {day}
      </h2>
      {draws.length > 0 ? <DrawList draws={draws} label={`Other draws of ${day}`} showGame /> : null}
      {missing.length > 0 ? <p className="text-sm text-slate-700">Our records hold no {missing.join(" or ")} draw of this night.</p> : null}
    </section>
  );
}
