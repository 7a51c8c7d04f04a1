/**
 * npm start: the site on http://localhost:$PORT (default 8787) with the real results history.
 *
 * 1. builds when the sources changed; 2. applies the migrations to the local D1; 3. imports data/ when
 * the database has no draws or data/ changed since the last import (idempotent); 4. asks the results
 * source for draws newer than the newest we hold; 5. serves the built Worker with `wrangler dev`
 * (--test-scheduled exposes /__scheduled to run the cron locally), with a local VAPID key pair for results
 * alerts. Each step prints one plain line;
 * a step that fails says what failed and what to do, and only a failed build or migration stops it.
 * RESULTS_SOURCE_URL in the environment points both at another results source.
 * `--persist-to DIR` keeps the local database in DIR instead of .wrangler/state (the tests use it);
 * other arguments go to `wrangler dev`.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { formatDay } from "../app/words/dates";
import { vapidKeyPair } from "../app/push/vapid-keys";
import type { IngestSummary } from "../app/ingest/run-ingest.server";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { RESULT_FILES } from "./lib/data-folder";
import { d1Query, type D1Target } from "./wrangler";

const port = process.env.PORT ?? "8787";
const { values, tokens } = parseArgs({ options: { "persist-to": { type: "string" } }, strict: false, tokens: true });
const persistTo = typeof values["persist-to"] === "string" ? values["persist-to"] : undefined;
/** Everything but --persist-to goes on to wrangler dev. */
const devArgs = tokens.flatMap((token) => {
  if (token.kind === "option" && token.name === "persist-to") return [];
  if (token.kind === "option") return [token.rawName, ...(token.value !== undefined && !token.inlineValue ? [token.value] : [])];
  if (token.kind === "positional") return [token.value];
  return ["--"];
});
const stateArgs = persistTo ? ["--persist-to", persistTo] : [];
const local: D1Target = { remote: false, persistTo };
const STATE_DIR = persistTo ?? ".wrangler/state";
const LOG_DIR = persistTo ? join(persistTo, "logs") : ".wrangler/logs";
/** RESULTS_SOURCE_URL in the environment replaces wrangler.toml's, for the check and the server alike. */
const sourceUrl = process.env.RESULTS_SOURCE_URL;
/** Hash of the data/ files last imported, so a changed data/ (after a pull) is imported again. */
const IMPORTED_MARKER = join(STATE_DIR, "data-imported.sha1");
const env = { ...process.env, CI: "true" };

function step(command: string, args: string[]) {
  return spawnSync(command, args, { encoding: "utf8", env, maxBuffer: 64 * 1024 * 1024 });
}

function logFile(name: string, text: string): string {
  mkdirSync(LOG_DIR, { recursive: true });
  const path = join(LOG_DIR, name);
  writeFileSync(path, text);
  return path;
}

buildIfNeeded({ quiet: true });

const migrate = step("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...stateArgs]);
if (migrate.status !== 0) {
  console.error(
    `${migrate.stdout}${migrate.stderr}\nThe local database could not be prepared (above). Delete ${STATE_DIR} to start from scratch, then run npm start again.`,
  );
  process.exit(migrate.status ?? 1);
}
console.log(`Local database ready (${STATE_DIR}, migrations applied)`);

const held = () =>
  d1Query<{ n: number; newest: string | null; oldestNewest: string | null }>(
    local,
    "SELECT COUNT(*) AS n, MAX(draw_date) AS newest, (SELECT MIN(newest) FROM (SELECT MAX(draw_date) AS newest FROM draws GROUP BY game)) AS oldestNewest FROM draws",
  )[0]!;

const dataHash = createHash("sha1");
for (const file of RESULT_FILES) if (existsSync(join("data", file))) dataHash.update(readFileSync(join("data", file)));
const hash = dataHash.digest("hex");
const importedHash = existsSync(IMPORTED_MARKER) ? readFileSync(IMPORTED_MARKER, "utf8").trim() : null;
if (held().n === 0 || importedHash !== hash) {
  console.log("Importing the results history from data/ …");
  const imported = step("tsx", ["scripts/db-import.ts", "data", "--quiet", ...stateArgs]);
  if (imported.status === 0) {
    writeFileSync(IMPORTED_MARKER, hash);
    console.log(imported.stdout.trim().split("\n").at(-1));
  } else {
    const log = logFile("start-import.log", `${imported.stdout}${imported.stderr}`);
    console.log(
      `The import of data/ failed (details: ${log}). The site starts with what the database holds; run npm run db:import -- data to see every problem.`,
    );
  }
}

const before = held();
if (before.oldestNewest) {
  // One backfill from the oldest of the games' newest draws covers what every game is missing.
  const summaryFile = join(LOG_DIR, "start-ingest.json");
  mkdirSync(LOG_DIR, { recursive: true });
  rmSync(summaryFile, { force: true });
  const ingest = step("tsx", [
    "scripts/ingest.ts",
    "--backfill",
    "--from",
    before.oldestNewest,
    "--summary-json",
    summaryFile,
    ...stateArgs,
    ...(sourceUrl ? ["--source-url", sourceUrl] : []),
  ]);
  const log = logFile("start-ingest.log", `${ingest.stdout}${ingest.stderr}`);
  const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, "utf8")) as IngestSummary) : null;
  const after = held();
  const upTo = after.newest ? formatDay(after.newest) : "none";
  const failures = summary
    ? Object.values(summary.results).filter((v): v is string => typeof v === "string" && v.startsWith("failed"))
    : [];
  if (!summary) {
    console.log(`The check for newer results did not run (details: ${log}): showing results up to ${upTo}`);
  } else if (failures.length > 0 && failures.length === Object.values(summary.results).filter((v) => typeof v === "string").length) {
    const first = failures[0]!;
    const host = /https?:\/\/([^/\s]+)/.exec(first)?.[1] ?? "the results source";
    const why =
      /\b(E[A-Z_]{3,}|HTTP \d{3}|no answer within \d+ ms)\b/.exec(first)?.[1] ??
      /unreachable \(([^()]+)\)/.exec(first)?.[1] ??
      "see the log";
    const what = /refused/.test(first) ? "Results source refused the request" : "Results source not reachable";
    console.log(`${what} (${host}: ${why}): showing results up to ${upTo} (details: ${log})`);
  } else {
    const added = after.n - before.n;
    const problems = failures.length > 0 ? `; ${failures.length} game(s) failed, details: ${log}` : "";
    console.log(`Results source: ${added} new draw${added === 1 ? "" : "s"}, showing results up to ${upTo}${problems}`);
  }
}

/**
 * Results alerts need a VAPID key pair (docs/alerts.md). Locally one is made once and kept with the local
 * database, so the browser's subscriptions stay valid between runs; .dev.vars, where it sets the keys, wins.
 */
async function localVapidVars(): Promise<string[]> {
  if (existsSync(".dev.vars") && /^VAPID_PUBLIC_KEY=\S/m.test(readFileSync(".dev.vars", "utf8"))) return [];
  const file = join(STATE_DIR, "vapid-keys.json");
  if (!existsSync(file)) {
    mkdirSync(STATE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(await vapidKeyPair()));
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return ["--var", `VAPID_PUBLIC_KEY:${keys.publicKey}`, "--var", `VAPID_PRIVATE_KEY:${keys.privateKey}`];
}

console.log(`Serving on http://localhost:${port}  (cron locally: curl "http://localhost:${port}/__scheduled?cron=*/10+19-21+*+*+*")`);
const server = spawn(
  "wrangler",
  [
    "dev",
    "--port",
    port,
    "--test-scheduled",
    ...stateArgs,
    ...(sourceUrl ? ["--var", `RESULTS_SOURCE_URL:${sourceUrl}`] : []),
    ...(await localVapidVars()),
    ...devArgs,
  ],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
