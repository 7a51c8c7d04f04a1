import { Link } from "@remix-run/react";
import { drawPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatDrawNumber } from "~/words/numbers";
import type { GameId } from "~/rules/games";
import type { DrawLink } from "~/models/draw-page.server";

const label = (link: DrawLink) =>
  `${formatDay(link.date)}${link.drawNumber !== null ? ` (draw ${formatDrawNumber(link.drawNumber)})` : ""}`;

/** The game's previous and next draws in our records. */
export function DrawNav({
  game,
  gameName,
  previous,
  next,
}: {
  game: GameId;
  gameName: string;
  previous: DrawLink | null;
  next: DrawLink | null;
}) {
  if (!previous && !next) return null;
  const link = "flex min-h-11 flex-col justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 hover:bg-brand-50";
  return (
    <nav aria-label={`Previous and next ${gameName} draws`} className="grid gap-3 sm:grid-cols-2">
      {previous ? (
        <Link to={drawPath(game, previous.date)} rel="prev" className={link}>
          <span className="text-sm text-slate-600">← Previous draw</span>
          <span className="font-semibold text-brand-700 underline underline-offset-2">{label(previous)}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={drawPath(game, next.date)} rel="next" className={`${link} sm:text-right`}>
          <span className="text-sm text-slate-600">Next draw →</span>
          <span className="font-semibold text-brand-700 underline underline-offset-2">{label(next)}</span>
        </Link>
      ) : null}
    </nav>
  );
}
