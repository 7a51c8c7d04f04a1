// @ts-check
// Client JavaScript, measured as the browser gets it (gzip), and the floor of the stack itself: a Remix
// app with one trivial route (scripts/bench/floor), built with this project's Remix, React, Vite and
// future flags. Used by `npm run bench`.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

const FLOOR_APP = "scripts/bench/floor";

/** @param {string} file */
const gzipBytes = (file) => gzipSync(readFileSync(file)).length;
/**
 * @param {string} clientDir
 * @param {Iterable<string>} hrefs
 */
const sumGzip = (clientDir, hrefs) => [...hrefs].reduce((sum, href) => sum + gzipBytes(`${clientDir}${href}`), 0);

/**
 * What this reads of a Remix build's manifest (`window.__remixManifest`, set by its manifest module).
 *
 * @typedef {{ module: string; imports: string[] }} ManifestModule
 * @typedef {{ entry: ManifestModule; routes: { root: ManifestModule; "routes/_index": ManifestModule } }} RemixManifest
 */

/**
 * Client JavaScript of a page: gzipped bytes, and how many files.
 *
 * @typedef {{ gzipBytes: number; files: number }} JavascriptSize
 */

/**
 * The floor: what the trivial route's page loads (client entry, root and route modules, their chunks).
 *
 * @returns {JavascriptSize}
 */
export function measureJavascriptFloor() {
  rmSync(`${FLOOR_APP}/build`, { recursive: true, force: true });
  const built = spawnSync("remix", ["vite:build"], { cwd: FLOOR_APP, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error(`building ${FLOOR_APP} failed`);
  const clientDir = `${FLOOR_APP}/build/client`;
  const manifestFile = readdirSync(`${clientDir}/assets`).find((name) => name.startsWith("manifest-"));
  /** @type {{ window: { __remixManifest?: RemixManifest } }} */
  const sandbox = { window: {} };
  runInNewContext(readFileSync(`${clientDir}/assets/${manifestFile}`, "utf8"), sandbox);
  if (!sandbox.window.__remixManifest) throw new Error(`${clientDir}/assets/${manifestFile} set no window.__remixManifest`);
  const { entry, routes } = sandbox.window.__remixManifest;
  // The same set Remix's <Scripts> preloads on a page of that route.
  const hrefs = new Set([entry.module, ...entry.imports]);
  for (const route of [routes.root, routes["routes/_index"]]) for (const href of [route.module, ...route.imports]) hrefs.add(href);
  return { gzipBytes: sumGzip(clientDir, hrefs), files: hrefs.size };
}

/**
 * The scripts a served page loads: its module preloads and the module script's imports.
 *
 * @param {string} html
 * @returns {JavascriptSize}
 */
export function pageJavascript(html, clientDir = "build/client") {
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => {
    const href = /\shref="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1];
    // A preload this cannot read would go uncounted and flatter the figure: stop instead.
    if (href === undefined) throw new Error("a module preload without a readable /assets/ href");
    return href;
  });
  // The group is not optional: every match has it.
  const imports = [...html.matchAll(/import[^"]*"(\/assets\/[^"]+\.js)"/g)].map((m) => /** @type {string} */ (m[1]));
  const hrefs = new Set([...preloads, ...imports]);
  return { gzipBytes: sumGzip(clientDir, hrefs), files: hrefs.size };
}

/**
 * Fetches each path from a running server and sets its JavaScript against the floor (measure that first,
 * before the server starts: its build would compete with the server for the CPU).
 *
 * @param {string} base
 * @param {string[]} paths
 * @param {JavascriptSize} floor
 */
export async function javascriptBudget(base, paths, floor) {
  const pages = [];
  for (const path of paths) {
    const html = await (await fetch(`${base}${path}`)).text();
    const page = pageJavascript(html);
    // Unrounded: a budget is checked against the real ratio (1.104 is over 1.10, whatever it prints as).
    pages.push({ path, ...page, vsFloor: page.gzipBytes / floor.gzipBytes });
  }
  console.log(`Client JavaScript (gzip). Floor of Remix + React (a trivial route, ${FLOOR_APP}): ${floor.gzipBytes} bytes`);
  for (const row of pages) {
    console.log(
      `  ${row.path.padEnd(48)} ${String(row.gzipBytes).padStart(6)} bytes in ${String(row.files).padStart(2)} files  (${row.vsFloor.toFixed(3)}× the floor)`,
    );
  }
  return { floorGzipBytes: floor.gzipBytes, pages };
}
