import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
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
 * code in one file was 21% smaller. So the shell every hydrated page loads (header, footer, the dialogs' provider and
 * the helpers they use) is one chunk, and the result components the results pages share are another.
 */
const CLIENT_CHUNKS: [RegExp, string][] = [
  [/\/app\/(components\/(SiteHeader|SiteFooter|SiteDialogs|NotFound|Spinner|navigation)|lib\/(helplines|offers|page-scripts|seo|format))\.tsx?$/, "shell"],
  [/\/app\/(components\/(results\/(ResultCard|DivisionTable|rules-text)|DrawBalls|NumberBall|BannerGrid)|lib\/(games|schedule))\.tsx?$/, "results"],
];

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: {
      output: isSsrBuild
        ? // The Worker's bundle stays one file (the client loads the dialogs lazily; the server has no need to).
          { inlineDynamicImports: true }
        : { manualChunks: (id: string) => CLIENT_CHUNKS.find(([pattern]) => pattern.test(id))?.[1] },
    },
  },
  plugins: [remixCloudflareDevProxy({ getLoadContext }), remix(remixConfig), tailwindcss()],
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
