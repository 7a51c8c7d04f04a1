// npm run lighthouse [-- --routes /,/history --runs 3 --base http://127.0.0.1:8788 --ci --out FILE]
// Lighthouse (mobile profile) with Debian's chromium over every route, printing the four scores per
// route (the median of --runs). Without --base it starts the e2e server (built site, test fixtures).
// --ci fails (exit 1) below the goals: 100 everywhere, SEO only on indexable routes.
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startE2eServer } from "./lib/local-server.mjs";
import { flag, option } from "./lib/cli.mjs";

const ALL_ROUTES = [
  "/", "/history", "/lotto-history", "/powerball-history", "/check-numbers", "/tips", "/lotto-predictions", "/how-to-play",
  "/blog", "/blog/power-ball-lotto-results-ultimate-guide", "/contact-us", "/about", "/responsible-gaming", "/privacy-policy",
  "/terms-of-service",
];
// Lighthouse cannot score a page that answers 404 (it reports a document request error), so the 404
// page is checked by the browser tests and axe instead.
const NOT_INDEXABLE = new Set();
const routes = option("routes", ALL_ROUTES.join(",")).split(",");
const runs = Number(option("runs", "1"));
const ci = flag("ci");
/** Categories that must reach 100 with --ci (SEO only on indexable routes). */
const goalCategories = option("goals", "performance,accessibility,best-practices,seo").split(",");
const port = option("port", "8791");
let base = option("base", null);
let server = null;

// The browser first: if it cannot start, no server is left running behind the error.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
if (!base) {
  base = `http://127.0.0.1:${port}`;
  server = await startE2eServer(port).catch(async (error) => {
    await chrome.kill();
    throw error;
  });
}
/**
 * One Lighthouse run. A run that failed to record the page load (a runtime error such as NO_NAVSTART,
 * seen on a fresh browser's first page here) scores nothing and would be counted as performance 0:
 * it is run again, up to twice, and reported if it still fails.
 */
async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.log(`    ${url}: Lighthouse could not record the load (${error.code}); running it again`);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
let failed = false;
try {
  for (const route of routes) {
    const scores = { performance: [], accessibility: [], "best-practices": [], seo: [] };
    const metrics = { fcp: [], lcp: [], tbt: [], cls: [], si: [] };
    for (let i = 0; i < runs; i++) {
      const result = await auditWithRetry(`${base}${route}`);
      for (const key of Object.keys(scores)) scores[key].push(result.lhr.categories[key].score ?? 0);
      const audits = result.lhr.audits;
      metrics.fcp.push(audits["first-contentful-paint"].numericValue);
      metrics.lcp.push(audits["largest-contentful-paint"].numericValue);
      metrics.tbt.push(audits["total-blocking-time"].numericValue);
      metrics.cls.push(audits["cumulative-layout-shift"].numericValue);
      metrics.si.push(audits["speed-index"].numericValue);
      if (flag("verbose")) {
        for (const audit of Object.values(audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") console.log(`    ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
        }
      }
    }
    const row = {
      route,
      ...Object.fromEntries(Object.entries(scores).map(([key, values]) => [key, Math.round(median(values) * 100)])),
      metrics: Object.fromEntries(Object.entries(metrics).map(([key, values]) => [key, Math.round(median(values) * 1000) / 1000])),
    };
    results.push(row);
    const goals = goalCategories.filter((key) => key !== "seo" || !NOT_INDEXABLE.has(route));
    const below = goals.filter((key) => row[key] < 100);
    if (below.length > 0) failed = true;
    console.log(
      `${route.padEnd(48)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  best ${String(row["best-practices"]).padStart(3)}  seo ${String(row.seo).padStart(3)}  (FCP ${Math.round(row.metrics.fcp)} ms, LCP ${Math.round(row.metrics.lcp)} ms, TBT ${Math.round(row.metrics.tbt)} ms, CLS ${row.metrics.cls})${below.length ? `   below 100: ${below.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  server?.stop();
}
writeFileSync(option("out", "lighthouse-results.json"), `${JSON.stringify({ runs, results }, null, 2)}\n`);
if (ci && failed) {
  console.error("Lighthouse: some scores are below the goals.");
  process.exit(1);
}
