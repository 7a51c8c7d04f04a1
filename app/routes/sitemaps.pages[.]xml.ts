import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { answer } from "~/http/responses.server";
import { urlsetXml } from "~/seo/sitemap-xml";
import { pageEntries } from "~/seo/sitemaps.server";
import { latestDrawDate } from "~/models/sitemap-dates.server";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "sitemap" } as const satisfies PageHandle;

/** The site's pages and articles (the draw, year and game pages are in the games' sitemaps). */
export async function loader({ context }: LoaderFunctionArgs) {
  return answer("xml", urlsetXml(pageEntries(context.env.SITE_URL, await latestDrawDate(context.db))), {
    cache: cacheControl(handle.cachePolicy),
  });
}
