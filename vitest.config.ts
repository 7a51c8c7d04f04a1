// Unit tests (pure functions) and CLI tests, in Node. Code that touches D1 runs in workerd:
// vitest.workers.config.ts.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { markdownContent } from "./scripts/vite-markdown";
import { siteScript } from "./scripts/vite-site-script";

export default defineConfig({
  // The content modules (app/content/*.server.ts import Markdown as HTML), as in the build.
  plugins: [markdownContent(), siteScript()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/cli/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    // The CLI tests' hooks start wrangler (migrations into a fresh local D1): several seconds when idle,
    // past vitest's 10 s default on a busy machine.
    hookTimeout: 120_000,
  },
});
