/**
 * The blog: 16 Markdown files in app/content/blog, bundled at build time. Order and ids follow the
 * spec's article list; front matter is validated here so a broken file fails the tests, not a visitor.
 */
import { renderMarkdown } from "./render-markdown";
import { z } from "zod";
import { listValue, splitFrontMatter } from "./front-matter";

const files = import.meta.glob("./blog/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

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

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const frontMatterSchema = z.object({
  title: z.string().min(10),
  description: z.string().min(50).max(170),
  category: z.string().min(2),
  readTime: z.coerce.number().int().min(1).max(30),
  publishDate: isoDate,
  updated: isoDate,
  author: z.enum(["Results Desk", "Statistics Editor", "Guides Editor", "International Desk"]),
  keywords: z.string().transform(listValue),
  relatedTitle: z.string().optional(),
  related: z.string().optional().transform(listValue),
});

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
}

export const ADVERT_MARKER = /<p>\[\[advert\]\]<\/p>\n?/;

function load(): Article[] {
  return ARTICLE_ORDER.map(({ slug, ads }, index) => {
    const source = files[`./blog/${slug}.md`];
    if (!source) throw new Error(`Article file missing: app/content/blog/${slug}.md`);
    const { data, body } = splitFrontMatter(source);
    const parsed = frontMatterSchema.safeParse(data);
    if (!parsed.success) throw new Error(`Front matter of ${slug}.md: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    const html = renderMarkdown(body);
    return {
      id: index + 1,
      slug,
      ...parsed.data,
      ads,
      relatedTitle: parsed.data.relatedTitle ?? null,
      htmlParts: html.split(ADVERT_MARKER),
      wordCount: body.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length,
    };
  });
}

let cache: Article[] | null = null;
/** Parsed once per Worker isolate. */
export function allArticles(): Article[] {
  cache ??= load();
  return cache;
}

export function articleBySlug(slug: string): Article | undefined {
  return allArticles().find((article) => article.slug === slug);
}

export function summaries(): ArticleSummary[] {
  return allArticles().map(({ id, slug, title, description, category, readTime, publishDate, updated, author, keywords }) => ({
    id, slug, title, description, category, readTime, publishDate, updated, author, keywords,
  }));
}
