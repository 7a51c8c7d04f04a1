/**
 * The layers of app/ import one way (issues 34 and 44, docs/decisions/012-layers.md): no import up a floor,
 * and no circle, type imports included (a type import still ties the two layers' meaning together). This
 * test reads every module's import specifiers (`~/x/…` and relative paths, `import type` and `import()`
 * included), app/'s own files (root.tsx, entry.server.tsx, routes.ts) counted as the top layer, and lists
 * the imports that point up and the circles the imports between layers make; lint (eslint.config.js) stops
 * a new upward import at the import that would make it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { folderOf, importedFolder, LAYERS, layerViolation, ROOT } from "../../scripts/lib/app-layers.mjs";

const APP = resolve("app");

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Each layer's imports of another layer: "from -> to" with the importing modules. */
function layerImports(files: readonly { path: string; text: string }[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const { path, text } of files) {
    const from = folderOf(path);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName } of importedFiles) {
      const to = importedFolder(path, fileName);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${relative(APP, path)} imports ${fileName}`]);
    }
  }
  return edges;
}

const appModules = () => modulesUnder(APP).map((path) => ({ path, text: readFileSync(path, "utf8") }));

/**
 * The circles the imports make between layers, each as "a -> b -> … -> a" from its first layer in
 * LAYERS' order: every strongly connected set of layers (Tarjan's algorithm) that holds more than one.
 */
function circles(edges: Map<string, string[]>): string[] {
  const next = new Map<string, string[]>();
  for (const key of edges.keys()) {
    const [from, to] = key.split(" -> ") as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      set.push(member);
    } while (member !== node);
    if (set.length > 1) found.push(set);
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  const rank = (layer: string) => (LAYERS.includes(layer) ? LAYERS.indexOf(layer) : LAYERS.length);
  return found
    .map((set) => {
      // One circle through the set, from its lowest layer: follow edges that stay in the set, back to the start.
      const start = [...set].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))[0]!;
      const path = [start];
      const seen = new Set([start]);
      const walk = (node: string): boolean =>
        (next.get(node) ?? []).some((to) => {
          if (to === start) return true;
          if (!set.includes(to) || seen.has(to)) return false;
          seen.add(to);
          path.push(to);
          if (walk(to)) return true;
          path.pop();
          return false;
        });
      walk(start);
      return [...path, start].join(" -> ");
    })
    .sort();
}

/** A fixture app/ as files with their text, for the checks' own tests. */
const fixture = (files: Record<string, string>) => Object.entries(files).map(([name, text]) => ({ path: join(APP, name), text }));

describe("the layers of app/", () => {
  it("reads which layer each import points into, app/'s own files included", () => {
    expect(importedFolder(join(APP, "db/a.ts"), "../http/log.server")).toBe("http");
    expect(importedFolder(join(APP, "db/a.ts"), "./schema")).toBe("db");
    expect(importedFolder(join(APP, "db/a.ts"), "~/root")).toBe(ROOT);
    expect(importedFolder(join(APP, "entry.server.tsx"), "./edge/hooks.server")).toBe("edge");
    expect(importedFolder(join(APP, "db/a.ts"), "drizzle-orm")).toBeNull();
    expect(folderOf(join(APP, "root.tsx"))).toBe(ROOT);
    expect(folderOf(resolve("workers/app.ts"))).toBeNull();
    // The stylesheet beside them is an asset, in no layer (the pages and the embed inline it).
    expect(importedFolder(join(APP, "api/embed-page.server.ts"), "~/tailwind.css?inline")).toBeNull();
  });

  it("finds a circle when there is one: two layers, and three", () => {
    const twoWays = layerImports(
      fixture({
        "db/a.ts": 'import { log } from "~/http/log.server";',
        "http/b.ts": 'import type { Db } from "../db/client.server";',
        "models/c.ts": 'import { draws } from "~/db/schema";',
      }),
    );
    expect(circles(twoWays)).toEqual(["http -> db -> http"]);
    // The circle issue 44 found, which lint could not see while app/'s own files had no layer.
    const throughFormat = layerImports(
      fixture({
        "format.ts": 'import { saDate } from "./rules/sa-time";',
        "rules/sa-time.ts": 'import type { Weekday } from "./games";',
        "rules/games.ts": 'import { andList } from "~/format";',
      }),
    );
    expect(circles(throughFormat)).toEqual(["rules -> (app root) -> rules"]);
    const threeWays = layerImports(
      fixture({
        "db/a.ts": 'import type { DrawView } from "~/views/draw";',
        "models/b.ts": 'import { draws } from "~/db/schema";',
        "views/draw.ts": 'import { loadDraw } from "../models/b";',
      }),
    );
    expect(circles(threeWays)).toEqual(["db -> views -> models -> db"]);
    expect(circles(layerImports(fixture({ "models/c.ts": 'import { draws } from "~/db/schema";' })))).toEqual([]);
  });

  it("refuses an import up the layers and allows one down", () => {
    expect(layerViolation("http", "db")).toMatch(/may not import app\/db/);
    expect(layerViolation("db", "http")).toBeNull();
    expect(layerViolation("models", "api")).toMatch(/may not import app\/api/);
    expect(layerViolation("newfolder", "http")).toMatch(/has no layer/);
    // app/'s own files are the top layer: they may import every folder, and no folder imports them.
    expect(layerViolation(ROOT, "edge")).toBeNull();
    expect(layerViolation("rules", ROOT)).toMatch(/may not import app\/'s own files/);
    expect(layerViolation("edge", ROOT)).toMatch(/may not import app\/'s own files/);
  });

  it("gives every folder a layer; no import points up and none makes a circle (15 two-way pairs before issue 34)", () => {
    const folders = readdirSync(APP, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !LAYERS.includes(folder))).toEqual([]);
    // Only Remix's conventional files stand in app/ itself: a module with a job goes in its folder.
    const ownFiles = readdirSync(APP, { withFileTypes: true }).filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name));
    expect(ownFiles.map((entry) => entry.name).sort()).toEqual(["entry.server.tsx", "root.tsx", "routes.ts"]);
    const edges = layerImports(appModules());
    expect(edges.size).toBeGreaterThan(100);
    expect([...edges.keys()].filter((key) => key.startsWith(`${ROOT} -> `)).length).toBeGreaterThan(3);
    expect(circles(edges)).toEqual([]);
    // What lint enforces, checked here too: every import points down the layers.
    const upward = [...edges.entries()].filter(([key]) => layerViolation(...(key.split(" -> ") as [string, string])));
    expect(upward).toEqual([]);
  });

  it("keeps only queries in models/: every module there takes the D1 client", () => {
    const models = modulesUnder(join(APP, "models"));
    expect(models.length).toBeGreaterThan(10);
    const queryless = models.filter((path) => !readFileSync(path, "utf8").includes('from "~/db/client.server"'));
    expect(queryless.map((path) => relative(APP, path))).toEqual([]);
  });
});
