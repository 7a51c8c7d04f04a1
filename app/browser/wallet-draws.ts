/**
 * The draws a wallet's tickets need, from the public API (`/api/results/{game}/{date}`). A request
 * carries a game and a date, never a ticket's numbers: the numbers stay on the device. Draws still to
 * come are not asked for.
 */
import { eraOn, type GameId } from "~/rules/games";
import { saInstant } from "~/rules/sa-time";
import { readPublishedDraw } from "~/tickets/published-draw";
import { coveredDraws } from "~/tickets/ticket-draws";
import type { DrawLookup, PublishedDraw } from "~/tickets/ticket-results";
import { gamesOf, type WalletTicket } from "~/tickets/ticket";

export interface FetchedDraws {
  lookup: DrawLookup;
  /** Draws whose answer did not arrive (offline, a server error): their results are not shown as known. */
  failed: number;
}

/** Draws already answered in this visit: a published draw does not change while the page is open. */
const answered = new Map<string, PublishedDraw>();

/** Forgets this visit's answers, so the next render asks again (once the service worker can keep them). */
export function forgetDraws(): void {
  answered.clear();
}

async function fetchDraw(game: GameId, date: string): Promise<PublishedDraw | null | "failed"> {
  const known = answered.get(`${game}|${date}`);
  if (known) return known;
  try {
    const response = await fetch(`/api/results/${game}/${date}`, { headers: { Accept: "application/json" } });
    // 404: a draw we do not hold (not in yet).
    if (response.status === 404) return null;
    if (!response.ok) return "failed";
    const draw = readPublishedDraw(await response.json(), game, date);
    if (!draw) return "failed";
    answered.set(`${game}|${date}`, draw);
    return draw;
  } catch {
    return "failed";
  }
}

/** Every drawn game and date the tickets cover, fetched once each. */
export async function fetchDraws(tickets: readonly WalletTicket[], now: Date): Promise<FetchedDraws> {
  const wanted = new Map<string, { game: GameId; date: string }>();
  for (const ticket of tickets) {
    for (const date of coveredDraws(ticket.game, ticket.firstDraw, ticket.draws)) {
      for (const game of gamesOf(ticket)) {
        const era = eraOn(game, date);
        if (era && saInstant(date, era.drawTime) <= now) wanted.set(`${game}|${date}`, { game, date });
      }
    }
  }
  const draws = new Map<string, PublishedDraw | null>();
  let failed = 0;
  await Promise.all(
    [...wanted].map(async ([key, { game, date }]) => {
      const draw = await fetchDraw(game, date);
      if (draw === "failed") failed++;
      else draws.set(key, draw);
    }),
  );
  return { lookup: (game, date) => draws.get(`${game}|${date}`) ?? null, failed };
}
