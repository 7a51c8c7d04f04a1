/**
 * npm run ingest -- [--backfill --from YYYY-MM-DD] [--game G] [--source official|search|resultsza]
 *                   [--persist-to DIR] [--remote [--site-url URL]] [--source-url URL]
 *                   [--summary-json FILE]
 *
 * Runs the same ingest as the Cron Trigger (`runIngest`, trigger "cli") from Node, against the local
 * D1 (wrangler's getPlatformProxy gives a real D1 binding over the same .wrangler state that
 * `wrangler dev` uses) or, with --remote, against the real D1 through wrangler's remote bindings.
 * Exit code 0 when every game went well, 1 otherwise, 2 for a usage error.
 *
 * --remote writes the real D1 from this machine, not through the Worker, so after a run that changed
 * draws it names them to the deployed site (POST /api/ingest/draws-changed, signed with INGEST_SECRET from
 * the environment, as `npm run collect` signs its pushes; scripts/lib/tell-site.ts), which takes the step
 * every write in the Worker takes (context.drawsChanged): alerts queued, cached pages purged and warmed.
 * The site is --site-url, else wrangler.toml's SITE_URL. Without the secret, or when the site cannot be
 * reached or refuses, it says so: the changed pages then show as their cached copies lapse
 * (EDGE_CACHE_TTL + EDGE_CACHE_STALE, two minutes) and no alert is sent; a call that failed makes the
 * exit code 1 (the draws are stored; the alerts are not queued).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { getPlatformProxy } from "wrangler";
import { getDb } from "../app/db/client.server";
import { runIngest, type IngestSummary } from "../app/ingest/run-ingest.server";
import { SOURCE_NAMES, type SourceName } from "../app/db/schema";
import { parseEnv } from "../app/http/env.server";
import { isGameId } from "../app/rules/games";
import { isIsoDate } from "../app/rules/schedule";
import { readArgs, usageError } from "./lib/cli.mjs";
import { tellSite } from "./lib/tell-site";

const USAGE =
  "Usage: npm run ingest -- [--backfill --from YYYY-MM-DD] [--game G] [--source official|search|resultsza] [--persist-to DIR] [--remote [--site-url URL]] [--source-url URL] [--summary-json FILE]";

function fail(message: string): never {
  return usageError(message, USAGE);
}

function parseOptions(args: string[]) {
  const { values } = readArgs({
    args,
    usage: USAGE,
    options: {
      backfill: { type: "boolean", default: false },
      from: { type: "string" },
      game: { type: "string" },
      source: { type: "string", default: "official" },
      "persist-to": { type: "string" },
      remote: { type: "boolean", default: false },
      "source-url": { type: "string" },
      "site-url": { type: "string" },
      "summary-json": { type: "string" },
    },
  });
  const { from, game } = values;
  const source: SourceName = (SOURCE_NAMES as readonly string[]).includes(values.source)
    ? (values.source as SourceName)
    : fail(`--source must be ${SOURCE_NAMES.join(", ")}, got "${values.source}"`);
  if (from !== undefined && !isIsoDate(from)) fail(`--from must be a date as YYYY-MM-DD, got "${from}"`);
  if (values.backfill && !from) fail("--backfill needs --from YYYY-MM-DD");
  if (game !== undefined && !isGameId(game)) fail(`Unknown game "${game}"`);
  if (values["site-url"] !== undefined && !values.remote) fail("--site-url goes with --remote: the site told of the changed draws");
  return {
    backfill: values.backfill ? { from: from!, ...(game ? { game: game } : {}) } : undefined,
    games: game ? [game] : undefined,
    source: source,
    persistTo: values["persist-to"],
    remote: values.remote,
    sourceUrl: values["source-url"],
    /** The deployed site told of the changed draws after --remote (else wrangler.toml's SITE_URL). */
    siteUrl: values["site-url"],
    /** Where to write the run's summary as JSON (npm start reads it). */
    summaryJson: values["summary-json"],
  };
}

/**
 * --remote: a copy of wrangler.toml's D1 binding marked `remote = true`, for getPlatformProxy's remote
 * bindings (wrangler 4 supports them for D1; it needs `wrangler login` and network access).
 */
function remoteConfig(dir: string): string {
  const toml = readFileSync("wrangler.toml", "utf8");
  const field = (name: string) => new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, "m").exec(toml)?.[1];
  const config = {
    name: field("name"),
    compatibility_date: field("compatibility_date"),
    compatibility_flags: ["nodejs_compat"],
    vars: Object.fromEntries([...toml.matchAll(/^([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m): [string, string] => [m[1]!, m[2]!])),
    d1_databases: [{ binding: "DB", database_name: field("database_name"), database_id: field("database_id"), remote: true }],
  };
  const path = join(dir, "wrangler.json");
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

function print(summary: IngestSummary) {
  console.log(`\n${summary.message}`);
  for (const [key, value] of Object.entries(summary.results)) console.log(`  ${key.padEnd(16)} ${value}`);
}

const NOT_TOLD =
  "no alerts were queued and no cached page was purged;\n" +
  "the changed pages show within two minutes, as their cached copies lapse. (npm run collect -- --from pushes through the site.)";

/**
 * After --remote changed draws: the site told, so that it takes the step every write takes. True when it
 * took them, or when there was no secret to sign with (said plainly: not a failure of this run).
 */
async function tellTheSite(summary: IngestSummary, siteUrl: string): Promise<boolean> {
  const secret = process.env.INGEST_SECRET?.trim();
  if (!secret) {
    console.log(`\nWritten straight to the remote D1, not through the site, and INGEST_SECRET is not set to tell the site: ${NOT_TOLD}`);
    return true;
  }
  console.log("");
  if (await tellSite({ siteUrl, secret, changed: summary.changed })) {
    console.log("The site took the changed draws: their pages purged and rendered back, the recent ones' alerts queued.");
    return true;
  }
  console.error(`\nWritten straight to the remote D1, and the site was not told (above): ${NOT_TOLD}`);
  return false;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const workDir = options.remote ? mkdtempSync(join(tmpdir(), "ingest-remote-")) : null;
  console.log(
    `Ingest from the ${options.source} source into the ${options.remote ? "REMOTE" : "local"} D1 database${options.backfill ? `, backfill back to ${options.backfill.from}` : ""}`,
  );
  let proxy: Awaited<ReturnType<typeof getPlatformProxy<Env>>>;
  try {
    proxy = await getPlatformProxy<Env>(
      workDir
        ? { configPath: remoteConfig(workDir), remoteBindings: true, persist: false }
        : { configPath: "wrangler.toml", persist: { path: resolve(options.persistTo ?? ".wrangler/state", "v3") } },
    );
  } catch (error) {
    console.error(
      `Could not open the ${options.remote ? "remote" : "local"} D1 database: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (options.remote)
      console.error(
        "The remote database needs `npx wrangler login` and a network connection; or run the refresh from the deployed site's admin page.",
      );
    process.exit(1);
  }
  try {
    const env = parseEnv({ ...proxy.env, ...(options.sourceUrl ? { RESULTS_SOURCE_URL: options.sourceUrl } : {}) });
    const summary = await runIngest({
      db: getDb(proxy.env.DB),
      env,
      trigger: "cli",
      source: options.source,
      games: options.games,
      backfill: options.backfill,
      onProgress: (line) => console.log(`  ${line}`),
    });
    print(summary);
    // The draws are stored either way; a site that was not told cannot queue their alerts.
    const told = options.remote && summary.changed.length > 0 ? await tellTheSite(summary, options.siteUrl ?? env.SITE_URL) : true;
    if (options.summaryJson) writeFileSync(options.summaryJson, JSON.stringify(summary));
    const texts = Object.values(summary.results).filter((v): v is string => typeof v === "string");
    if (!summary.ok && texts.length > 0 && texts.every((text) => /unreachable|no answer within/.test(text))) {
      console.log(
        `\nThe results source (${env.RESULTS_SOURCE_URL}) could not be reached: check the network connection.\n` +
          "Without it, load results from CSV files:  npm run db:import -- <folder>   (format: docs/data-format.md)",
      );
    }
    process.exitCode = summary.ok && told ? 0 : 1;
  } finally {
    await proxy.dispose();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
