/**
 * `npm start` on a fresh local database, as a newcomer runs it: it imports data/, checks the results
 * source (here an address where nothing listens, so it must say so and go on), and serves the real
 * history: the newest draw of all six games on the home page and Lotto back to its first draw.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkFolder, coverage } from "../../scripts/lib/data-folder";

const PORT = 8796;
const base = `http://127.0.0.1:${PORT}`;
const state = mkdtempSync(join(tmpdir(), "start-test-"));
let server: ChildProcess;
let output = "";

beforeAll(async () => {
  server = spawn("npx", ["tsx", "scripts/start.ts", "--persist-to", state, "--ip", "127.0.0.1", "--log-level", "warn"], {
    env: { ...process.env, PORT: String(PORT), RESULTS_SOURCE_URL: "http://127.0.0.1:9/api" },
    detached: true,
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`npm start did not serve in time:\n${output}`);
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(state, { recursive: true, force: true });
});

describe("npm start on a fresh clone", () => {
  it("prints one plain line per step", () => {
    expect(output).toMatch(/^Local database ready \(.+, migrations applied\)$/m);
    expect(output).toMatch(
      /^Imported 8,377 draws and 18,735 prize divisions \(2000-03-11 → 2026-10-09\) from data\/ in [\d.]+ s: 8,377 new;/m,
    );
    expect(output).toMatch(
      /^Results source not reachable \(127\.0\.0\.1:9: [^)]+\): showing results up to Fri 9 Oct 2026 \(details: .+start-ingest\.log\)$/m,
    );
    expect(output).toMatch(new RegExp(`^Serving on http://localhost:${PORT}`, "m"));
  });

  it("serves the newest real draw of all six games", async () => {
    const latest = await (await fetch(`${base}/api/results/latest`)).json<Record<string, { drawDate: string } | null>>();
    for (const row of coverage(checkFolder("data"))) expect(latest[row.game]?.drawDate, row.game).toBe(row.last);
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain("Fri 9 Oct 2026");
  });

  it("offers results alerts, with a VAPID pair made once and kept with the local database", async () => {
    const answer = await fetch(`${base}/api/push/key`);
    expect(answer.status).toBe(200);
    const { publicKey } = await answer.json<{ publicKey: string }>();
    // The state's own pair, unless this machine's .dev.vars sets the keys (they win).
    const kept = join(state, "vapid-keys.json");
    if (existsSync(kept)) expect((JSON.parse(readFileSync(kept, "utf8")) as { publicKey: string }).publicKey).toBe(publicKey);
    expect(await (await fetch(`${base}/results/lotto`)).text()).toContain('data-alert-game="lotto"');
  });

  it("answers the draws and jackpots the extension of 6 Dec 2026 brought (data/CHANGES.md)", async () => {
    // PowerBall Plus's 50 of Tue 19 Jun 2018, the first night of the 50-ball era (app/rules/games.ts).
    const answer = await fetch(`${base}/api/results/powerball-plus/2018-06-19`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ drawDate: "2018-06-19", numbers: [17, 23, 39, 43, 50], bonusNumber: 19 });
    // PowerBall's R178,955,240.90 won by one ticket on 20 Jan 2026, among the biggest jackpots won, with its amount.
    const page = await (await fetch(`${base}/biggest-jackpots`)).text();
    const powerball = /<section[^>]*aria-labelledby="jackpots-powerball".*?<\/section>/s.exec(page)![0];
    expect(powerball).toMatch(/Tue 20 Jan 2026<\/a><\/td><td[^>]*>R 178,955,240\.90<\/td>/);
  });

  it("lists Lotto back to its first draw, 11 March 2000", async () => {
    const page = await (await fetch(`${base}/lotto-history?from=2000-03-01&to=2000-03-31`)).text();
    expect(page).toContain("Sat 11 Mar 2000");
  });
});
