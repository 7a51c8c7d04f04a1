import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isGameId } from "~/rules/games";
import { answer } from "~/http/responses.server";
import { urlsetXml } from "~/seo/sitemap-xml";
import { gameSitemapEntries } from "~/seo/sitemaps.server";
import { gameDrawDates } from "~/models/sitemap-dates.server";
import { errorText } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "sitemap" } as const satisfies PageHandle;

/** /sitemaps/{game}.xml: the game page, its year pages and every draw page. Anything else is not found. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const game = /^(.+)\.xml$/.exec(params.file ?? "")?.[1] ?? "";
  if (!isGameId(game)) {
    return errorText(404, "Not found");
  }
  return answer("xml", urlsetXml(gameSitemapEntries(context.env.SITE_URL, game, await gameDrawDates(context.db, game))), {
    cache: cacheControl(handle.cachePolicy),
  });
}
