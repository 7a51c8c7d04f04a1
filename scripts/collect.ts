/**
 * npm run collect -- --push <site origin> | --dry-run   [--from YYYY-MM-DD]
 *
 * The collector (docs/ingest.md): run from a machine whose address the official results API serves (a
 * home connection in South Africa; it refuses datacentre addresses, the Worker's included). Asks the API
 * for every game's recent draws through the site's own adapter, then POSTs the raw answers, signed with
 * INGEST_SECRET, to <site>/api/ingest/official, which replays them through the same adapter and write
 * path. With --from, it backfills instead: each game's history back to that date, draws and prize
 * tables, one signed push per page of the history (a list of 100 draws and their details), which the
 * site replays as that page of a backfill. Reads RESULTS_SOURCE_URL and INGEST_SECRET from its
 * environment. Exit 1 when the site refuses a push (or cannot be reached), 2 for a usage error; a game
 * the API failed for is printed and left out.
 */
import { COLLECTOR_PUSH_PATH, signedPush, type HistoryPage, type PushedAnswer } from "../app/ingest/collector-answers.server";
import { collectAnswers, collectHistory } from "../app/ingest/collector-record.server";
import { formatDay } from "../app/words/dates";
import { NEW_OPERATOR_FROM } from "../app/rules/game-names";
import { isIsoDate, saDate } from "../app/words/sa-time";
import { readArgs, usageError } from "./lib/cli.mjs";
import { postToSite } from "./lib/site-post";

const USAGE = "Usage: RESULTS_SOURCE_URL=… INGEST_SECRET=… npm run collect -- --push <site origin> | --dry-run  [--from YYYY-MM-DD]";

const { values } = readArgs({
  usage: USAGE,
  options: { push: { type: "string" }, "dry-run": { type: "boolean", default: false }, from: { type: "string" } },
});
const dryRun = values["dry-run"];
if (!dryRun && !values.push) usageError("Give --push <site origin> or --dry-run", USAGE);
const from = values.from;
if (from !== undefined) {
  if (!isIsoDate(from)) usageError(`--from must be a date as YYYY-MM-DD, got "${from}"`, USAGE);
  if (from > saDate(new Date())) usageError(`--from ${from} is in the future: give a date up to today (${saDate(new Date())})`, USAGE);
  // The official API (the Sizekhaya site) holds the draws from its start; older ones are in data/.
  if (from < NEW_OPERATOR_FROM) {
    usageError(
      `--from ${from} is before ${formatDay(NEW_OPERATOR_FROM)}, the oldest draw the official API holds; older draws come from data/ (npm run db:import)`,
      USAGE,
    );
  }
}
const baseUrl = process.env.RESULTS_SOURCE_URL?.trim().replace(/\/+$/, "");
if (!baseUrl) usageError("RESULTS_SOURCE_URL is not set", USAGE);
const secret = process.env.INGEST_SECRET?.trim();
if (!dryRun && !secret) usageError("INGEST_SECRET is not set", USAGE);
let site: URL | null = null;
if (!dryRun) {
  try {
    site = new URL(COLLECTOR_PUSH_PATH, values.push);
  } catch {
    usageError(`--push must be the site's origin, e.g. https://example.co.za, got "${values.push}"`, USAGE);
  }
}

/** One signed push; prints the site's answer and says whether it was taken. */
const push = (answers: readonly PushedAnswer[], label: string, page?: HistoryPage) =>
  postToSite(site!, signedPush(secret!, answers, Date.now(), page), label);

if (from !== undefined) {
  let pages = 0;
  let refused = 0;
  const history = await collectHistory({
    baseUrl,
    from,
    onPage: async ({ page, answers, draws }) => {
      pages++;
      const label = `${page.game} page ${page.number}: ${draws} draw(s), ${answers.length} answer(s)`;
      if (dryRun) console.log(label);
      else if (!(await push(answers, `${label}: `, page))) refused++;
    },
  });
  for (const line of history.lines) console.log(line);
  if (dryRun) console.log(`dry run: ${pages} page(s) would be pushed`);
  else console.log(`${pages - refused} of ${pages} page(s) taken by the site`);
  process.exit(refused > 0 || (!dryRun && pages === 0) ? 1 : 0);
}

const collected = await collectAnswers({ baseUrl });
for (const line of collected.lines) console.log(line);

if (dryRun) {
  console.log(`dry run: ${collected.answers.length} answer(s) would be pushed`);
  process.exit(0);
}
if (collected.answers.length === 0) {
  console.error("nothing to push: the API answered no request");
  process.exit(1);
}
process.exit((await push(collected.answers, "")) ? 0 : 1);
