/**
 * The real `npm run db:import` against a throw-away local D1 (wrangler's --persist-to): good files,
 * a file with bad rows, and a second import that must change nothing.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const state = mkdtempSync(join(tmpdir(), "import-test-"));
const run = (dir: string) =>
  spawnSync("npx", ["tsx", "scripts/db-import.ts", dir, "--persist-to", state], { encoding: "utf8", env: { ...process.env, CI: "true" } });
const query = (sqlText: string) =>
  JSON.parse(
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sqlText], {
      encoding: "utf8",
    }),
  )[0].results;

beforeAll(() => {
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    env: { ...process.env, CI: "true" },
  });
});
afterAll(() => rmSync(state, { recursive: true, force: true }));

describe("npm run db:import", () => {
  it("imports every file of a valid folder and prints per-game counts", () => {
    const result = run("tests/fixtures/csv");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/✓ lotto\.csv: 40 draws valid/);
    expect(result.stdout).toMatch(/lotto\s+0 →\s+40\s+divisions 24/);
    expect(query("SELECT COUNT(*) AS n FROM draws")[0].n).toBe(40 + 40 + 25 + 3 + 3 + 3);
  });

  it("a second import changes nothing", () => {
    const before = query("SELECT game, draw_date, numbers, jackpot, updated_at FROM draws ORDER BY game, draw_date");
    const divisionsBefore = query("SELECT * FROM prize_divisions ORDER BY id");
    expect(run("tests/fixtures/csv").status).toBe(0);
    expect(query("SELECT game, draw_date, numbers, jackpot, updated_at FROM draws ORDER BY game, draw_date")).toEqual(before);
    expect(query("SELECT * FROM prize_divisions ORDER BY id")).toEqual(divisionsBefore);
  });

  it("reports each bad row with file, line and reason, and writes nothing of that file", () => {
    const result = run("tests/fixtures/csv-bad");
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/error lotto\.csv:3: main numbers must be 1-52 on 2026-11-25; got 60/);
    expect(result.stdout).toMatch(/✗ lotto\.csv: 1 bad row\(s\); nothing of this file is written/);
    expect(query("SELECT COUNT(*) AS n FROM draws WHERE draw_date = '2026-11-21' AND game = 'lotto'")[0].n).toBe(0);
    // The good file beside it still imports.
    expect(result.stdout).toMatch(/✓ powerball\.csv: 1 draws valid/);
    expect(query("SELECT COUNT(*) AS n FROM draws WHERE draw_date = '2026-11-20' AND game = 'powerball'")[0].n).toBe(1);
  });
});
