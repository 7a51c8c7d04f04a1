import type { AppEnv } from "../http/env.server";
import type { PageMeta } from "./meta";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/lotto-history". */
  path: string;
  keywords?: string[];
  type?: PageMeta["type"];
  /** Path of the sharing image under the site. */
  image?: string;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
  /** Breadcrumb trail after Home: [name, path][]. */
  breadcrumbs?: [string, string][];
}

const BASE_KEYWORDS = ["South African lottery results", "Lotto results", "PowerBall results"];

/** Builds a page's metadata from the one configured origin. */
export function pageMeta(env: Pick<AppEnv, "SITE_URL" | "SITE_NAME">, input: PageMetaInput): PageMeta {
  const url = `${env.SITE_URL}${input.path === "/" ? "/" : input.path}`;
  const jsonLd = [...(input.jsonLd ?? [])];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [["Home", "/"] as [string, string], ...input.breadcrumbs].map(([name, path], index) => ({
        "@type": "ListItem",
        position: index + 1,
        name,
        item: `${env.SITE_URL}${path}`,
      })),
    });
  }
  return {
    title: input.title,
    description: input.description,
    url,
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    keywords: [...(input.keywords ?? []), ...BASE_KEYWORDS].filter((k, i, all) => all.indexOf(k) === i),
    type: input.type ?? "website",
    image: `${env.SITE_URL}${input.image ?? "/og/default.png"}`,
    robots: input.noindex ? "noindex, follow" : "index, follow",
    jsonLd,
    feeds: [
      { title: `${env.SITE_NAME}: latest results`, href: `${env.SITE_URL}/rss/results.xml` },
      { title: `${env.SITE_NAME}: blog`, href: `${env.SITE_URL}/rss/blog.xml` },
    ],
  };
}
