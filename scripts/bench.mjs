// npm run bench [-- --duration 10 --connections 10 --out bench-results/bench.json]
// autocannon against the built site under `wrangler dev` on loopback, side by side in one run: the
// baselines (a static asset, and /healthz, a Worker route that touches nothing), then home, /history, an
// article and /api/results/latest, with the edge cache on (cached) and off (uncached). The database is
// a SYNTHETIC data set of realistic size (ten years of every game, scripts/bench/synthetic-data.ts) in
// the benchmark's own local D1; it is never shown as real results. Last, a probe Worker that only answers
// from the Cache API (scripts/bench/cache-probe) shows what one cache hit costs on this machine, apart
// from anything the site does around it: the ceiling of the cached pages here.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { javascriptBudget, measureJavascriptFloor } from "./lib/javascript-size.mjs";
import { startProcessGroup, waitFor } from "./lib/local-server.mjs";
import { option } from "./lib/cli.mjs";

const duration = Number(option("duration", "10"));
const connections = Number(option("connections", "10"));
const out = option("out", "bench-results/bench.json");
const port = Number(option("port", "8793"));
const state = ".wrangler/bench-state";
const env = { ...process.env, CI: "true" };
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

async function withWrangler(args, work) {
  const server = startProcessGroup("wrangler", ["dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", "error", ...args], { env, stdio: "ignore" });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000);
    return await work();
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}
const withSite = (cacheTtl, work) => withWrangler(["--persist-to", state, "--var", `EDGE_CACHE_TTL:${cacheTtl}`], work);
const withCacheProbe = (work) => withWrangler(["--config", "scripts/bench/cache-probe/wrangler.toml", "--persist-to", `${state}/probe`], work);

async function measure(name, path) {
  const url = `http://127.0.0.1:${port}${path}`;
  await fetch(url); // warm: fills the edge cache when it is on
  const result = await autocannon({ url, connections, duration });
  const row = {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(`${name.padEnd(28)} ${String(row.requestsPerSecond).padStart(6)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   errors ${row.errors}   non-2xx ${row.non2xx}`);
  return row;
}

const PAGES = [
  ["home", "/"],
  ["/history", "/history"],
  ["article", "/blog/power-ball-lotto-results-ultimate-guide"],
  ["/api/results/latest", "/api/results/latest"],
];

const floor = measureJavascriptFloor();
console.log(`\nautocannon: ${connections} connections, ${duration} s per target\n`);
let javascript = null;
let homeBytes = 0;
const cached = await withSite(60, async () => {
  homeBytes = (await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer()).byteLength;
  javascript = await javascriptBudget(`http://127.0.0.1:${port}`, ["/", "/history", "/blog/power-ball-lotto-results-ultimate-guide", "/privacy-policy", "/how-to-play"], floor);
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

const healthz = cached.find((r) => r.path === "/healthz").requestsPerSecond;
const staticRps = cached.find((r) => r.path === "/favicon.svg").requestsPerSecond;
const rows = [...cached, ...uncached, ...probe].map((row) => ({
  ...row,
  vsHealthz: Math.round((row.requestsPerSecond / healthz) * 100) / 100,
  vsStatic: Math.round((row.requestsPerSecond / staticRps) * 100) / 100,
}));
console.log("\nRatios to the baselines (throughput):");
for (const row of rows) console.log(`  ${row.name.padEnd(28)} ${row.vsHealthz.toFixed(2)}× /healthz   ${row.vsStatic.toFixed(2)}× static`);
const cachedPages = rows.filter((r) => r.name.endsWith("(cached)"));
const cacheHit = rows.find((r) => r.name === "probe: one cache hit");
console.log(`\nThe ceiling here: a Worker doing nothing but one Cache API hit (a ${homeBytes}-byte entry, the size of home) serves ${cacheHit.vsHealthz.toFixed(2)}× /healthz.`);
for (const row of cachedPages) console.log(`  ${row.name.padEnd(28)} ${(row.requestsPerSecond / cacheHit.requestsPerSecond).toFixed(2)}× that ceiling`);
const uncachedHome = rows.find((r) => r.name === "home (uncached)");
const goals = {
  "cached pages ≥ 0.8× /healthz": cachedPages.every((r) => r.vsHealthz >= 0.8),
  "uncached home ≥ 0.3× /healthz": uncachedHome.vsHealthz >= 0.3,
  "no errors or non-2xx": rows.every((r) => r.errors === 0 && r.non2xx === 0),
};
console.log("\nGoals:");
for (const [goal, met] of Object.entries(goals)) console.log(`  ${met ? "met" : "NOT met"}: ${goal}`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ data: "SYNTHETIC (ten years of every game)", duration, connections, homeBytes, rows, goals, javascript }, null, 2)}\n`);
console.log(`\nWritten to ${out}`);
process.exit(goals["no errors or non-2xx"] ? 0 : 1);
