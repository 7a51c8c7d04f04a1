/**
 * The pages' scripts (app/browser/) become strings at build time: `import scripts from
 * "virtual:site-script"` is `{ site, hero, wallet, alerts, watch, serviceWorker }`: the site script (every
 * page), the hero's (the home page), the ticket wallet's (/my-tickets), the results alerts' (pages with alert
 * buttons), the late results' watch (pages awaiting a draw) and the service worker (served at /sw.js), each bundled by esbuild into one minified classic
 * script, which the server inlines into the pages (app/worker/html-stream.server.ts) and the CSP allows by its hash. Built here rather than by
 * Vite's client build because pages load no module and no file for them: the few behaviours arrive with
 * the HTML. Used by vite.config.ts and both vitest configs.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:site-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRIES = {
  site: fileURLToPath(new URL("../app/browser/site-script.ts", import.meta.url)),
  hero: fileURLToPath(new URL("../app/browser/hero-script.ts", import.meta.url)),
  wallet: fileURLToPath(new URL("../app/browser/wallet-script.ts", import.meta.url)),
  alerts: fileURLToPath(new URL("../app/browser/alerts-script.ts", import.meta.url)),
  // A game's own alerts (game and draw pages): with its jackpot thresholds, which My Tickets' budget leaves out.
  gameAlerts: fileURLToPath(new URL("../app/browser/game-alerts-script.ts", import.meta.url)),
  watch: fileURLToPath(new URL("../app/browser/watch-script.ts", import.meta.url)),
  serviceWorker: fileURLToPath(new URL("../app/browser/service-worker.ts", import.meta.url)),
};
/** The service worker's placeholder for its version (app/browser/service-worker.ts). */
const VERSION_PLACEHOLDER = '"service-worker-version"';
const APP_DIR = fileURLToPath(new URL("../app", import.meta.url));

/** One entry bundled and minified, with the files it was built from. */
async function buildScript(entry: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    // Browsers of the last few years: no transpiled helpers.
    target: "es2020",
    alias: { "~": APP_DIR },
    metafile: true,
    legalComments: "none",
  });
  const code = result.outputFiles[0]!.text.trim();
  return { code, inputs: Object.keys(result.metafile.inputs).map((input) => fileURLToPath(new URL(input, `file://${process.cwd()}/`))) };
}

/**
 * The service worker with its version written in: a hash of every script, so that a deploy that changes
 * any of them serves the browser a different `/sw.js` and the new worker takes over (its old caches go).
 */
export async function versioned(serviceWorker: string, others: string[]): Promise<string> {
  if (!serviceWorker.includes(VERSION_PLACEHOLDER)) throw new Error(`The service worker lost its ${VERSION_PLACEHOLDER}.`);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode([serviceWorker, ...others].join("\n")));
  const version = [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return serviceWorker.replace(VERSION_PLACEHOLDER, JSON.stringify(version));
}

export interface SiteScripts {
  site: string;
  hero: string;
  wallet: string;
  alerts: string;
  gameAlerts: string;
  watch: string;
  serviceWorker: string;
}

/** Every script, and every file they were built from. */
export async function buildSiteScripts(): Promise<{ scripts: SiteScripts; inputs: string[] }> {
  const built = await Promise.all(
    [ENTRIES.site, ENTRIES.hero, ENTRIES.wallet, ENTRIES.alerts, ENTRIES.gameAlerts, ENTRIES.watch, ENTRIES.serviceWorker].map(buildScript),
  );
  const [site, hero, wallet, alerts, gameAlerts, watch, serviceWorker] = built.map((script) => script.code) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    scripts: {
      site,
      hero,
      wallet,
      alerts,
      gameAlerts,
      watch,
      serviceWorker: await versioned(serviceWorker, [site, hero, wallet, alerts, gameAlerts, watch]),
    },
    inputs: [...new Set(built.flatMap((script) => script.inputs))],
  };
}

export function siteScript(): Plugin {
  return {
    name: "site-script",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { scripts, inputs } = await buildSiteScripts();
      // The dev server and watch mode rebuild when one of the scripts' sources changes.
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}
