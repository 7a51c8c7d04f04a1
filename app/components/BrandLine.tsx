import { brandOn, type GameId } from "~/rules/game-names";

/**
 * The operator's new brand as a small second line under a game's name, on draws from the day it took over
 * only (issue 33: one game name on each page, the brand a subtitle). Nothing for older draws or other games.
 */
export function BrandLine({ game, date, className = "" }: { game: GameId; date: string; className?: string }) {
  const brand = brandOn(game, date);
  return brand ? <span className={`block text-xs font-semibold text-slate-600 ${className}`}>{brand}</span> : null;
}
