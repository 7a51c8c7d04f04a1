/**
 * The draws a page awaits (app/rules/results-watch.ts), from the newest draw held of each of its games:
 * what the pages render for the late results' watch (components/watch/).
 */
import type { AppEnv } from "~/http/env.server";
import type { GameId } from "~/rules/games";
import { awaitedDraw, type AwaitedDraw } from "~/rules/results-watch";

export function awaitedDraws(
  latestHeld: Partial<Record<GameId, string | null>>,
  now: Date,
  env: Pick<AppEnv, "RESULTS_WATCH_HOURS">,
): AwaitedDraw[] {
  return (Object.keys(latestHeld) as GameId[]).flatMap((game) => {
    const awaited = awaitedDraw(game, now, latestHeld[game] ?? null, env.RESULTS_WATCH_HOURS);
    return awaited ? [awaited] : [];
  });
}
