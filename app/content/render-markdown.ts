import { marked } from "marked";

/**
 * Markdown to HTML for content files. Wide tables scroll sideways on phones inside a focusable,
 * labelled region, so keyboard users can scroll them too.
 */
export function renderMarkdown(body: string): string {
  return marked
    .parse(body, { async: false, gfm: true })
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>')
    .replace(/<\/table>/g, "</table></div>");
}
