import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { max } from "drizzle-orm";
import { summaries } from "~/content/articles.server";
import { contentPage } from "~/content/pages.server";
import { draws } from "~/db/schema";
import { SITE_PAGES } from "~/lib/site-pages";
import { xmlEscape } from "~/lib/xml";

/** Content pages without a file of their own change when the site's code does. */
const SITE_CONTENT_DATE = "2026-11-21";

export async function loader({ context }: LoaderFunctionArgs) {
  const { env, db } = context;
  const [latest] = await db.select({ date: max(draws.drawDate) }).from(draws);
  const latestDraw = latest?.date ?? SITE_CONTENT_DATE;
  const articles = summaries();
  const newestArticle = articles.map((a) => a.updated).sort().at(-1) ?? SITE_CONTENT_DATE;
  const fileDates: Record<string, string> = {
    "/privacy-policy": contentPage("privacy-policy").updated,
    "/terms-of-service": contentPage("terms-of-service").updated,
    "/about": contentPage("about").updated,
    "/responsible-gaming": contentPage("responsible-gaming").updated,
    "/blog": newestArticle,
  };
  const entries = [
    ...SITE_PAGES.map((page) => ({
      loc: `${env.SITE_URL}${page.path}`,
      lastmod: page.kind === "results" ? latestDraw : (fileDates[page.path] ?? SITE_CONTENT_DATE),
      changefreq: page.changefreq,
      priority: page.priority,
    })),
    ...articles.map((a) => ({ loc: `${env.SITE_URL}/blog/${a.slug}`, lastmod: a.updated, changefreq: "monthly", priority: 0.6 })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map((e) => `  <url><loc>${xmlEscape(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`)
  .join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" } });
}
