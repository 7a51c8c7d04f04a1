/** Long-form static pages (privacy, terms, about, responsible gaming) from app/content/pages. */
import { renderMarkdown } from "./render-markdown";
import { splitFrontMatter } from "./front-matter";

const files = import.meta.glob("./pages/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

export type PageName = "privacy-policy" | "terms-of-service" | "about" | "responsible-gaming";

export interface ContentPage {
  title: string;
  description: string;
  updated: string;
  html: string;
}

const cache = new Map<PageName, ContentPage>();

export function contentPage(name: PageName): ContentPage {
  const cached = cache.get(name);
  if (cached) return cached;
  const source = files[`./pages/${name}.md`];
  if (!source) throw new Error(`Page file missing: app/content/pages/${name}.md`);
  const { data, body } = splitFrontMatter(source);
  if (!data.title || !data.description || !data.updated) throw new Error(`Front matter of ${name}.md needs title, description, updated`);
  const page = { title: data.title, description: data.description, updated: data.updated, html: renderMarkdown(body) };
  cache.set(name, page);
  return page;
}
