/**
 * The blog: 16 Markdown files in app/content/blog, turned into HTML with validated front matter at build
 * time (scripts/vite-markdown.ts, app/content/front-matter.ts), so a broken file fails the build and the
 * tests, not a visitor. Order and ids follow the spec's article list.
 */
import type { ArticleFrontMatter } from "./front-matter";
import { sourcesOfContent, type SourceList } from "./fact-sources";
import type { ContentModule } from "./render-markdown";

const files = import.meta.glob<ContentModule<ArticleFrontMatter>>("./blog/*.md", { query: { content: "article" }, eager: true });

/** The spec's order (ids 1-16) and which articles carry the middle advert and related grid. */
const ARTICLE_ORDER: readonly { slug: string; ads: boolean }[] = [
  { slug: "powerball-lotto-results-guide", ads: true },
  { slug: "lotto-results-how-to-check", ads: true },
  { slug: "daily-lotto-results-complete-guide", ads: true },
  { slug: "daily-lottery-result-prizes-odds-strategies", ads: true },
  { slug: "uk49s-teatime-results-guide", ads: true },
  { slug: "lotto-results-historical-analysis-hot-numbers", ads: true },
  { slug: "power-lotto-results-complete-guide", ads: true },
  { slug: "lottery-power-ball-results-how-to-check", ads: true },
  { slug: "lottery-results-power-ball-latest-draws", ads: true },
  { slug: "lotto-and-power-ball-results-ultimate-guide", ads: true },
  { slug: "lotto-and-powerball-result-draw-times-prizes", ads: false },
  { slug: "lotto-power-ball-result-comprehensive-analysis", ads: true },
  { slug: "lotto-result-power-ball-historical-data", ads: true },
  { slug: "power-ball-lottery-result-expert-insights", ads: true },
  { slug: "power-ball-lotto-results-ultimate-guide", ads: true },
  { slug: "euromillions-results-international-lottery-guide", ads: true },
];

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  readTime: number;
  publishDate: string;
  updated: string;
  author: string;
  keywords: string[];
}

export interface Article extends ArticleSummary {
  ads: boolean;
  relatedTitle: string | null;
  related: string[];
  /** The body as HTML with {{tokens}} still in it, split where the middle advert goes. */
  htmlParts: string[];
  wordCount: number;
  /** The sources of the hand-kept facts the article states (app/content/fact-sources.ts). */
  sources: SourceList;
}

const ADVERT_MARKER = /<p>\[\[advert\]\]<\/p>\n?/;

function load(): Article[] {
  return ARTICLE_ORDER.map(({ slug, ads }, index) => {
    const file = files[`./blog/${slug}.md`];
    if (!file) throw new Error(`Article file missing: app/content/blog/${slug}.md`);
    return {
      id: index + 1,
      slug,
      ...file.data,
      ads,
      relatedTitle: file.data.relatedTitle ?? null,
      htmlParts: file.html.split(ADVERT_MARKER),
      wordCount: file.words,
      sources: sourcesOfContent(file.html, file.data.facts),
    };
  });
}

let cache: Article[] | null = null;
/** Assembled once per Worker isolate. */
export function allArticles(): Article[] {
  cache ??= load();
  return cache;
}

export function articleBySlug(slug: string): Article | undefined {
  return allArticles().find((article) => article.slug === slug);
}

export function summaries(): ArticleSummary[] {
  return allArticles().map(({ id, slug, title, description, category, readTime, publishDate, updated, author, keywords }) => ({
    id,
    slug,
    title,
    description,
    category,
    readTime,
    publishDate,
    updated,
    author,
    keywords,
  }));
}
