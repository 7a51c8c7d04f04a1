// Integration tests inside workerd (miniflare) with a real D1 and the real migrations applied.
// The Worker under test is workers/app.ts, which imports build/server: run `npm run build` first.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            RESULTS_SOURCE_URL: "http://127.0.0.1:9/official",
            ADMIN_PASSWORD: "test-admin-password",
            ADMIN_API_TOKEN: "test-admin-token",
            SESSION_SECRET: "test-session-secret-0123456789abcdef",
            HONEYPOT_SECRET: "test-honeypot-secret-0123456789abcdef",
          },
        },
      }),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["./tests/workers/apply-migrations.ts"],
      deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] } } },
    },
  };
});
