/**
 * The pages' scripts (app/browser/) become strings at build time: `import scripts from
 * "virtual:site-script"` is `{ site, hero, wallet }`, the site script (every page), the hero's (the home
 * page) and the ticket wallet's (/my-tickets), each bundled by esbuild into one minified classic script, which the server inlines into the
 * pages (app/worker/html-stream.server.ts) and the CSP allows by its hash. Built here rather than by
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
};
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

/** Every script, and every file they were built from. */
export async function buildSiteScripts(): Promise<{ scripts: { site: string; hero: string; wallet: string }; inputs: string[] }> {
  const [site, hero, wallet] = await Promise.all([buildScript(ENTRIES.site), buildScript(ENTRIES.hero), buildScript(ENTRIES.wallet)]);
  return {
    scripts: { site: site.code, hero: hero.code, wallet: wallet.code },
    inputs: [...new Set([...site.inputs, ...hero.inputs, ...wallet.inputs])],
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
