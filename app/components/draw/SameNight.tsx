import type { DrawSummary } from "~/views/results-views.server";
import { DrawList } from "./DrawList";
import { LateNotice } from "./LateNotice";
import type { LateResults } from "~/views/late-results.server";
import type { GameId } from "~/rules/game-names";

/**
 * The other draws of the family on the same night (Lotto with Plus 1 and 2; PowerBall with PowerBall Plus),
 * and under them the late notices of those games (on the latest night's page: DrawPageView's `sameNightLate`).
 */
export function SameNight({
  draws,
  missing,
  late = [],
  day,
}: {
  draws: readonly DrawSummary[];
  missing: readonly string[];
  late?: readonly { game: GameId; late: LateResults }[];
  day: string;
}) {
  if (draws.length === 0 && missing.length === 0) return null;
  return (
    <section aria-labelledby="same-night" className="space-y-3">
      <h2 id="same-night" className="text-xl font-bold">
        The other draws of {day}
      </h2>
      {draws.length > 0 ? <DrawList draws={draws} label={`Other draws of ${day}`} showGame /> : null}
      {missing.length > 0 ? <p className="text-sm text-slate-700">Our records hold no {missing.join(" or ")} draw of this night.</p> : null}
      {late.map((notice) => (
        <LateNotice key={notice.game} game={notice.game} late={notice.late} />
      ))}
    </section>
  );
}
