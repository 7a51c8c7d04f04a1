import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { answer } from "~/http/responses.server";
import { sitemapIndexXml } from "~/seo/sitemap-xml";
import { sitemapIndexEntries } from "~/seo/sitemaps.server";
import { sitemapIndexDates } from "~/models/sitemap-dates.server";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "sitemap" } as const satisfies PageHandle;

/** The sitemap index: the site's pages (/sitemaps/pages.xml) and one sitemap per game with every draw page. */
export async function loader({ context }: LoaderFunctionArgs) {
  return answer("xml", sitemapIndexXml(sitemapIndexEntries(context.env.SITE_URL, await sitemapIndexDates(context.db))), {
    cache: cacheControl(handle.cachePolicy),
  });
}
