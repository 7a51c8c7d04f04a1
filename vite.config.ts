import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./app/load-context.server";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Client chunks. By default Rollup gives every set of routes that share code its own chunk, so the home
 * page loaded 13 app files of a few hundred bytes each, and gzip compresses small files badly: the same
 * code in one file was 21% smaller. So the framework, the root route and the home route (their modules
 * become one-line re-exports), the shell every hydrated page shows (header, footer, the dialogs' provider
 * and the helpers they use) and the result components are one chunk: the home page, where most visits
 * start, loads one app file, and every later page finds it in the browser's cache. Three separate chunks
 * (shell, results, home) cost the home page 1.2 KB more; the other hydrated pages now carry the home
 * page's 1-4 KB, which a visitor who came through the home page has already loaded. The game rules
 * (games.ts, schedule.ts: every era of every game) stay out: the home page needs only the games' names
 * (game-names.ts) and SA time (sa-time.ts), and a module listed here is loaded by the home page whether
 * it uses it or not (0.76 KB gzip when the rules were in).
 */
const SHELL_CHUNK =
  /\/app\/(root|routes\/_index|components\/(SiteHeader|SiteFooter|SiteDialogs|NotFound|Spinner|navigation|results\/(ResultCard|DivisionTable|HeroSlider|Countdown|LatestStrip)|DrawBalls|NumberBall|BannerGrid|Tooltip)|content\/(helplines|offers)|site\/page-handle|seo\/meta|format|rules\/(game-names|sa-time))\.tsx?$/;

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
        : { manualChunks: (id: string) => (SHELL_CHUNK.test(id) ? "shell" : undefined) },
    },
  },
  plugins: [remixCloudflareDevProxy({ getLoadContext }), remix(remixConfig), tailwindcss(), plainDynamicImports()],
  // Listing server-only deps avoids vite dev's first-load "optimized dependencies changed" reload.
  optimizeDeps: {
    include: ["drizzle-orm", "drizzle-orm/d1", "drizzle-orm/sqlite-core", "zod", "marked"],
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
