/**
 * What changed since the player's last visit: the draws of their tickets that have been drawn since then,
 * and what they won ("2 new draws checked: no prize", "1 new draw checked: won R 60 on Saturday
 * 28/11/2026"), led by what was won (verdict.ts wonText), never "no prize" for a board we cannot tell about.
 * The wallet remembers, on the device, which ticket draws it has already shown as drawn. Client-safe.
 */
import { type TicketResults } from "./ticket-results";
import { formatDay } from "~/words/dates";
import { tallyVerdicts, wonText, type Verdict } from "./verdict";

/** A ticket's draw as the wallet remembers it: `{ticket id}|{date}`. */
export const drawKey = (ticketId: string, date: string) => `${ticketId}|${date}`;

/** The ticket's draws whose every game has its result in (what the next visit compares against). */
export function drawnKeys(ticketId: string, results: TicketResults): string[] {
  return results.draws.filter((draw) => draw.games.every((game) => game.status === "drawn")).map((draw) => drawKey(ticketId, draw.date));
}

export interface VisitChanges {
  /** Ticket draws drawn since the last visit. */
  newDraws: number;
  /** Per date, what those draws won ("R 60", "1 prize whose payout we don't have"). */
  wins: { date: string; won: string }[];
  /** The sentence to show; null when nothing changed. */
  text: string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function visitChanges(seen: ReadonlySet<string>, tickets: readonly { id: string; results: TicketResults }[]): VisitChanges {
  let newDraws = 0;
  const byDate = new Map<string, Verdict[]>();
  for (const { id, results } of tickets) {
    const fresh = new Set(drawnKeys(id, results).filter((key) => !seen.has(key)));
    for (const draw of results.draws) {
      if (!fresh.has(drawKey(id, draw.date))) continue;
      newDraws++;
      const verdicts = byDate.get(draw.date) ?? [];
      byDate.set(draw.date, [...verdicts, ...draw.games.flatMap((game) => game.boards.map((board) => board.verdict))]);
    }
  }
  const dates = [...byDate.keys()].sort();
  const wins = dates.flatMap((date) => {
    const won = wonText(tallyVerdicts(byDate.get(date)!));
    return won === null ? [] : [{ date, won }];
  });
  if (newDraws === 0) return { newDraws, wins, text: null };
  const checked = `${plural(newDraws, "new draw")} checked`;
  if (wins.length > 0)
    return { newDraws, wins, text: `${checked}: won ${wins.map(({ date, won }) => `${won} on ${formatDay(date)}`).join("; ")}.` };
  // Drawn and held, but a board's prize may be unknown (a match no source prices): never "no prize" then.
  const unsure = dates.reduce((n, date) => n + tallyVerdicts(byDate.get(date)!).cannotTell, 0);
  return { newDraws, wins, text: `${checked}: ${unsure > 0 ? `${plural(unsure, "result")} we can't tell, see below` : "no prize"}.` };
}
