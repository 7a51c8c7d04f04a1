/**
 * Content files to HTML, at build time only: the Markdown plugin (scripts/vite-markdown.ts) calls
 * contentModule for each `*.md?content=<kind>` import, so the Worker receives finished HTML and carries
 * no Markdown parser. Nothing in the Worker may import this module (marked is a dev dependency).
 */
import { marked } from "marked";
import { readFrontMatter, type ContentKind } from "./front-matter";

/**
 * Markdown to HTML for content files. Wide tables scroll sideways on phones inside a focusable,
 * labelled region, so keyboard users can scroll them too.
 */
function renderMarkdown(body: string): string {
  return marked
    .parse(body, { async: false, gfm: true })
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>')
    .replace(/<\/table>/g, "</table></div>");
}

const TOKEN = /\{\{\s*[\w.]+\s*\}\}/g;

/** The tokens of a text, sorted, to compare as multisets. */
const tokensIn = (text: string): string[] => Array.from(text.matchAll(TOKEN), (match) => match[0]).sort();

/** What a content module exports. */
export interface ContentModule<Data> {
  data: Data;
  /** The body as HTML with its {{tokens}} still in it: the server fills them per request. */
  html: string;
  /** Words of the Markdown body (anything with a letter or digit), for the read-time check. */
  words: number;
}

/**
 * The ES module a content file becomes: its validated front matter, its HTML and its word count. Throws,
 * naming the file, on bad front matter, or when Markdown changed a {{token}} (an underscore or asterisk
 * in a token's name could become emphasis), since the server fills tokens in the HTML.
 */
export function contentModule(kind: ContentKind, file: string, source: string): string {
  const { data, body } = readFrontMatter(kind, file, source);
  const html = renderMarkdown(body);
  const before = tokensIn(body);
  const after = tokensIn(html);
  if (before.join("\n") !== after.join("\n")) {
    const lost = before.filter((token) => !after.includes(token));
    throw new Error(
      `${file}: Markdown changed the token(s) ${lost.join(", ") || "in the body"}: write them as {{name}} with letters, digits and dots`,
    );
  }
  const words = body.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  const module: ContentModule<typeof data> = { data, html, words };
  return Object.entries(module)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");
}
