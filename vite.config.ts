import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./app/load-context.server";
import { markdownContent } from "./scripts/vite-markdown";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Client chunks. By default Rollup gives every set of routes that share code its own chunk, so the home
 * page loaded 13 app files of a few hundred bytes each, and gzip compresses small files badly: the same
 * code in one file was 21% smaller. So the root route and the home route, and every app module they
 * import statically (the shell every hydrated page shows: header, footer, the dialogs' provider and the
 * helpers they use; and the result components), are one chunk: the home page, where most visits start,
 * loads one app file, and every later page finds it in the browser's cache. The list is read from the
 * module graph, not kept by hand: a module the home page stops importing leaves the chunk by itself,
 * and one it does not import (the game rules, games.ts and schedule.ts: every era of every game) never
 * enters it, since a module here is loaded by the home page whether it uses it or not. Lazily loaded
 * modules (the dialogs' bodies) stay in their own chunks.
 */
const SHELL_ROOTS = ["app/root.tsx", "app/routes/_index.tsx"].map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)));
const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));

function shellModules(getModuleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const shell = new Set<string>();
  const queue = [...SHELL_ROOTS];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (shell.has(id)) continue;
    shell.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) if (imported.startsWith(APP_DIR)) queue.push(imported);
  }
  return shell;
}

let shell: Set<string> | undefined;

/**
 * Vite wraps each dynamic import (the lazily loaded dialogs) in a helper that first preloads the chunk's
 * CSS and imports. This client has no CSS chunks (the server inlines the stylesheet) and its lazy chunks
 * need nothing the shell has not loaded, so the helper, about 0.5 KB gzip on every hydrated page, had
 * nothing to do; this replacement just imports.
 */
function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load: (id) => (id === "\0vite/preload-helper.js" ? "export const __vitePreload = (load) => load();" : undefined),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: {
      output: isSsrBuild
        ? // The Worker's bundle stays one file (the client loads the dialogs lazily; the server has no need to).
          { inlineDynamicImports: true }
        : { manualChunks: (id, { getModuleInfo }) => ((shell ??= shellModules(getModuleInfo)).has(id) ? "shell" : undefined) },
    },
  },
  plugins: [remixCloudflareDevProxy({ getLoadContext }), remix(remixConfig), tailwindcss(), plainDynamicImports(), markdownContent()],
  // Listing server-only deps avoids vite dev's first-load "optimized dependencies changed" reload.
  optimizeDeps: {
    include: ["drizzle-orm", "drizzle-orm/d1", "drizzle-orm/sqlite-core", "zod"],
  },
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
  resolve: {
    // Vite does not read tsconfig paths.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
    mainFields: ["browser", "module", "main"],
  },
}));
