/**
 * The records of every game for the content tokens (record-tokens.ts), and the site facts with them: one
 * D1 round trip for the records (a batch of two indexed queries per game), beside loadSiteFacts' own.
 */
import { loadSiteFacts, type SiteFacts } from "~/models/site-facts.server";
import type { Db } from "~/db/client.server";
import { GAME_IDS } from "~/rules/games";
import { loadRecordInputs } from "./queries.server";
import type { RecordFacts } from "./record-tokens";
import { gameRecords, type GameRecords } from "./records";

/** Every game's records, computed as the statistics pages compute them. */
export async function loadRecordFacts(db: Db): Promise<Required<RecordFacts>> {
  const inputs = await loadRecordInputs(db, GAME_IDS);
  const records: Partial<Record<(typeof GAME_IDS)[number], GameRecords>> = {};
  for (const [game, { history, payouts }] of inputs) records[game] = gameRecords(history, payouts);
  return { records };
}

/** loadSiteFacts and the records, read at the same time: what a page whose content uses record tokens loads. */
export async function loadSiteFactsWithRecords(db: Db): Promise<SiteFacts & Required<RecordFacts>> {
  const [facts, records] = await Promise.all([loadSiteFacts(db), loadRecordFacts(db)]);
  return { ...facts, ...records };
}
