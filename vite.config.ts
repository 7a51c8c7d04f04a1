import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./app/edge/load-context.server";
import { markdownContent } from "./scripts/vite-markdown";
import { siteScript } from "./scripts/vite-site-script";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: {
      // The Worker's bundle stays one file.
      output: isSsrBuild ? { inlineDynamicImports: true } : {},
    },
  },
  plugins: [remixCloudflareDevProxy({ getLoadContext }), remix(remixConfig), tailwindcss(), markdownContent(), siteScript()],
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
