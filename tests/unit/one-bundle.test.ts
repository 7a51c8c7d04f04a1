/**
 * Each app module exists once in the Worker (issue 21 §1): wrangler's own bundle of workers/app.ts takes
 * every app module from the server build and none from app/ directly. Twice-bundled modules were a bug:
 * an admin purge cleared the renders under way in a copy that served nothing, and the database error
 * class had two identities. Needs the build (`npm test` builds first).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const outdir = mkdtempSync(join(tmpdir(), "worker-bundle-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the Worker bundle", () => {
  it("takes the app from the server build only: no app/ module is bundled beside it", { timeout: 120_000 }, () => {
    expect(existsSync("build/server/index.js"), "run `npm run build` first").toBe(true);
    const result = spawnSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--outdir", outdir], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
    const map = JSON.parse(readFileSync(join(outdir, "app.js.map"), "utf8")) as { sources: string[] };
    const own = map.sources.filter((source) => !source.includes("node_modules"));
    expect(own.some((source) => source.endsWith("build/server/index.js"))).toBe(true);
    expect(own.filter((source) => /(^|\/)app\//.test(source))).toEqual([]);
    // The module state that must be shared: one declaration each, not a renamed second copy.
    const bundle = readFileSync(join(outdir, "app.js"), "utf8");
    expect(bundle.match(/var purgedAt\d* =/g)).toHaveLength(1);
    expect(bundle.match(/var DatabaseUnavailableError\d* =/g)).toHaveLength(1);
  });
});
