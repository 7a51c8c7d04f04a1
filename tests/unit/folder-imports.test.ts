/**
 * The folders of app/ import one way (issue 34 §1, docs/decisions/012-layers.md): no two top folders import
 * each other, type imports included (a type import still ties the two folders' meaning together). This test
 * reads every module's import specifiers (`~/x/…` and relative paths, `import type` and `import()` included)
 * and lists the pairs of folders that import each other both ways; lint (eslint.config.js) stops a new one
 * at the import that would make it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { folderOf, importedFolder, LAYERS, layerViolation } from "../../scripts/lib/app-layers.mjs";

const APP = resolve("app");

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Each folder's imports of another folder: "from -> to" with the importing modules. */
function folderImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of modulesUnder(APP)) {
    const from = folderOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      const to = importedFolder(file, fileName);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${relative(APP, file)} imports ${fileName}`]);
    }
  }
  return edges;
}

function mutualPairs(edges: Map<string, string[]>): string[] {
  const pairs = new Set<string>();
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ") as [string, string];
    if (edges.has(`${to} -> ${from}`)) pairs.add([from, to].sort().join("-"));
  }
  return [...pairs].sort();
}

describe("the folders of app/", () => {
  it("finds an import both ways when there is one", () => {
    const edges = new Map([
      ["db -> http", ["db/a.ts imports ~/http/log.server"]],
      ["http -> db", ["http/b.ts imports ../db/client.server"]],
      ["models -> db", ["models/c.ts imports ~/db/schema"]],
    ]);
    expect(mutualPairs(edges)).toEqual(["db-http"]);
    expect(importedFolder(join(APP, "db/a.ts"), "../http/log.server")).toBe("http");
    expect(importedFolder(join(APP, "db/a.ts"), "./schema")).toBe("db");
    expect(importedFolder(join(APP, "db/a.ts"), "~/format")).toBeNull();
    expect(importedFolder(join(APP, "db/a.ts"), "drizzle-orm")).toBeNull();
  });

  it("gives every folder a layer, and no two folders import each other (15 pairs before issue 34)", () => {
    const folders = readdirSync(APP, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !LAYERS.includes(folder))).toEqual([]);
    const edges = folderImports();
    expect(mutualPairs(edges)).toEqual([]);
    // What lint enforces, checked here too: every import points down the layers.
    const upward = [...edges.entries()].filter(([key]) => layerViolation(...(key.split(" -> ") as [string, string])));
    expect(upward).toEqual([]);
  });

  it("refuses an import up the layers and allows one down", () => {
    expect(layerViolation("http", "db")).toMatch(/may not import app\/db/);
    expect(layerViolation("db", "http")).toBeNull();
    expect(layerViolation("models", "api")).toMatch(/may not import app\/api/);
    expect(layerViolation("newfolder", "http")).toMatch(/has no layer/);
  });
});
