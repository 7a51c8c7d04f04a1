// The browser tests' server: the built site under `wrangler dev` with its own throw-away D1, loaded
// with the invented test fixtures (tests/fixtures/csv) through the real importer.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";

const port = process.env.E2E_PORT ?? "8788";
const state = ".wrangler/e2e-state";
const env = { ...process.env, CI: "true" };
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

buildIfNeeded();
rmSync(state, { recursive: true, force: true });
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
run("tsx", ["scripts/db-import.ts", "tests/fixtures/csv", "--persist-to", state]);
const server = spawn(
  "wrangler",
  ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", state, "--test-scheduled", "--log-level", "warn", ...(process.env.E2E_WRANGLER_ARGS?.split(" ").filter(Boolean) ?? [])],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
