// @ts-check
// npm run bench [-- --duration 10 --connections 10 --out bench-results/bench.json]
// autocannon against the built site under `wrangler dev` on loopback, side by side in one run: the
// baselines (a static asset, and /healthz, a Worker route that touches nothing), then home, /history, an
// article and /api/results/latest, with the edge cache on (cached) and off (uncached). The database is
// a SYNTHETIC data set of realistic size (ten years of every game, scripts/bench/synthetic-data.ts) in
// the benchmark's own local D1; it is never shown as real results. Last, a probe Worker configured as the
// site is (scripts/bench/cache-probe), whose `/nothing` is the site's /healthz over again and whose other
// answers are one Cache API hit: what a cache hit costs on this machine, apart from anything the site
// does around it, so the ceiling of the cached pages here. And the trivial Remix app
// of the JavaScript floor (scripts/bench/floor), served by a Worker of its own, shows what one uncached
// render of Remix and React costs before the site does anything: the ceiling of uncached pages here.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import autocannon from "./lib/autocannon.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { javascriptBudget, measureJavascriptFloor } from "./lib/javascript-size.mjs";
import { startProcessGroup, waitFor } from "./lib/local-server.mjs";
import { readArgs } from "./lib/cli.mjs";

const { values } = readArgs({
  usage: "Usage: npm run bench [-- --duration 10 --connections 10 --port 8793 --out bench-results/bench.json]",
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    out: { type: "string", default: "bench-results/bench.json" },
    port: { type: "string", default: "8793" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const out = values.out;
const port = Number(values.port);
const state = ".wrangler/bench-state";
const env = { ...process.env, CI: "true" };
/**
 * @param {string} command
 * @param {string[]} commandArgs
 */
const run = (command, commandArgs) => {
  const result = spawnSync(command, commandArgs, { stdio: ["ignore", "ignore", "inherit"], env });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
};

buildIfNeeded();
console.log("Preparing the SYNTHETIC benchmark database (ten years of every game)…");
rmSync(state, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
run("tsx", ["scripts/bench/synthetic-data.ts", `${state}/csv`]);
run("tsx", ["scripts/db-import.ts", `${state}/csv`, "--persist-to", state]);

/**
 * One row of the figures: a target's throughput and latency (ms).
 *
 * @typedef {{ name: string; path: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }} Row
 */

/**
 * Runs `work` against `wrangler dev` started with `args`, once `readyPath` answers; stops it after.
 *
 * @template T
 * @param {string[]} args
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withWrangler(args, work, readyPath = "/healthz") {
  const server = startProcessGroup("wrangler", ["dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error", ...args], {
    env,
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}${readyPath}`, 120_000);
    return await work();
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}
/** @typedef {() => Promise<Row[]>} Work */
/**
 * @param {number} cacheTtl
 * @param {Work} work
 */
const withSite = (cacheTtl, work) => withWrangler(["--persist-to", state, "--var", `EDGE_CACHE_TTL:${cacheTtl}`], work);
/** @param {Work} work */
const withCacheProbe = (work) =>
  withWrangler(["--config", "scripts/bench/cache-probe/wrangler.toml", "--persist-to", `${state}/probe`], work);
/** @param {Work} work */
const withRemixFloor = (work) =>
  withWrangler(["--config", "scripts/bench/floor/wrangler.toml", "--persist-to", `${state}/floor`], work, "/");

/**
 * @param {string} name
 * @param {string} path
 * @returns {Promise<Row>}
 */
async function measure(name, path) {
  const url = `http://127.0.0.1:${port}${path}`;
  await fetch(url); // fills the edge cache when it is on
  // Two seconds of the same load first, unmeasured: a fresh workerd runs slower until V8 has compiled
  // the hot paths (the same no-op Worker measured 30% apart cold and warm).
  await autocannon({ url, connections, duration: 2, requests: FROM_MANY_ADDRESSES });
  const result = await autocannon({ url, connections, duration, requests: FROM_MANY_ADDRESSES });
  const row = {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${name.padEnd(28)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   errors ${row.errors}   non-2xx ${row.non2xx}`,
  );
  return row;
}

/**
 * Each request from its own address (RFC 2544's benchmarking range), as a crowd of visitors would be:
 * from one address, the uncached API rows would mostly measure the API's per-address limit (RATE_LIMITS
 * in app/limits/rate-limit.server.ts) answering 429. wrangler dev keeps a CF-Connecting-IP the request
 * carries (it fills it from the socket only when absent).
 */
let addressCount = 0;
/** @type {import("./lib/autocannon.mjs").AutocannonRequestStep[]} */
const FROM_MANY_ADDRESSES = [
  {
    setupRequest: (request) => {
      addressCount = (addressCount + 1) % 65_536;
      return { ...request, headers: { ...request.headers, "cf-connecting-ip": `198.18.${addressCount >> 8}.${addressCount & 255}` } };
    },
  },
];

/** @type {[name: string, path: string][]} */
const PAGES = [
  ["home", "/"],
  ["/history", "/history"],
  ["article", "/blog/power-ball-lotto-results-ultimate-guide"],
  ["/api/results/latest", "/api/results/latest"],
  // The heaviest page: every draw of the game (one D1 round trip), figures computed per request.
  ["statistics (lotto)", "/statistics/lotto"],
];

const floor = measureJavascriptFloor();
console.log(`\nautocannon: ${connections} connections, ${duration} s per target\n`);
let javascript = null;
let homeBytes = 0;
const cached = await withSite(60, async () => {
  homeBytes = (await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer()).byteLength;
  javascript = await javascriptBudget(
    `http://127.0.0.1:${port}`,
    ["/", "/history", "/blog/power-ball-lotto-results-ultimate-guide", "/privacy-policy", "/how-to-play"],
    floor,
  );
  const rows = [await measure("static asset (/favicon.svg)", "/favicon.svg"), await measure("/healthz", "/healthz")];
  for (const [name, path] of PAGES) rows.push(await measure(`${name} (cached)`, path));
  return rows;
});
const uncached = await withSite(0, async () => {
  const rows = [];
  for (const [name, path] of PAGES) rows.push(await measure(`${name} (uncached)`, path));
  return rows;
});
const probe = await withCacheProbe(async () => [
  await measure("probe: nothing", "/nothing"),
  await measure("probe: one cache hit", `/?bytes=${homeBytes}`),
]);
// Built by measureJavascriptFloor above.
const remixFloor = await withRemixFloor(async () => [await measure("Remix floor: trivial route", "/")]);

/**
 * The row `where` picks, one of those measured above.
 *
 * @template {Row} R
 * @param {R[]} list
 * @param {(row: R) => boolean} where
 * @returns {R}
 */
function rowWhere(list, where) {
  const row = list.find(where);
  if (!row) throw new Error("a row measured above is missing");
  return row;
}
const healthz = rowWhere(cached, (r) => r.path === "/healthz").requestsPerSecond;
const staticRps = rowWhere(cached, (r) => r.path === "/favicon.svg").requestsPerSecond;
const rows = [...cached, ...uncached, ...probe, ...remixFloor].map((row) => ({
  ...row,
  vsHealthz: Math.round((row.requestsPerSecond / healthz) * 100) / 100,
  vsStatic: Math.round((row.requestsPerSecond / staticRps) * 100) / 100,
}));
console.log("\nRatios to the baselines (throughput):");
for (const row of rows) console.log(`  ${row.name.padEnd(28)} ${row.vsHealthz.toFixed(2)}× /healthz   ${row.vsStatic.toFixed(2)}× static`);
const cachedPages = rows.filter((r) => r.name.endsWith("(cached)"));
const cacheHit = rowWhere(rows, (r) => r.name === "probe: one cache hit");
const probeNothing = rowWhere(rows, (r) => r.name === "probe: nothing");
console.log(
  `\nThe ceiling here: a Worker configured as the site, doing nothing but one Cache API hit (a ${homeBytes}-byte entry, the size of home), serves ${cacheHit.vsHealthz.toFixed(2)}× /healthz (doing nothing at all, ${probeNothing.vsHealthz.toFixed(2)}×).`,
);
for (const row of cachedPages)
  console.log(`  ${row.name.padEnd(28)} ${(row.requestsPerSecond / cacheHit.requestsPerSecond).toFixed(2)}× that ceiling`);
const uncachedHome = rowWhere(rows, (r) => r.name === "home (uncached)");
const floorRender = rowWhere(rows, (r) => r.name === "Remix floor: trivial route");
console.log(
  `\nThe floor of an uncached page here: a trivial Remix route (no data, no layout) serves ${floorRender.vsHealthz.toFixed(2)}× /healthz.`,
);
for (const row of rows.filter((r) => r.name.endsWith("(uncached)")))
  console.log(`  ${row.name.padEnd(28)} ${(row.requestsPerSecond / floorRender.requestsPerSecond).toFixed(2)}× that floor`);
const uncachedStatistics = rowWhere(rows, (r) => r.name === "statistics (lotto) (uncached)");
console.log(
  `\nUncached statistics page beside uncached home: ${uncachedStatistics.requestsPerSecond} req/s (p50 ${uncachedStatistics.p50} ms) against ${uncachedHome.requestsPerSecond} req/s (p50 ${uncachedHome.p50} ms), ${(uncachedStatistics.requestsPerSecond / uncachedHome.requestsPerSecond).toFixed(2)}× home.`,
);
const goals = {
  "cached pages ≥ 0.8× /healthz": cachedPages.every((r) => r.vsHealthz >= 0.8),
  "uncached home ≥ 0.3× /healthz": uncachedHome.vsHealthz >= 0.3,
  "no errors or non-2xx": rows.every((r) => r.errors === 0 && r.non2xx === 0),
};
console.log("\nGoals:");
for (const [goal, met] of Object.entries(goals)) console.log(`  ${met ? "met" : "NOT met"}: ${goal}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ data: "SYNTHETIC (ten years of every game)", duration, connections, homeBytes, rows, goals, javascript }, null, 2)}\n`,
);
console.log(`\nWritten to ${out}`);
process.exit(goals["no errors or non-2xx"] ? 0 : 1);
