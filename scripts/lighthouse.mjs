// @ts-check
// npm run lighthouse [-- --routes /,/history --runs 3 --base http://127.0.0.1:8788 --ci --out FILE]
// Lighthouse (mobile profile) with Debian's chromium over every route, printing the four scores per
// route (the median of --runs). Without --base it starts the e2e server (built site, test fixtures).
// --ci fails (exit 1) below the goals: 100 everywhere, SEO only on indexable routes.
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startE2eServer } from "./lib/local-server.mjs";
import { readArgs } from "./lib/cli.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { EXPECTED_STATUS, FULL_YEAR_DATA, FULL_YEAR_ROUTE, PUBLIC_ROUTES } from "./lib/public-routes.mjs";

// Every public page (the page weight's list, the full Daily Lotto year included) but the 404 page:
// Lighthouse cannot score a page that answers 404 (it reports a document request error), so that page is
// checked by the browser tests and axe instead.
const ALL_ROUTES = [...PUBLIC_ROUTES.filter((path) => !EXPECTED_STATUS.has(path)), FULL_YEAR_ROUTE];
/** @type {Set<string>} */
const NOT_INDEXABLE = new Set();
const { values } = readArgs({
  usage:
    "Usage: npm run lighthouse [-- --routes /,/history --runs 3 --goals accessibility,seo --base http://127.0.0.1:8788 --port 8791 --ci --verbose --out FILE]",
  options: {
    routes: { type: "string", default: ALL_ROUTES.join(",") },
    runs: { type: "string", default: "1" },
    ci: { type: "boolean", default: false },
    goals: { type: "string", default: "performance,accessibility,best-practices,seo" },
    port: { type: "string", default: "8791" },
    base: { type: "string" },
    verbose: { type: "boolean", default: false },
    out: { type: "string", default: "lighthouse-results.json" },
  },
});
const routes = values.routes.split(",");
const runs = Number(values.runs);
const ci = values.ci;
/** Categories that must reach 100 with --ci (SEO only on indexable routes). */
const goalCategories = values.goals.split(",");
const port = values.port;
let base = values.base ?? null;
let server = null;

// The browser first: if it cannot start, no server is left running behind the error.
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
if (!base) {
  base = `http://127.0.0.1:${port}`;
  // The full year's invented draws are loaded only when that page is measured (the fixtures hold no such year).
  /** @type {Record<string, string>} */
  const extraEnv = routes.includes(FULL_YEAR_ROUTE) ? { E2E_EXTRA_DATA: FULL_YEAR_DATA } : {};
  server = await startE2eServer(port, extraEnv).catch(async (error) => {
    await chrome.kill();
    throw error;
  });
}
/**
 * One Lighthouse run. A run that failed to record the page load (a runtime error such as NO_NAVSTART,
 * seen on a fresh browser's first page here) scores nothing and would be counted as performance 0:
 * it is run again, up to twice, and reported if it still fails.
 *
 * @param {string} url
 */
async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    // Lighthouse answers nothing only when told to gather without auditing, which this never asks.
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.log(`    ${url}: Lighthouse could not record the load (${error.code}); running it again`);
  }
}
/**
 * The middle value (undefined for none). A metric a failed run did not record is undefined: sort puts
 * those last, without comparing them.
 *
 * @param {(number | undefined)[]} values
 */
const median = (values) => [...values].sort((a, b) => Number(a) - Number(b))[Math.floor(values.length / 2)];
/**
 * An audit of the result, which Lighthouse always includes.
 *
 * @param {Record<string, import("lighthouse").Result["audits"][string]>} audits
 * @param {string} id
 */
const audit = (audits, id) => {
  const found = audits[id];
  if (!found) throw new Error(`Lighthouse reported no ${id} audit`);
  return found;
};
const results = [];
let failed = false;
try {
  for (const route of routes) {
    /** @type {Record<string, number[]>} */
    const scores = { performance: [], accessibility: [], "best-practices": [], seo: [] };
    /** @type {{ fcp: (number | undefined)[]; lcp: (number | undefined)[]; tbt: (number | undefined)[]; cls: (number | undefined)[]; si: (number | undefined)[] }} */
    const metrics = { fcp: [], lcp: [], tbt: [], cls: [], si: [] };
    for (let i = 0; i < runs; i++) {
      const result = await auditWithRetry(`${base}${route}`);
      for (const [key, list] of Object.entries(scores)) {
        const category = result.lhr.categories[key];
        if (!category) throw new Error(`Lighthouse reported no ${key} score`);
        list.push(category.score ?? 0);
      }
      const audits = result.lhr.audits;
      metrics.fcp.push(audit(audits, "first-contentful-paint").numericValue);
      metrics.lcp.push(audit(audits, "largest-contentful-paint").numericValue);
      metrics.tbt.push(audit(audits, "total-blocking-time").numericValue);
      metrics.cls.push(audit(audits, "cumulative-layout-shift").numericValue);
      metrics.si.push(audit(audits, "speed-index").numericValue);
      if (values.verbose) {
        for (const audit of Object.values(audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
            console.log(`    ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
        }
      }
    }
    // Number(): no runs (--runs 0) or no figure gives NaN, as the arithmetic did before on undefined.
    /** @type {Record<string, number>} */
    const categoryScores = Object.fromEntries(
      Object.entries(scores).map(([key, values]) => [key, Math.round(Number(median(values)) * 100)]),
    );
    const row = {
      route,
      ...categoryScores,
      metrics: /** @type {Record<keyof typeof metrics, number>} */ (
        Object.fromEntries(Object.entries(metrics).map(([key, values]) => [key, Math.round(Number(median(values)) * 1000) / 1000]))
      ),
    };
    results.push(row);
    const goals = goalCategories.filter((key) => key !== "seo" || !NOT_INDEXABLE.has(route));
    // A goal that names no category (a typo in --goals) has no score, so is never below.
    const below = goals.filter((key) => {
      const score = categoryScores[key];
      return score !== undefined && score < 100;
    });
    if (below.length > 0) failed = true;
    console.log(
      `${route.padEnd(48)} perf ${String(categoryScores.performance).padStart(3)}  a11y ${String(categoryScores.accessibility).padStart(3)}  best ${String(categoryScores["best-practices"]).padStart(3)}  seo ${String(categoryScores.seo).padStart(3)}  (FCP ${Math.round(row.metrics.fcp)} ms, LCP ${Math.round(row.metrics.lcp)} ms, TBT ${Math.round(row.metrics.tbt)} ms, CLS ${row.metrics.cls})${below.length ? `   below 100: ${below.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  server?.stop();
}
writeFileSync(values.out, `${JSON.stringify({ runs, results }, null, 2)}\n`);
if (ci && failed) {
  console.error("Lighthouse: some scores are below the goals.");
  process.exit(1);
}
