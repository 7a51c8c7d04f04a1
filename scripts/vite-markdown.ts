/**
 * Content files become modules at build time: an import of `file.md?content=article` (or `=page`) is
 * the module app/content/render-markdown.ts writes, exporting the file's validated front matter
 * (`data`), its HTML (`html`, {{tokens}} left for the server) and its word count (`words`). So the
 * Worker carries HTML instead of Markdown and a parser, and a bad file fails the build. Used by
 * vite.config.ts and both vitest configs, which do not read vite.config.ts.
 */
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentModule } from "../app/content/render-markdown";
import { FRONT_MATTER, type ContentKind } from "../app/content/front-matter";

const CONTENT_IMPORT = /^([^?]+\.md)\?content=(\w+)$/;
const APP_DIR = fileURLToPath(new URL("../app/", import.meta.url));

export function markdownContent(): Plugin {
  return {
    name: "markdown-content",
    // Ahead of other plugins' load hooks: Vite's fallback would read the Markdown itself as JavaScript.
    enforce: "pre",
    // The point of rendering at build time is a Worker without marked: an app module that imports the
    // renderer (a value import; type imports are gone by now) fails the build instead of bundling it.
    resolveId(source, importer) {
      if (importer?.startsWith(APP_DIR) && /(^|\/)render-markdown(\.ts)?$/.test(source)) {
        this.error(
          `${relative(process.cwd(), importer)} imports ${source}: Markdown becomes HTML at build time (scripts/vite-markdown.ts), so the Worker must not carry the renderer`,
        );
      }
      return null;
    },
    async load(id) {
      const match = CONTENT_IMPORT.exec(id);
      if (!match) return undefined;
      const [, path, kind] = match as unknown as [string, string, string];
      const file = relative(process.cwd(), path);
      if (!Object.hasOwn(FRONT_MATTER, kind))
        throw new Error(`${file}: ?content=${kind} is not a content kind (${Object.keys(FRONT_MATTER).join(", ")})`);
      // Watch mode and the dev server rebuild when the Markdown changes, whatever the query on its id.
      this.addWatchFile(path);
      return { code: contentModule(kind as ContentKind, file, await readFile(path, "utf8")), map: null };
    },
  };
}
