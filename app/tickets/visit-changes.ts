/**
 * What changed since the player's last visit: the draws of their tickets that have been drawn since then,
 * and what they won ("2 new draws checked: no win", "1 new draw checked: won R 60 on Saturday
 * 28/11/2026"). The wallet remembers, on the device, which ticket draws it has already shown as drawn.
 * Client-safe.
 */
import { formatRand } from "~/format";
import { dayAndDate, type TicketResults } from "./ticket-results";

/** A ticket's draw as the wallet remembers it: `{ticket id}|{date}`. */
export const drawKey = (ticketId: string, date: string) => `${ticketId}|${date}`;

/** The ticket's draws whose every game has its result in (what the next visit compares against). */
export function drawnKeys(ticketId: string, results: TicketResults): string[] {
  return results.draws.filter((draw) => draw.games.every((game) => game.status === "drawn")).map((draw) => drawKey(ticketId, draw.date));
}

export interface VisitChanges {
  /** Ticket draws drawn since the last visit. */
  newDraws: number;
  /** Per date, what those draws won. */
  wins: { date: string; won: number; unknownPayouts: number }[];
  /** The sentence to show; null when nothing changed. */
  text: string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function visitChanges(seen: ReadonlySet<string>, tickets: readonly { id: string; results: TicketResults }[]): VisitChanges {
  let newDraws = 0;
  const byDate = new Map<string, { date: string; won: number; unknownPayouts: number }>();
  for (const { id, results } of tickets) {
    const fresh = new Set(drawnKeys(id, results).filter((key) => !seen.has(key)));
    for (const draw of results.draws) {
      if (!fresh.has(drawKey(id, draw.date))) continue;
      newDraws++;
      if (!draw.prize) continue;
      const unknown = draw.games.reduce((n, game) => n + (game.status === "drawn" ? game.unknownPayouts : 0), 0);
      const entry = byDate.get(draw.date) ?? { date: draw.date, won: 0, unknownPayouts: 0 };
      byDate.set(draw.date, { ...entry, won: entry.won + draw.won, unknownPayouts: entry.unknownPayouts + unknown });
    }
  }
  const wins = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (newDraws === 0) return { newDraws, wins, text: null };
  const checked = `${plural(newDraws, "new draw")} checked`;
  if (wins.length === 0) return { newDraws, wins, text: `${checked}: no win.` };
  const won = wins.map(({ date, won, unknownPayouts }) => {
    const amounts = [
      won > 0 ? formatRand(won) : "",
      unknownPayouts > 0 ? `${plural(unknownPayouts, "prize")} whose payout is not published yet` : "",
    ];
    return `won ${amounts.filter(Boolean).join(" and ")} on ${dayAndDate(date)}`;
  });
  return { newDraws, wins, text: `${checked}: ${won.join("; ")}.` };
}
