/** Sitemap XML (sitemaps.org 0.9): a URL set, a sitemap index, and how long an answer carrying either is kept. */
import { xmlEscape } from "./xml";

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD. */
  lastmod: string;
  changefreq?: string;
  priority?: number;
}

export function urlsetXml(entries: readonly SitemapUrl[]): string {
  const url = (e: SitemapUrl) =>
    `  <url><loc>${xmlEscape(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${e.changefreq ? `<changefreq>${e.changefreq}</changefreq>` : ""}${e.priority !== undefined ? `<priority>${e.priority.toFixed(1)}</priority>` : ""}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map(url).join("\n")}
</urlset>
`;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string }[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemaps.map((s) => `  <sitemap><loc>${xmlEscape(s.loc)}</loc><lastmod>${s.lastmod}</lastmod></sitemap>`).join("\n")}
</sitemapindex>
`;
}
