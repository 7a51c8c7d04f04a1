/**
 * The folders of app/ import one way (issue 34 §1, docs/decisions/012-layers.md): no two top folders import
 * each other, type imports included (a type import still ties the two folders' meaning together). This test
 * reads every module's import specifiers (`~/x/…` and relative paths, `import type` and `import()` included)
 * and lists the pairs of folders that import each other both ways; lint (eslint.config.js) stops a new one
 * at the import that would make it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = resolve("app");

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The top folder of app/ a path is in, or null for app/'s own files and paths outside app/. */
function topFolder(path: string): string | null {
  const parts = relative(APP, path).split(sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0]! : null;
}

/** The top folder an import specifier of `file` points into, or null (a package, or app/'s own files). */
function importedFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return topFolder(join(APP, specifier.slice(2)));
  if (specifier.startsWith(".")) return topFolder(resolve(dirname(file), specifier));
  return null;
}

/** Each folder's imports of another folder: "from -> to" with the importing modules. */
function folderImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of modulesUnder(APP)) {
    const from = topFolder(file);
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

  it("has pairs that import each other (measured 2026-11-27, before issue 34 §1)", () => {
    const edges = folderImports();
    const pairs = mutualPairs(edges);
    expect(pairs).toEqual([
      "admin-ingest",
      "admin-models",
      "api-models",
      "api-statistics",
      "api-worker",
      "content-models",
      "content-rules",
      "db-worker",
      "import-models",
      "ingest-models",
      "ingest-worker",
      "models-seo",
      "models-worker",
      "push-worker",
      "statistics-worker",
    ]);
  });
});
