/**
 * One helper for every page's metadata. Loaders build a `PageMeta` from data and the one SITE_URL
 * (`pageMeta` in meta.server.ts); each route's `meta` export renders it with `metaTags`.
 */
import type { MetaDescriptor } from "@remix-run/cloudflare";

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical URL (absolute, on SITE_URL). */
  url: string;
  siteName: string;
  siteUrl: string;
  keywords: string[];
  type: "website" | "article";
  /** Absolute URL of the sharing image. */
  image: string;
  robots: string;
  jsonLd: Record<string, unknown>[];
  /** Feeds for <link rel="alternate">. */
  feeds?: { title: string; href: string }[];
}

export function metaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex, follow" }];
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { name: "robots", content: meta.robots },
    { tagName: "link", rel: "canonical", href: meta.url },
    { property: "og:type", content: meta.type },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: meta.url },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: "en_ZA" },
    { property: "og:image", content: meta.image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: meta.image },
  ];
  for (const feed of meta.feeds ?? []) {
    tags.push({ tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.href });
  }
  for (const data of meta.jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
