import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { draws } from "~/db/schema";
import { matchTicket, type Ticket } from "~/lib/check-numbers";
import { divisionCode, eraOn, type GameId } from "~/lib/games";
import { divisionsFor } from "./draws.server";

export interface TicketWin {
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  matched: number[];
  bonusMatched: boolean;
  division: number;
  match: string;
  /** Rand per winner of that division, when the draw's divisions are in our records. */
  payout: number | null;
}

/** Every draw of the game in our records where this ticket would have won, newest first. */
export async function checkTicket(db: Db, game: GameId, ticket: Ticket) {
  const rows = await db
    .select({ id: draws.id, drawDate: draws.drawDate, drawNumber: draws.drawNumber, numbers: draws.numbers, bonus: draws.bonus })
    .from(draws)
    .where(eq(draws.game, game))
    .orderBy(asc(draws.drawDate));
  const wins: (TicketWin & { id: number })[] = [];
  let checkedWithTable = 0;
  for (const row of rows) {
    const era = eraOn(game, row.drawDate);
    if (!era?.divisions) continue;
    checkedWithTable++;
    const result = matchTicket(era, ticket, row);
    if (!result.division) continue;
    wins.push({
      id: row.id, drawDate: row.drawDate, drawNumber: row.drawNumber, numbers: row.numbers, bonus: row.bonus,
      matched: result.matched, bonusMatched: result.bonusMatched, division: result.division.division,
      match: divisionCode(game, result.division), payout: null,
    });
  }
  const divisions = await divisionsFor(db, wins.map((w) => w.id));
  for (const win of wins) {
    const published = divisions.get(win.id)?.find((d) => d.division === win.division);
    win.payout = published?.payout ?? null;
  }
  return {
    drawsChecked: checkedWithTable,
    drawsSkipped: rows.length - checkedWithTable,
    firstDate: rows[0]?.drawDate ?? null,
    wins: wins.reverse().map(({ id: _id, ...win }) => win),
  };
}
