// @ts-check
// npm run page-weight [-- --budget 25600 --routes /,/blog --base http://127.0.0.1:8788 --json FILE]
// The bytes a FIRST visit (empty cache) to each public page transfers, as Chromium counts them on the
// wire at 390 px wide: the HTML, CSS, scripts, fonts and images that load without scrolling, and anything
// else the page fetches by itself, headers included (CDP's encodedDataLength per request). One line per
// route by type and in total; exits 1 when a route is over the budget (default 25 KB = 25,600 bytes; the
// routes of ROUTE_BUDGETS in scripts/lib/public-routes.mjs have their own) or did not answer as expected.
// Without --base it starts the e2e server (built site, test fixtures, and an invented full Daily Lotto
// year for FULL_YEAR_ROUTE, the archive's heaviest page: scripts/lib/public-routes.mjs).
// Nothing is scrolled: images with loading="lazy" load only when Chromium counts them near the viewport
// (its own margin below the fold, as on a phone), so the figure is what a visit that reads the first
// screen costs.
//
// Compression counts as it arrives: `wrangler dev` (workerd) sends the Worker's answers and the static
// files gzipped to a browser that accepts it, as Cloudflare's edge does (which sends brotli over HTTPS,
// a little smaller). A compressible response that arrives uncompressed is listed under its route.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { startE2eServer } from "./lib/local-server.mjs";
import { readArgs, usageError } from "./lib/cli.mjs";
import { EXPECTED_STATUS, FULL_YEAR_DATA, FULL_YEAR_ROUTE, PUBLIC_ROUTES, ROUTE_BUDGETS } from "./lib/public-routes.mjs";

/** Every public page and a daily game's full year (its data is loaded into the server started here). */
const ROUTES = [...PUBLIC_ROUTES, FULL_YEAR_ROUTE];

export const DEFAULT_BUDGET = 25 * 1024;
/** A phone's width, as the e2e "mobile" project (playwright.config.ts). */
const VIEWPORT = { width: 390, height: 844 };
/** The columns of the table, from CDP's resource types (Network.ResourceType). */
const KINDS = /** @type {const} */ (["html", "css", "script", "font", "image", "other"]);
/** @typedef {(typeof KINDS)[number]} Kind */
/** @type {Record<string, Kind>} */
const KIND_OF_TYPE = { Document: "html", Stylesheet: "css", Script: "script", Font: "font", Image: "image" };
/** Content types that should arrive compressed (Cloudflare's edge compresses them): listed when they do not. */
const COMPRESSIBLE =
  /^\s*(text\/|application\/(javascript|x-javascript|ecmascript|json|[\w.+-]*\+json|xml|[\w.+-]*\+xml|wasm)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(ttf|otf)|application\/vnd\.ms-fontobject)/i;

/**
 * One request of a page load.
 *
 * @typedef {{ url: string; type: string; kind: Kind; status: number | null; mimeType: string | null; encoding: string | null; bytes: number; failed?: string }} RequestFigure
 */
/**
 * One route's figures.
 *
 * @typedef {{
 *   path: string;
 *   status: number | null;
 *   expectedStatus: number;
 *   bytes: Record<Kind, number>;
 *   total: number;
 *   over: boolean;
 *   otherOrigins: string[];
 *   uncompressed: string[];
 *   requests: RequestFigure[];
 * }} RouteFigure
 */

/**
 * "25600", "25KB", "25k" (× 1024) or "1.5MB": bytes.
 *
 * @param {string} value
 * @returns {number | null}
 */
export function parseBytes(value) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib)?\s*$/i.exec(value);
  if (!match) return null;
  const unit = (match[2] ?? "b").toLowerCase();
  const factor = unit.startsWith("k") ? 1024 : unit.startsWith("m") ? 1024 * 1024 : 1;
  return Math.round(Number(match[1]) * factor);
}

/** @param {number} n */
const formatBytes = (n) => n.toLocaleString("en-US");

/**
 * Loads `base + path` in a fresh context (its own empty cache, no service workers) at 390 px and counts every
 * request's bytes on the wire until the load event and network idle. Scrolls nothing.
 *
 * @param {import("@playwright/test").Browser} browser
 * @param {string} base
 * @param {string} path
 * @param {number} budget
 * @returns {Promise<RouteFigure>}
 */
async function measureRoute(browser, base, path, budget) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, { url: string; type: string; status: number | null; mimeType: string | null; encoding: string | null }>} */
    const pending = new Map();
    /** @type {RequestFigure[]} */
    const requests = [];
    /**
     * @param {{ url: string; type: string; status: number | null; mimeType: string | null; encoding: string | null }} request
     * @param {number} bytes
     * @param {string} [failed]
     */
    const finish = (request, bytes, failed) => {
      if (!/^https?:/.test(request.url)) return; // data: and blob: URLs travel in what carried them
      requests.push({ ...request, kind: KIND_OF_TYPE[request.type] ?? "other", bytes, ...(failed ? { failed } : {}) });
    };
    cdp.on("Network.requestWillBeSent", (event) => {
      const previous = pending.get(event.requestId);
      // A redirect reuses the request id: the redirect response is a request of its own on the wire.
      if (previous && event.redirectResponse) {
        const { redirectResponse } = event;
        finish({ ...previous, status: redirectResponse.status, mimeType: null, encoding: null }, redirectResponse.encodedDataLength);
      }
      pending.set(event.requestId, { url: event.request.url, type: event.type ?? "Other", status: null, mimeType: null, encoding: null });
    });
    cdp.on("Network.responseReceived", (event) => {
      const request = pending.get(event.requestId);
      if (!request) return;
      request.type = event.type;
      request.status = event.response.status;
      request.mimeType = event.response.mimeType;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      request.encoding = headers["content-encoding"] ?? null;
    });
    cdp.on("Network.loadingFinished", (event) => {
      const request = pending.get(event.requestId);
      if (!request) return;
      pending.delete(event.requestId);
      finish(request, event.encodedDataLength);
    });
    cdp.on("Network.loadingFailed", (event) => {
      const request = pending.get(event.requestId);
      if (!request) return;
      pending.delete(event.requestId);
      // What arrived before the failure is not reported by this event: counted as 0, and listed.
      finish({ ...request, type: event.type }, 0, event.canceled ? "canceled" : event.errorText);
    });
    // No Network.setCacheDisabled: the fresh context's cache starts empty, as on a first visit, and a
    // file the page asks for twice (the favicon: the header's image, then the tab's icon) comes over once.
    await cdp.send("Network.enable");

    const response = await page.goto(`${base}${path}`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 30_000 });
    // Network idle is Playwright's view; wait for the last requests to report their sizes too.
    for (const deadline = Date.now() + 5_000; pending.size > 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const request of pending.values()) finish(request, 0, "still loading after network idle");

    /** @type {Record<Kind, number>} */
    const bytes = { html: 0, css: 0, script: 0, font: 0, image: 0, other: 0 };
    for (const request of requests) bytes[request.kind] += request.bytes;
    const total = Object.values(bytes).reduce((sum, n) => sum + n, 0);
    const origin = new URL(base).origin;
    const otherOrigins = [...new Set(requests.filter((r) => new URL(r.url).origin !== origin).map((r) => r.url))];
    const uncompressed = requests
      .filter((r) => r.bytes > 0 && !r.encoding && r.mimeType !== null && COMPRESSIBLE.test(r.mimeType))
      .map((r) => r.url);
    return {
      path,
      status: response?.status() ?? null,
      expectedStatus: EXPECTED_STATUS.get(path) ?? 200,
      bytes,
      total,
      over: total > budget,
      otherOrigins,
      uncompressed,
      requests,
    };
  } finally {
    await context.close();
  }
}

/**
 * One line of the table.
 *
 * @param {RouteFigure} route
 * @param {number} pathWidth
 */
function tableLine(route, pathWidth) {
  const columns = KINDS.map((kind) => `${kind} ${formatBytes(route.bytes[kind]).padStart(kind === "script" ? 7 : 6)}`);
  const notes = [
    route.over ? "OVER" : "",
    route.status === route.expectedStatus ? "" : `(answered ${route.status ?? "nothing"}, expected ${route.expectedStatus})`,
  ].filter(Boolean);
  return `  ${route.path.padEnd(pathWidth)}  ${columns.join("  ")}  total ${formatBytes(route.total).padStart(7)}  ${notes.join(" ")}`.trimEnd();
}

async function main() {
  const usage =
    "Usage: npm run page-weight [-- --budget 25600 --routes /,/blog --base http://127.0.0.1:8788 --port 8871 --json FILE]\n" +
    "  --budget  bytes per route, or with a unit: 25KB (= 25,600 bytes, the default), 30k\n" +
    "  --routes  comma-separated paths instead of every public page\n" +
    "  --base    measure a running site instead of starting the e2e server (on --port)\n" +
    "  --json    write the figures (every request) to FILE";
  const { values } = readArgs({
    usage,
    options: {
      budget: { type: "string", default: String(DEFAULT_BUDGET) },
      routes: { type: "string" },
      base: { type: "string" },
      port: { type: "string", default: "8871" },
      json: { type: "string" },
    },
  });
  const budget = parseBytes(values.budget);
  if (budget === null || budget <= 0) usageError(`--budget: "${values.budget}" is not a size (25600, 25KB)`, usage);
  const routes = values.routes ? values.routes.split(",").filter(Boolean) : ROUTES;
  if (routes.some((path) => !path.startsWith("/"))) usageError("--routes: each path starts with /", usage);

  /** @type {import("./lib/local-server.mjs").ProcessGroup | null} */
  let server = null;
  /** @type {import("@playwright/test").Browser | null} */
  let browser = null;
  /** @type {Promise<import("./lib/local-server.mjs").ProcessGroup> | null} */
  let starting = null;
  const stopServer = () => {
    server?.stop();
  };
  // Ctrl-C or a kill: the server runs in its own process group, which the signal does not reach, so it
  // is stopped here; one still starting is stopped as soon as startE2eServer hands it over.
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.once(signal, () => {
      const code = signal === "SIGINT" ? 130 : 143;
      stopServer();
      if (!starting || server) process.exit(code);
      void starting
        .then(
          (started) => started.stop(),
          () => {},
        )
        .finally(() => process.exit(code));
    });
  }

  /** @type {RouteFigure[]} */
  const figures = [];
  try {
    let base = values.base?.replace(/\/+$/, "") ?? null;
    if (!base) {
      buildIfNeeded();
      base = `http://127.0.0.1:${values.port}`;
      // Draw night's heaviest pages: with a week-long watch window every page that can await a draw does
      // (the fixtures' newest draws are older than the latest scheduled ones), so the late results' watch
      // is weighed whatever the hour (app/rules/results-watch.ts).
      starting = startE2eServer(values.port, {
        E2E_EXTRA_DATA: FULL_YEAR_DATA,
        E2E_WRANGLER_ARGS: `${process.env.E2E_WRANGLER_ARGS ?? ""} --var RESULTS_WATCH_HOURS:168`.trim(),
      });
      server = await starting;
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const pathWidth = Math.max(...routes.map((path) => path.length));
    console.log(
      `Bytes on the wire of a first visit (empty cache) at ${VIEWPORT.width} px wide, ${base}. Budget ${formatBytes(budget)} bytes per route.`,
    );
    for (const path of routes) {
      const route = await measureRoute(browser, base, path, ROUTE_BUDGETS.get(path) ?? budget);
      figures.push(route);
      console.log(tableLine(route, pathWidth));
      for (const request of route.requests.filter((r) => r.failed)) console.log(`      failed: ${request.url} (${request.failed})`);
      for (const url of route.otherOrigins) console.log(`      another origin: ${url}`);
      for (const url of route.uncompressed) console.log(`      arrived uncompressed: ${url}`);
    }
    const over = figures.filter((route) => route.over);
    const wrongStatus = figures.filter((route) => route.status !== route.expectedStatus);
    console.log(
      `\n${over.length} of ${figures.length} routes over the budget of ${formatBytes(budget)} bytes (${[...ROUTE_BUDGETS].map(([path, bytes]) => `${path}: ${formatBytes(bytes)}`).join(", ")})` +
        (over.length ? `: ${over.map((route) => route.path).join(", ")}` : "."),
    );
    if (wrongStatus.length) console.log(`Did not answer as expected: ${wrongStatus.map((route) => route.path).join(", ")}`);
    if (values.json) {
      const report = {
        measuredAt: new Date().toISOString(),
        base,
        viewport: VIEWPORT,
        budget,
        routes: figures,
      };
      writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`Figures written to ${values.json}`);
    }
    return over.length === 0 && wrongStatus.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    stopServer();
  }
}

// Run as a script (not when a test imports the route list).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(await main());
}
