/**
 * Check My Numbers' answers in at most two D1 round trips: the rows of the night and of the family
 * (app/models/check-numbers.server.ts), matched against the boards (app/views/check-numbers.server.ts),
 * then the payouts of the wins the answer shows, only when there are any.
 */
import type { Db } from "~/db/client.server";
import type { RecordsView } from "~/input/records-view.server";
import { checkerRows, payoutRows } from "~/models/check-numbers.server";
import type { Ticket } from "~/rules/check-numbers";
import type { GameId } from "~/rules/games";
import { saDate } from "~/rules/schedule";
import { checkedNight, nightAnswer, recordsCheck, type CheckerData } from "~/views/check-numbers.server";

/** `now`: the clock the verdicts are given by (a result still pending, a payout still to come, the claim lines). */
export async function loadChecker(
  db: Db,
  game: GameId,
  asked: string | null,
  boards: readonly Ticket[],
  view: RecordsView = { kind: "summary" },
  now: Date = new Date(),
): Promise<CheckerData> {
  const night = checkedNight(game, asked);
  const rows = await checkerRows(db, game, night.date);
  const records = recordsCheck(game, boards, rows.all, view, now);
  return {
    night: nightAnswer(game, night, rows, boards, now),
    records: records.answer(await payoutRows(db, records.pairs)),
    today: saDate(now),
  };
}
