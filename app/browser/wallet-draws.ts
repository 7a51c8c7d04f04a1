/**
 * The draws a wallet's tickets need, from the wallet's own answers (`/api/wallet/{game}/{date}`: the
 * public API's draw, or a 200 saying we do not hold it, so a draw not in yet or missing logs no error in
 * the console; routes/api.wallet.$game.$date.ts). A request carries a game and a date, never a ticket's
 * numbers: the numbers stay on the device. Draws still to come are not asked for. Whether the device is offline is decided from what it could fetch, not from
 * `navigator.onLine` (Debian's Chromium reads it true after a reload offline): a draw whose request failed
 * is "offline" (not checked yet), and one the service worker answered from its copy says when it was saved.
 */
import { eraOn, type GameId } from "~/rules/games";
import { saInstant } from "~/words/sa-time";
import { readPublishedDraw, walletDrawPath } from "~/tickets/published-draw";
import { coveredDraws } from "~/tickets/ticket-draws";
import type { DrawAnswer, DrawLookup, PublishedDraw } from "~/tickets/ticket-results";
import { gamesOf, type WalletTicket } from "~/tickets/ticket";
import { keptAt as keptTime } from "./offline-policy";

export interface FetchedDraws {
  lookup: DrawLookup;
  /** Draws whose answer did not arrive (offline, a server error): not checked yet, never read as a loss. */
  unchecked: number;
  /** When the oldest of the draws answered from the device's copy (the network failed) was saved; null when none was. */
  keptSince: Date | null;
}

/** Draws already answered by the network in this visit: a published draw does not change while the page is open. */
const answered = new Map<string, PublishedDraw>();

/** Forgets this visit's answers, so the next render asks again (once the service worker can keep them). */
export function forgetDraws(): void {
  answered.clear();
}

interface Fetched {
  draw: DrawAnswer;
  /** The device's copy's time, when the service worker answered from it. */
  keptAt: Date | null;
}

async function fetchDraw(game: GameId, date: string): Promise<Fetched> {
  const known = answered.get(`${game}|${date}`);
  if (known) return { draw: known, keptAt: null };
  try {
    // "no-cache": asked of the network each time (a 304 when unchanged), so that offline it is the service
    // worker's copy, which says when it was saved, and not the browser's cache, which would not.
    // No Accept header: this address answers JSON only (and the page's bytes are counted).
    const response = await fetch(walletDrawPath(game, date), { cache: "no-cache" });
    const json = response.ok ? await response.json<{ status?: unknown } | null>() : null;
    // Any answer but "held" is a draw we do not hold ("not-yet", or "missing": a gap in our records); the
    // verdict tells which by the page's clock, as it did when the public API answered 404.
    if (json && json.status !== "held") return { draw: null, keptAt: null };
    const draw = readPublishedDraw(json, game, date);
    if (!draw) return { draw: "offline", keptAt: null };
    const keptAt = keptTime(response);
    // A copy from the device is asked for again next time: the network may have a newer answer by then.
    if (!keptAt) answered.set(`${game}|${date}`, draw);
    return { draw, keptAt };
  } catch {
    return { draw: "offline", keptAt: null };
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
  const draws = new Map<string, DrawAnswer>();
  let unchecked = 0;
  let keptSince: Date | null = null;
  await Promise.all(
    [...wanted].map(async ([key, { game, date }]) => {
      const { draw, keptAt } = await fetchDraw(game, date);
      if (draw === "offline") unchecked++;
      if (keptAt && (!keptSince || keptAt < keptSince)) keptSince = keptAt;
      draws.set(key, draw);
    }),
  );
  return { lookup: (game, date) => draws.get(`${game}|${date}`) ?? null, unchecked, keptSince };
}
