import type { GameId } from "~/rules/game-names";
import type { LateResults } from "~/views/late-results.server";
import { OfficialLink } from "../check-numbers/OfficialLink";

/**
 * The late-results line (late-results.server.ts) with a link to the official results: on a game's card on
 * the home page, its game page, its latest draw's page and under the other draws of that night.
 * `data-late-for`: the late results' watch hides it once the draw arrives (app/browser/watch-script.ts).
 */
export function LateNotice({ game, late, className = "" }: { game: GameId; late: LateResults; className?: string }) {
  return (
    <p
      className={`rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
      data-testid="late-results"
      data-late-for={game}
    >
      {late.message} <OfficialLink href={late.officialUrl}>{`Official results on ${new URL(late.officialUrl).host}`}</OfficialLink>
    </p>
  );
}
