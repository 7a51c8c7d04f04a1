// @ts-check
// The browser tests' server: the built site under `wrangler dev` with its own throw-away D1, loaded
// with the invented test fixtures (tests/fixtures/csv) through the real importer. The Worker's
// RESULTS_SOURCE_URL points at the fake results source (tests/fake-source), started here too, so the
// cron path can be tested end to end (tests/e2e/ingest-cron.spec.ts). E2E_EMPTY=1 leaves the D1 empty;
// E2E_DATA=<folder> loads another CSV folder (`npm run load -- --data data` measures the real history);
// E2E_EXTRA_DATA=<folder> loads one more on top (npm run page-weight adds a full Daily Lotto year);
// E2E_SQL=<file> runs SQL after that (npm run bench:push's subscriptions).
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { E2E_PUSH_ORIGIN } from "../tests/e2e/push-origin.mjs";

const port = process.env.E2E_PORT ?? "8788";
// One state folder per port, so two e2e servers (tests and the Lighthouse script) never share a database.
const state = process.env.E2E_STATE ?? `.wrangler/e2e-state-${port}`;
const env = { ...process.env, CI: "true" };
/**
 * @param {string} command
 * @param {string[]} args
 */
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

buildIfNeeded();
rmSync(state, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
// E2E_EMPTY=1: no draws at all, to look at every screen's empty state (the first run of a new site).
if (process.env.E2E_EMPTY !== "1") {
  run("tsx", ["scripts/db-import.ts", process.env.E2E_DATA ?? "tests/fixtures/csv", "--persist-to", state]);
  if (process.env.E2E_EXTRA_DATA) run("tsx", ["scripts/db-import.ts", process.env.E2E_EXTRA_DATA, "--persist-to", state]);
}
if (process.env.E2E_SQL) run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--file", process.env.E2E_SQL]);
const fakeSourcePort = process.env.E2E_FAKE_SOURCE_PORT ?? "8790";
const fakeSource = spawn("tsx", ["tests/fake-source/main.ts", fakeSourcePort], { stdio: "inherit", env });
const sourceVar = `RESULTS_SOURCE_URL:http://127.0.0.1:${fakeSourcePort}/t/e2e/official`;
// Test-only admin secrets (tests/e2e/admin.spec.ts signs in with the password). They guard nothing real:
// real secrets are set with `wrangler secret put` and never written in the repository.
const adminVars = [
  "ADMIN_PASSWORD:e2e-admin-password-not-a-secret",
  "SESSION_SECRET:e2e-session-secret-for-tests-only-0123456789",
  "ADMIN_API_TOKEN:e2e-admin-api-token-not-a-secret",
  // The collector's pushes (tests/e2e/ingest-cron.spec.ts signs them with it).
  "INGEST_SECRET:e2e-ingest-secret-not-a-secret-0123456789",
].flatMap((value) => ["--var", value]);
// Results alerts (tests/e2e/results-alerts.spec.ts): a fresh VAPID pair for this run, and the made-up push
// service the tests' browser subscribes at (Chromium cannot reach a real one here). Nothing is ever
// delivered there: pushes themselves are tested in workerd (tests/workers/push-alerts.test.ts).
const vapid = spawnSync("tsx", ["scripts/vapid-generate.ts"], { encoding: "utf8", env });
const alertVars = [
  ...vapid.stdout
    .trim()
    .split("\n")
    .map((line) => line.replace("=", ":")),
  `PUSH_TEST_ORIGINS:${E2E_PUSH_ORIGIN}`,
].flatMap((value) => ["--var", value]);
const server = spawn(
  "wrangler",
  [
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--test-scheduled",
    "--log-level",
    "warn",
    "--var",
    sourceVar,
    ...adminVars,
    ...alertVars,
    ...(process.env.E2E_WRANGLER_ARGS?.split(" ").filter(Boolean) ?? []),
  ],
  { stdio: "inherit", env },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    fakeSource.kill(signal);
    server.kill(signal);
  });
}
server.on("exit", (code) => {
  fakeSource.kill("SIGTERM");
  process.exit(code ?? 0);
});
