/**
 * Long-form static pages (privacy, terms, about, responsible gaming) from app/content/pages, turned into
 * HTML with validated front matter at build time (scripts/vite-markdown.ts, app/content/front-matter.ts).
 */
import type { PageFrontMatter } from "./front-matter";
import type { ContentModule } from "./render-markdown";

const files = import.meta.glob<ContentModule<PageFrontMatter>>("./pages/*.md", { query: { content: "page" }, eager: true });

export type PageName = "privacy-policy" | "terms-of-service" | "about" | "responsible-gaming" | "claiming-prizes" | "lottery-scams";

export interface ContentPage {
  title: string;
  description: string;
  updated: string;
  /** The hand-kept facts the page states in words (its `facts:` front matter). */
  facts: PageFrontMatter["facts"];
  html: string;
}

export function contentPage(name: PageName): ContentPage {
  const file = files[`./pages/${name}.md`];
  if (!file) throw new Error(`Page file missing: app/content/pages/${name}.md`);
  return { ...file.data, html: file.html };
}
