// @ts-check
/**
 * The layers of app/ (docs/decisions/012-layers.md): every top folder, bottom first, and app/'s own files
 * (ROOT) on top. A module may import a layer listed before its own, never one listed after it, type
 * imports included; so no two layers import each other, and no circle runs through them. `npm run lint`
 * enforces it (the rule below, used by eslint.config.js), and tests/unit/folder-imports.test.ts checks
 * that every folder has a place here, that no import points up and that the imports make no circle. A
 * new folder gets a line; an import that points up is moved down (or turned round), not allowed here.
 */
import path from "node:path";

/** The layer of the files directly in app/ (in messages: "app/'s own files"). */
export const ROOT = "(app root)";

export const LAYERS = [
  "http", // the toolkit every folder uses: answers, log, env, hmac, headers, client address, bytes
  "facts", // hand-kept facts and their public sources
  "words", // the site's words and dates: numbers and money, lists, month and weekday names, the one date style, SA time
  "rules", // the games' rules by era, the SAST schedule, ticket matching
  "input", // parsing and validating what visitors send
  "tickets", // the ticket engine (runs in the wallet's page too)
  "site", // the pages, their addresses and route handles
  "content", // Markdown, adverts, helplines, fact tokens
  "db", // the D1 schema and client, and how a stored draw merges with an incoming one (draw-merge.ts)
  "import", // the results CSV format (read and written)
  "coverage", // what the records cover against the schedule and the sources (pure: gaps, single-source stretches, the claimable year)
  "models", // queries: they return data
  "statistics", // the statistics model
  "views", // view builders: what the pages show, built from the models' data (no query)
  "limits", // per-address rate limits (Workers Rate Limiting, D1 counters where it is absent)
  "ingest", // fetching, checking and writing new draws
  "push", // win alerts: subscriptions, queue, Web Push
  "maintenance", // the daily retention job
  "seo", // metadata, sitemaps, feeds
  "loaders", // loaders several routes share
  "components", // React components
  "api", // the public API's schemas and answer shapes
  "admin", // the admin panel
  "browser", // the pages' own scripts and the service worker
  "types", // ambient declarations
  "routes", // the pages and endpoints
  "edge", // the Worker's shell: only app/'s own files import it (workers/app.ts reaches it through the build's entry)
  ROOT, // app/'s own files, Remix's conventional ones (root.tsx, entry.server.tsx, routes.ts): they may import every folder, and no folder imports them
];

const APP = path.resolve(import.meta.dirname, "../../app");

/**
 * The layer of a file: the top folder of app/ that it is in, ROOT for a module directly in app/, or null
 * (anything outside app/, and the stylesheet beside app/'s own files, an asset that imports nothing).
 * @param {string} file
 * @returns {string | null}
 */
export function folderOf(file) {
  const parts = path.relative(APP, file.replace(/\?.*$/, "")).split(path.sep);
  if (parts[0] === ".." || path.isAbsolute(parts[0] ?? "")) return null;
  if (parts.length > 1) return parts[0] ?? null;
  return /\.(css|svg|png|json|txt)$/.test(parts[0] ?? "") ? null : ROOT;
}

/** How a layer is named in a message: `app/db/`, or app/'s own files. @param {string} layer */
const named = (layer) => (layer === ROOT ? "app/'s own files" : `app/${layer}/`);

/**
 * The layer an import specifier written in `file` points into, or null (a package, or outside app/).
 * @param {string} file
 * @param {string} specifier
 */
export function importedFolder(file, specifier) {
  if (specifier.startsWith("~/")) return folderOf(path.join(APP, specifier.slice(2)));
  if (specifier.startsWith(".")) return folderOf(path.resolve(path.dirname(file), specifier));
  return null;
}

/**
 * Why `from` may not import `to`, or null when it may.
 * @param {string | null} from
 * @param {string | null} to
 */
export function layerViolation(from, to) {
  if (!from || !to || from === to) return null;
  const [f, t] = [LAYERS.indexOf(from), LAYERS.indexOf(to)];
  if (f < 0) return `${named(from)} has no layer: give it a line in scripts/lib/app-layers.mjs`;
  if (t < 0) return `${named(to)} has no layer: give it a line in scripts/lib/app-layers.mjs`;
  if (t > f) return `${named(from)} may not import ${named(to)}: it is a layer above (scripts/lib/app-layers.mjs)`;
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const importsPointDown = {
  meta: { type: "problem", docs: { description: "Imports between the folders of app/ point down the layers." }, schema: [] },
  create(context) {
    const from = folderOf(context.filename) ?? null;
    if (!from) return {};
    /** @param {import("estree").Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const problem = layerViolation(from, importedFolder(context.filename, source.value));
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const layersPlugin = { rules: { "imports-point-down": importsPointDown } };
