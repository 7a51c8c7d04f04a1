// @ts-check
// npm run load [-- --duration 60 --connections 50 --burst-duration 10 --burst-connections 200
//                 --port 8794 --base http://127.0.0.1:8788 --uncached --out bench-results/load.json
//                 --phases steady,expiry,tonight,checker --ttl 60 --rounds 2 --checkers 20 --crowd-seconds 20
//                 --data data]
// Load test: autocannon against the built site under `wrangler dev` on loopback. Each target (home, the
// three history pages, an article, the JSON API) gets a sustained run (--duration s at --connections),
// then a burst (--burst-duration s at --burst-connections). Prints requests per second, p50/p99
// latency, errors, non-2xx and the edge-cache hit ratio (X-Edge-Cache) per target and phase, writes the
// figures as JSON, and exits 1 on any error (connection error or timeout) or any 5xx. Without --base it
// starts the e2e server (the built site with the test fixtures, or with --data's CSV folder: `--data data`
// for the real history; scripts/e2e-server.mjs) on its own port and stops it afterwards; --uncached turns the edge cache off there, so every request renders. A
// script, not a test: run it while nothing else heavy runs on the machine (the figures are the
// machine's as much as the site's).
//
// Draw night's phases (scripts/lib/draw-night.mjs: separate requests, as visitors make them):
// - expiry: 30 simultaneous requests to each of a dozen cached routes the moment their entries lapse
//   (--rounds times; each waits --ttl seconds, the lifetime the started server is given);
// - tonight: 30 simultaneous requests to tonight's draw pages and API answers before the results (404s),
//   then 20 visitors refreshing them for --crowd-seconds;
// - checker: 10 visitors reading cached pages for --crowd-seconds alone, then again beside --checkers
//   visitors each checking ten-board tickets: the cached pages' p99 with and without them.
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname } from "node:path";
import autocannon from "./lib/autocannon.mjs";
import { startE2eServer, workerdCpuMs } from "./lib/local-server.mjs";
import { readArgs } from "./lib/cli.mjs";
import {
  CACHED_ROUTES,
  expiryBursts,
  randomLottoTicket,
  refreshingCrowd,
  serverErrors,
  simultaneous,
  ticketCheckers,
  tonightsPaths,
} from "./lib/draw-night.mjs";

const { values } = readArgs({
  usage: [
    "Usage: npm run load [-- --duration 60 --connections 50 --burst-duration 10 --burst-connections 200",
    "                       --port 8794 --base http://127.0.0.1:8788 --uncached --out bench-results/load.json",
    "                       --phases steady,expiry,tonight,checker --ttl 60 --rounds 2 --checkers 20 --crowd-seconds 20",
    "                       --data data]",
  ].join("\n"),
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    "burst-duration": { type: "string", default: "10" },
    "burst-connections": { type: "string", default: "200" },
    port: { type: "string", default: "8794" },
    out: { type: "string", default: "bench-results/load.json" },
    uncached: { type: "boolean", default: false },
    base: { type: "string" },
    phases: { type: "string", default: "steady,expiry,tonight,checker" },
    ttl: { type: "string", default: "60" },
    rounds: { type: "string", default: "2" },
    checkers: { type: "string", default: "20" },
    "crowd-seconds": { type: "string", default: "20" },
    data: { type: "string" },
  },
});
const sustained = { duration: Number(values.duration), connections: Number(values.connections) };
const burst = { duration: Number(values["burst-duration"]), connections: Number(values["burst-connections"]) };
const port = Number(values.port);
const out = values.out;
const uncached = values.uncached;
const phases = new Set(values.phases.split(",").map((phase) => phase.trim()));
const ttl = Number(values.ttl);
const crowdSeconds = Number(values["crowd-seconds"]);
let base = values.base ?? null;

/** @type {[name: string, path: string][]} */
const TARGETS = [
  ["home", "/"],
  ["history", "/history"],
  ["lotto history", "/lotto-history"],
  ["powerball history", "/powerball-history"],
  ["article", "/blog/power-ball-lotto-results-ultimate-guide"],
  ["api latest", "/api/results/latest"],
  ["api history", "/api/results/history?gameType=lotto&limit=20"],
  ["api next draw", "/api/next-draw"],
  // A new query string on every request: the cache key drops it (decision 004), so this runs at the
  // cached page's speed instead of rendering (and storing) every request.
  ["history cache-buster", "/history?cb={n}"],
];

/** @type {import("./lib/local-server.mjs").ProcessGroup | null} */
let server = null;
const stopServer = () => server?.stop();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

/**
 * Counts each answer's X-Edge-Cache (HIT, STALE, MISS, BYPASS) in one autocannon run, from the
 * response headers as each connection parses them (no body is kept).
 */
function edgeCacheCounter() {
  /** @type {Record<string, number>} */
  const counts = {};
  /** @param {import("./lib/autocannon.mjs").AutocannonClient} client */
  const setupClient = (client) =>
    client.on("headers", ({ headers }) => {
      for (let i = 0; i < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() !== "x-edge-cache") continue;
        const status = String(headers[i + 1]);
        counts[status] = (counts[status] ?? 0) + 1;
      }
    });
  return { counts, setupClient };
}

/**
 * Answers served without a render of their own (from the cache, or sharing a render under way).
 *
 * @param {Record<string, number>} counts
 */
const hitRatio = (counts) => {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return total === 0 ? 0 : ((counts.HIT ?? 0) + (counts.STALE ?? 0)) / total;
};

/**
 * @param {string} name
 * @param {string} path
 * @param {"sustained" | "burst"} phase
 * @param {{ duration: number; connections: number }} load
 */
async function measure(name, path, phase, { duration, connections }) {
  const edgeCache = edgeCacheCounter();
  let n = 0;
  // `{n}` in a path becomes a number unique to each request.
  /** @type {import("./lib/autocannon.mjs").AutocannonRequestStep[] | undefined} */
  const requests = path.includes("{n}")
    ? [{ setupRequest: (request) => ({ ...request, path: path.replace("{n}", String(++n)) }) }]
    : undefined;
  const result = await autocannon({
    url: `${base}${path.replace("{n}", "0")}`,
    duration,
    connections,
    timeout: 10,
    requests,
    setupClient: edgeCache.setupClient,
  });
  const row = {
    target: name,
    path,
    phase,
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    "5xx": result["5xx"],
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
    edgeCache: edgeCache.counts,
    hitRatio: Math.round(hitRatio(edgeCache.counts) * 10_000) / 10_000,
  };
  const cells = [
    `${name.padEnd(18)} ${phase.padEnd(9)} ${String(connections).padStart(3)} conns`,
    `${String(row.requestsPerSecond).padStart(6)} req/s`,
    `p50 ${String(row.p50Ms).padStart(5)} ms`,
    `p99 ${String(row.p99Ms).padStart(5)} ms`,
    `errors ${row.errors}${row.timeouts ? ` (${row.timeouts} timed out after 10 s)` : ""}`,
    `non-2xx ${row.non2xx}`,
    `5xx ${row["5xx"]}`,
    `cache hits ${(row.hitRatio * 100).toFixed(2)}%`,
  ];
  console.log(cells.join("   "));
  return row;
}

/** @type {Awaited<ReturnType<typeof measure>>[]} */
const rows = [];
/** @type {Record<string, import("./lib/draw-night.mjs").Tally>} */
const drawNightRows = {};

/** One line per draw-night phase, kept for the JSON. @param {string} name @param {import("./lib/draw-night.mjs").Tally} tally */
function report(name, tally) {
  drawNightRows[name] = tally;
  console.log(
    `${name.padEnd(34)} ${String(tally.requests).padStart(6)} requests   p50 ${String(tally.p50Ms).padStart(7)} ms   p99 ${String(tally.p99Ms).padStart(7)} ms   ` +
      `${tally.meanBytes.toLocaleString("en")} bytes each (decoded)   status ${JSON.stringify(tally.status)}   cache ${JSON.stringify(tally.cache)}`,
  );
  for (const failure of tally.failures) console.log(`  failed: ${failure}`);
}

/**
 * The runtime's CPU time of one ten-board check, from the workerd processes of the server this script
 * started: 50 checks one after another, less 50 requests of /healthz (which touches nothing) as the cost
 * of any request. Needs the server started here (not --base) and Linux's /proc.
 */
async function checkerCpu() {
  const group = server?.child.pid;
  if (group === undefined || workerdCpuMs(group) === null) {
    console.log("CPU of a ten-board check: not measured (needs the server started by this script, on Linux)");
    return;
  }
  const cpuNow = () => workerdCpuMs(group) ?? 0;
  const cpuOf = async (/** @type {() => string} */ path, /** @type {number} */ n) => {
    const before = cpuNow();
    for (let i = 0; i < n; i++)
      await (await fetch(`${base}${path()}`, { headers: { "CF-Connecting-IP": `198.19.0.${1 + (i % 200)}` } })).arrayBuffer();
    return (cpuNow() - before) / n;
  };
  const check = () => `/check-numbers?${new URLSearchParams({ game: "lotto", numbers: randomLottoTicket(10) })}`;
  await cpuOf(check, 5); // compiled and warm
  const perCheck = await cpuOf(check, 50);
  const perHealthz = await cpuOf(() => "/healthz", 50);
  drawNightCpu = { tenBoardCheckMs: Math.round(perCheck * 10) / 10, healthzMs: Math.round(perHealthz * 10) / 10 };
  console.log(
    `CPU of a ten-board check in workerd: ${drawNightCpu.tenBoardCheckMs} ms (a request of /healthz: ${drawNightCpu.healthzMs} ms)`,
  );
}

/** @type {{ tenBoardCheckMs: number; healthzMs: number } | null} */
let drawNightCpu = null;

/** The draw-night phases chosen with --phases (see the top of this file). */
async function drawNight() {
  if (phases.has("expiry")) {
    console.log(`\nExpiry bursts: 30 at once to each of ${CACHED_ROUTES.length} routes as their ${ttl}-second entries lapse`);
    const rounds = await expiryBursts(/** @type {string} */ (base), CACHED_ROUTES, {
      perPath: 30,
      ttlSeconds: ttl,
      rounds: Number(values.rounds),
    });
    rounds.forEach((round, index) => report(`expiry burst, round ${index + 1}`, round));
  }
  if (phases.has("tonight")) {
    const tonight = await tonightsPaths(/** @type {string} */ (base));
    console.log(`\nTonight's pages before the results: ${tonight.join(", ")}`);
    report("tonight: 30 at once to each", await simultaneous(/** @type {string} */ (base), tonight, 30));
    report(
      `tonight: 20 refreshing for ${crowdSeconds} s`,
      await refreshingCrowd(/** @type {string} */ (base), tonight, { visitors: 20, seconds: crowdSeconds }),
    );
  }
  if (phases.has("checker")) {
    const checkers = Number(values.checkers);
    console.log(`\nThe checker beside cached pages: 10 visitors on cached pages, alone and beside ${checkers} checking ten-board tickets`);
    await checkerCpu();
    report(
      "cached pages alone",
      await refreshingCrowd(/** @type {string} */ (base), CACHED_ROUTES, { visitors: 10, seconds: crowdSeconds }),
    );
    const [pages, checks] = await Promise.all([
      refreshingCrowd(/** @type {string} */ (base), CACHED_ROUTES, { visitors: 10, seconds: crowdSeconds }),
      ticketCheckers(/** @type {string} */ (base), { visitors: checkers, seconds: crowdSeconds }),
    ]);
    report(`cached pages beside ${checkers} checkers`, pages);
    report(`${checkers} checkers, ten boards each`, checks);
  }
}
let exitCode = 0;
try {
  if (!base) {
    base = `http://127.0.0.1:${port}`;
    console.log(
      `Starting the e2e server (built site, ${values.data ? `CSV from ${values.data}` : "test fixtures"}) on ${base}${uncached ? " with the edge cache off" : ""}…`,
    );
    const lifetime = uncached ? 0 : ttl;
    server = await startE2eServer(port, {
      E2E_WRANGLER_ARGS: `${process.env.E2E_WRANGLER_ARGS ?? ""} --var EDGE_CACHE_TTL:${lifetime}`.trim(),
    });
  }
  const [load1 = 0] = loadavg(); // always three figures (zeros where the system has none)
  console.log(`\nAgainst ${base} (machine: ${availableParallelism()} cores, load average ${load1.toFixed(2)} before the run)`);
  if (phases.has("steady"))
    console.log(
      `autocannon: ${sustained.duration} s at ${sustained.connections} connections, then ${burst.duration} s at ${burst.connections}, per target\n`,
    );
  for (const [name, path] of phases.has("steady") ? TARGETS : []) {
    // One request first, so the sustained phase measures the steady state (edge cache filled when it is on).
    const warm = await fetch(`${base}${path}`);
    if (!warm.ok) throw new Error(`${path} answered ${warm.status} before the load started`);
    await warm.arrayBuffer();
    rows.push(await measure(name, path, "sustained", sustained));
    rows.push(await measure(name, path, "burst", burst));
  }
  await drawNight();
} catch (error) {
  console.error(`Load run failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  stopServer();
}

const failures = [
  ...rows.filter((row) => row.errors > 0 || row.timeouts > 0 || row["5xx"] > 0).map((row) => `${row.target} (${row.phase})`),
  ...Object.entries(drawNightRows)
    .filter(([, tally]) => serverErrors(tally) > 0)
    .map(([name]) => name),
];
const edgeCacheTotals = rows.reduce((sum, row) => {
  for (const [status, n] of Object.entries(row.edgeCache)) sum[status] = (sum[status] ?? 0) + n;
  return sum;
}, /** @type {Record<string, number>} */ ({}));
const totals = {
  requests: rows.reduce((sum, row) => sum + row.requests, 0),
  errors: rows.reduce((sum, row) => sum + row.errors, 0),
  non2xx: rows.reduce((sum, row) => sum + row.non2xx, 0),
  "5xx": rows.reduce((sum, row) => sum + row["5xx"], 0),
  edgeCache: edgeCacheTotals,
  hitRatio: Math.round(hitRatio(edgeCacheTotals) * 10_000) / 10_000,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ base, edgeCache: uncached ? "off" : "on", ttl, sustained, burst, loadAverageAfter: loadavg()[0], totals, rows, drawNight: drawNightRows, checkerCpu: drawNightCpu }, null, 2)}\n`,
);
console.log(`\n${totals.requests} requests, ${totals.errors} errors, ${totals.non2xx} non-2xx, ${totals["5xx"]} 5xx.`);
console.log(
  `Edge cache: ${JSON.stringify(totals.edgeCache)}, hit ratio ${(totals.hitRatio * 100).toFixed(2)}% (HIT and STALE over all answers). Written to ${out}`,
);
if (failures.length > 0) {
  console.error(`Errors or 5xx in: ${failures.join(", ")}`);
  exitCode = 1;
}
process.exit(exitCode);
