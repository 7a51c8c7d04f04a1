// @ts-check
// Builds the site when build/ is missing or older than any source file, so `npm start` and the e2e
// server never serve stale code and never rebuild for nothing.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["app", "workers", "public", "vite.config.ts", "remix.config.js", "package.json"];
const BUILD_MARKER = "build/server/index.js";

/**
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * `quiet`: one line instead of Vite's output, which is shown only when the build fails.
 *
 * @param {{ quiet?: boolean }} [options]
 */
export function buildIfNeeded({ quiet = false } = {}) {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest) return;
  const started = Date.now();
  console.log(built === 0 ? "Building the site…" : "Sources changed since the last build: rebuilding…");
  // Always the production build: a caller under vitest has NODE_ENV=test, which would make Vite build
  // unminified with import.meta.env.DEV true (the CSP's dev-only 'unsafe-eval', development React).
  const env = { ...process.env, NODE_ENV: "production" };
  const result = spawnSync("remix", ["vite:build"], quiet ? { encoding: "utf8", env } : { stdio: "inherit", env });
  if (result.status !== 0) {
    if (quiet) console.error(`${result.stdout}${result.stderr}\nThe build failed (above).`);
    process.exit(result.status ?? 1);
  }
  if (quiet) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
