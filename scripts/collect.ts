/**
 * npm run collect -- --push <site origin> | --dry-run
 *
 * The collector (docs/ingest.md): run from a machine whose address the official results API serves (a
 * home connection in South Africa; it refuses datacentre addresses, the Worker's included). Asks the API
 * for every game's recent draws through the site's own adapter, then POSTs the raw answers, signed with
 * INGEST_SECRET, to <site>/api/ingest/official, which replays them through the same adapter and write
 * path. Reads RESULTS_SOURCE_URL and INGEST_SECRET from its environment. Exit 1 when the site refuses the
 * push (or cannot be reached), 2 for a usage error; a game the API failed for is printed and left out.
 */
import { COLLECTOR_PUSH_PATH, signedPush } from "../app/ingest/collector-answers.server";
import { collectAnswers } from "../app/ingest/collector-record.server";
import { readArgs, usageError } from "./lib/cli.mjs";

const USAGE = "Usage: RESULTS_SOURCE_URL=… INGEST_SECRET=… npm run collect -- --push <site origin> | --dry-run";

const { values } = readArgs({ usage: USAGE, options: { push: { type: "string" }, "dry-run": { type: "boolean", default: false } } });
const dryRun = values["dry-run"];
if (!dryRun && !values.push) usageError("Give --push <site origin> or --dry-run", USAGE);
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

let response: Response;
try {
  response = await fetch(site!, signedPush(secret!, collected.answers));
} catch (error) {
  console.error(`${site!.href}: unreachable (${error instanceof Error ? error.message : String(error)})`);
  process.exit(1);
}
const text = await response.text();
console.log(`site answered HTTP ${response.status}: ${text.trim()}`);
process.exit(response.ok ? 0 : 1);
