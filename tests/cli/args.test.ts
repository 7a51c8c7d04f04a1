/**
 * The scripts' flags (scripts/lib/cli.mjs, node:util parseArgs): known flags and their defaults are
 * read as before; an unknown flag, a missing value or a stray argument stops the script with one line and
 * its usage (exit 2) before it does any work.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { readArgs } from "../../scripts/lib/cli.mjs";

const options = { duration: { type: "string", default: "10" }, base: { type: "string" }, ci: { type: "boolean", default: false } } as const;

describe("readArgs", () => {
  it("reads values, switches and defaults", () => {
    expect(readArgs({ usage: "u", options, args: [] }).values).toEqual({ duration: "10", ci: false });
    expect(readArgs({ usage: "u", options, args: ["--duration", "5", "--ci", "--base=http://127.0.0.1:8788"] }).values).toEqual({
      duration: "5",
      ci: true,
      base: "http://127.0.0.1:8788",
    });
  });
});

function run(script: string, args: string[]) {
  const command = script.endsWith(".ts") ? (["npx", ["tsx", script, ...args]] as const) : (["node", [script, ...args]] as const);
  const result = spawnSync(command[0], command[1], { encoding: "utf8", env: { ...process.env, CI: "true" } });
  return {
    status: result.status,
    stderr: result.stderr.split("\n").filter((line) => line && !line.startsWith("npm warn")),
    stdout: result.stdout,
  };
}

describe("a script's command line", () => {
  it.each([
    ["scripts/bench.mjs", ["--duration", "5", "--bogus", "1"], "Unknown option --bogus"],
    ["scripts/load.mjs", ["--duration"], "--duration needs a value"],
    ["scripts/lighthouse.mjs", ["--ci=yes"], "--ci takes no value"],
    ["scripts/page-weight.mjs", ["http://127.0.0.1:8788"], 'Unexpected argument "http://127.0.0.1:8788"'],
    ["scripts/migrate.mjs", ["--remote", "--local"], "--remote and --local exclude each other"],
    ["scripts/ingest.ts", ["--from", "--game", "lotto"], "--from needs a value"],
    ["scripts/ingest.ts", ["--frm", "2026-01-01", "--gmae"], "Unknown option --frm, --gmae"],
    ["scripts/ingest.ts", ["--backfill"], "--backfill needs --from YYYY-MM-DD"],
    ["scripts/ingest.ts", ["--site-url", "https://example.co.za"], "--site-url goes with --remote: the site told of the changed draws"],
    ["scripts/db-import.ts", ["data", "--dry-run"], "Unknown option --dry-run"],
    ["scripts/bench-publication.ts", ["--nights", "0"], "--nights must be a whole number of at least 1"],
    ["scripts/bench-publication.ts", ["--window", "22:30-21:00"], "--window must be HH:mm-HH:mm, the first before the second"],
    ["scripts/bench-push.ts", ["--subscriptions", "0"], "--subscriptions must be a whole number of at least 1"],
    [
      "scripts/bench-push.ts",
      ["--gone-percent", "60", "--busy-percent", "50"],
      "--gone-percent and --busy-percent add up to more than 100",
    ],
  ])("%s %j stops with a clear error and the usage", (script, args, message) => {
    const { status, stderr } = run(script, args);
    expect(status).toBe(2);
    expect(stderr[0]).toBe(message);
    expect(stderr[1]).toMatch(/^Usage: /);
  });

  it("prints the usage for --help", () => {
    const { status, stdout } = run("scripts/bench.mjs", ["--help"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run bench /);
  });
});
