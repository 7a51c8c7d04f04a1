/**
 * The records of every game for the content tokens (record-tokens.ts), and the site facts with them: one
 * D1 round trip for the records (a batch of two indexed queries per game, and two more for the content
 * figures: Daily Lotto's Match 4, 3 and 2 payouts and Lotto's current-era balls), beside loadSiteFacts' own.
 */
import { loadSiteFacts, type SiteFacts } from "~/models/site-facts.server";
import type { Db } from "~/db/client.server";
import { currentEra, GAME_IDS } from "~/rules/games";
import { dailyLottoPayoutsQuery, eraDrawsStatement, readRecordInputs, recordInputStatements } from "./queries.server";
import { JACKPOT_GAMES, type ContentFigures, type RecordFacts } from "./record-tokens";
import { gameRecords, type GameRecords } from "./records";
import { ballSpread, rollDown, rolloverRuns, type DivisionPayout } from "./content-figures";

/** Every game's records, computed as the statistics pages compute them, and the content figures. */
async function loadRecordFacts(db: Db): Promise<Required<RecordFacts>> {
  const [first, ...rest] = recordInputStatements(db, GAME_IDS);
  const answers = await db.batch([first!, ...rest, dailyLottoPayoutsQuery(db), eraDrawsStatement(db, "lotto")]);
  const inputs = readRecordInputs(GAME_IDS, answers);
  const dailyPayouts = answers[GAME_IDS.length * 2] as DivisionPayout[];
  const lottoEra = answers[GAME_IDS.length * 2 + 1] as { numbers: number[] }[];
  const records: Partial<Record<(typeof GAME_IDS)[number], GameRecords>> = {};
  const figures: ContentFigures = { rolloverRuns: {} };
  for (const [game, { history, payouts }] of inputs) records[game] = gameRecords(history, payouts);
  for (const game of JACKPOT_GAMES) figures.rolloverRuns[game] = rolloverRuns(inputs.get(game)?.history ?? []);
  figures.dailyLottoRollDown = rollDown(inputs.get("daily-lotto")?.history ?? [], dailyPayouts);
  const era = currentEra("lotto");
  figures.lottoSpread = {
    from: era.from,
    spread: ballSpread(
      lottoEra.map((draw) => draw.numbers),
      era.mainMax,
      era.mainCount,
    ),
  };
  return { records, figures };
}

/** loadSiteFacts and the records, read at the same time: what a page whose content uses record tokens loads. */
export async function loadSiteFactsWithRecords(db: Db): Promise<SiteFacts & Required<RecordFacts>> {
  const [facts, records] = await Promise.all([loadSiteFacts(db), loadRecordFacts(db)]);
  return { ...facts, ...records };
}
