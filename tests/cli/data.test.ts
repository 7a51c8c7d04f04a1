/**
 * The real results history the project ships (data/): every file passes the import's own checks, the
 * coverage table of data/README.md is the one the files give, and the real `npm run db:import` loads
 * all of it into a fresh local D1, a second time without changing anything. (Its time is printed, not
 * asserted: speed is measured, never timed in a test.)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFolder, coverage, coverageTable, COUNTS_END, COUNTS_START, problemLines } from "../../scripts/lib/data-folder";
import type { GameId } from "../../app/rules/games";

const check = checkFolder("data");

describe("data/ (the shipped results history)", () => {
  it("holds every result file, and every row passes the import's checks", () => {
    expect(check.missing).toEqual([]);
    expect(problemLines(check.errors)).toEqual([]);
    // Known off-schedule days, kept as published (data/README.md): two Lotto Fridays of 2004, a Lotto
    // Thursday in 2026 (and its Lotto Plus draws) and the Christmas Day draws of 2018 of PowerBall and PowerBall Plus
    // (drawn with it, data/CHANGES.md). Anything new here needs a look.
    expect(problemLines(check.warnings).map((line) => line.replace(/:\d+:/, ":"))).toEqual([
      "lotto.csv: 2004-12-24 is not a usual Lotto draw day (kept: draws move around holidays)",
      "lotto.csv: 2004-12-31 is not a usual Lotto draw day (kept: draws move around holidays)",
      "lotto.csv: 2026-04-30 is not a usual Lotto draw day (kept: draws move around holidays)",
      "lotto-plus-1.csv: 2026-04-30 is not a usual Lotto Plus 1 draw day (kept: draws move around holidays)",
      "lotto-plus-2.csv: 2026-04-30 is not a usual Lotto Plus 2 draw day (kept: draws move around holidays)",
      "powerball.csv: 2018-12-25 is not a usual PowerBall draw day (kept: draws move around holidays)",
      "powerball-plus.csv: 2018-12-25 is not a usual PowerBall Plus draw day (kept: draws move around holidays)",
    ]);
  });

  it("describes itself: the coverage table in data/README.md matches the files", () => {
    const readme = readFileSync("data/README.md", "utf8");
    const block = readme.slice(readme.indexOf(COUNTS_START) + COUNTS_START.length, readme.indexOf(COUNTS_END)).trim();
    expect(block).toBe(coverageTable(coverage(check)));
  });

  it("reaches from the first Lotto draw to the newest draw of every game", () => {
    const rows = coverage(check);
    expect(rows.find((r) => r.game === "lotto")!.first).toBe("2000-03-11");
    for (const row of rows) expect(row.last! >= "2026-10-07").toBe(true);
  });

  it("holds the extension of 6 Dec 2026: PowerBall Plus from its launch (without 2016), more Lotto Plus draws, jackpots", () => {
    const draw = (game: GameId, date: string) => check.draws.get(game)!.find((d) => d.drawDate === date);
    const rows = coverage(check);
    const row = (game: GameId) => rows.find((r) => r.game === game)!;
    // Source A: PowerBall Plus from its first draw, Tue 1 Dec 2015, with no line of 2016 (A's 2016 could not be dated).
    expect(row("powerball-plus")).toMatchObject({ draws: 1_027, first: "2015-12-01" });
    expect(check.draws.get("powerball-plus")!.filter((d) => d.drawDate.startsWith("2016-"))).toEqual([]);
    // The night the 50-ball matrix began (games.ts): PowerBall Plus drew a 50.
    expect(draw("powerball-plus", "2018-06-19")).toMatchObject({ numbers: [17, 23, 39, 43, 50], bonus: 19 });
    // Source R: Lotto Plus draws from news pages, back to Nov 2018.
    expect(row("lotto-plus-1")).toMatchObject({ draws: 92, first: "2018-11-03" });
    expect(row("lotto-plus-2")).toMatchObject({ draws: 101, first: "2018-11-03" });
    // Jackpots and rollovers: PowerBall won on 20 Jan 2026 (R178,955,240.90, one ticket), Lotto won on 29 Aug 2026.
    expect(draw("powerball", "2026-01-20")).toMatchObject({ jackpot: 178_955_240.9, rollover: false });
    expect(draw("powerball", "2026-01-23")).toMatchObject({ rollover: true });
    expect(draw("lotto", "2026-08-29")).toMatchObject({ rollover: false });
    expect(draw("lotto-plus-1", "2025-04-23")).toMatchObject({ drawNumber: 2535, jackpot: 13_314_022, rollover: false });
  });

  it("is counted rightly in README.md's example of npm start's import line", () => {
    const rows = coverage(check);
    const total = (key: "draws" | "divisionRows") => rows.reduce((sum, r) => sum + r[key], 0).toLocaleString("en-US");
    const first = rows.map((r) => r.first!).sort()[0];
    const last = rows
      .map((r) => r.last!)
      .sort()
      .at(-1);
    expect(readFileSync("README.md", "utf8")).toContain(
      `Imported ${total("draws")} draws and ${total("divisionRows")} prize divisions (${first} → ${last}) from data/ in 5.8 s: ${total("draws")} new;`,
    );
  });
});

describe("npm run db:import -- data", () => {
  const state = mkdtempSync(join(tmpdir(), "data-import-"));
  const run = () =>
    spawnSync("npx", ["tsx", "scripts/db-import.ts", "data", "--persist-to", state, "--quiet"], {
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
    });
  const query = (sqlText: string) =>
    JSON.parse(
      execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sqlText], {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      }),
    )[0].results;

  beforeAll(() => {
    execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
      env: { ...process.env, CI: "true" },
    });
  });
  afterAll(() => rmSync(state, { recursive: true, force: true }));

  it("imports every draw and division, and says so in one line", () => {
    const started = Date.now();
    const result = run();
    console.log(`db:import of data/ into an empty D1: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(
      /^Imported 8,377 draws and 18,735 prize divisions \(2000-03-11 → 2026-10-09\) from data\/ in [\d.]+ s: 8,377 new; the database holds 8,377 draws and 18,735 prize divisions\.$/,
    );
    expect(query("SELECT COUNT(*) AS n FROM draws WHERE game = 'lotto' AND draw_date = '2000-03-11'")[0].n).toBe(1);
  });

  it("changes nothing on a second run", () => {
    const snapshot = () => [
      query(
        "SELECT game, draw_date, draw_number, numbers, bonus, jackpot, next_jackpot, rollover, source, updated_at FROM draws ORDER BY game, draw_date",
      ),
      query("SELECT * FROM prize_divisions ORDER BY id"),
    ];
    const before = snapshot();
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/: 0 new; the database holds 8,377 draws/);
    expect(snapshot()).toEqual(before);
  });
});

describe("npm run data:sync", () => {
  const into = mkdtempSync(join(tmpdir(), "data-sync-"));
  const incoming = mkdtempSync(join(tmpdir(), "data-incoming-"));
  const sync = (from: string) =>
    spawnSync("npx", ["tsx", "scripts/data-sync.ts", from, "--into", into], { encoding: "utf8", env: { ...process.env, CI: "true" } });
  beforeAll(() => {
    cpSync("data", into, { recursive: true });
    cpSync("data", incoming, { recursive: true });
  });
  afterAll(() => {
    rmSync(into, { recursive: true, force: true });
    rmSync(incoming, { recursive: true, force: true });
  });

  it("copies nothing from a folder with a row the import would refuse", () => {
    const before = readFileSync(join(into, "lotto.csv"), "utf8");
    writeFileSync(join(incoming, "lotto.csv"), `${before}2026-10-10,2026-10-10,1,2,3,4,5,60,7,,,,X\n`);
    const result = sync(incoming);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/error lotto\.csv:\d+: /);
    expect(readFileSync(join(into, "lotto.csv"), "utf8")).toBe(before);
  });

  it("brings new rows in and rewrites the coverage table", () => {
    const lotto = readFileSync("data/lotto.csv", "utf8");
    writeFileSync(join(incoming, "lotto.csv"), `${lotto},2026-10-10,1,2,3,4,5,6,7,,,,X\n`);
    const result = sync(incoming);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/lotto\.csv\s+2632 →\s+2633 rows/);
    const readme = readFileSync(join(into, "README.md"), "utf8");
    expect(readme).toMatch(/\| Lotto \(`lotto\.csv`\) \| 2,633 \| 2000-03-11 \| 2026-10-10 \|/);
    expect(readme).toMatch(/In all: 8,378 draws/);
  });
});
