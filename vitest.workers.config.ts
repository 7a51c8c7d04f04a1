// Integration tests inside workerd (miniflare) with a real D1 and the real migrations applied.
// The Worker under test is workers/app.ts, which imports build/server: run `npm run build` first.
// globalSetup starts the fake results source (tests/fake-source) in Node; its URL reaches the tests as
// the FAKE_SOURCE_URL binding.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { markdownContent } from "./scripts/vite-markdown";
import { siteScript } from "./scripts/vite-site-script";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    plugins: [
      // Tests import app/content/*.server.ts directly, which import Markdown as HTML, as in the build.
      markdownContent(),
      siteScript(),
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            FAKE_SOURCE_URL: inject("fakeSourceUrl"),
            // The Worker's own scheduled handler asks the fake source too (tenant "worker").
            RESULTS_SOURCE_URL: `${inject("fakeSourceUrl")}/t/worker/official`,
            // Its fake ResultsZA too; polled only by the tests that set RESULTSZA_API_KEY.
            RESULTSZA_API_URL: `${inject("fakeSourceUrl")}/t/worker/resultsza`,
            ADMIN_PASSWORD: "test-admin-password",
            ADMIN_API_TOKEN: "test-admin-api-token-0123456789abcdef",
            SESSION_SECRET: "test-session-secret-0123456789abcdef",
            HONEYPOT_SECRET: "test-honeypot-secret-0123456789abcdef",
            // Win alerts: a key pair made for the tests (npm run vapid:generate), and the fake push
            // service's origin beside the real services'.
            VAPID_PUBLIC_KEY: "BEUtnjsScj1KjB2dkhdDw42-Y5KtGYr1MzVQZ8bzhtduz_LPzmdSZXaj_JFBAnzR9xkw6gg5SoPhV-Z5DykZ2ns",
            VAPID_PRIVATE_KEY: "PQ3uSTzZfCwVxSic07abltE9uVDpJxG9XadrkseXlpI",
            PUSH_TEST_ORIGINS: `https://127.0.0.1:9443,${inject("fakePushOrigin")}`,
            FAKE_PUSH_ORIGIN: inject("fakePushOrigin"),
          },
        },
      })),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      include: ["tests/workers/**/*.test.ts"],
      // A test here drives workerd and D1 through whole requests: vitest's 5 s default fails them on a busy
      // 2-core machine (seen at load 12: a different file each run, each passing alone). A hang still fails.
      testTimeout: 20_000,
      globalSetup: ["./tests/fake-source/global-setup.ts"],
      setupFiles: ["./tests/workers/apply-migrations.ts"],
      deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] } } },
    },
  };
});
