import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isGameId } from "~/rules/games";
import { urlsetXml, xmlResponse } from "~/seo/sitemap-xml";
import { gameSitemapEntries } from "~/models/sitemaps.server";

/** /sitemaps/{game}.xml: the game page, its year pages and every draw page. Anything else is not found. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const game = /^(.+)\.xml$/.exec(params.file ?? "")?.[1] ?? "";
  if (!isGameId(game)) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
  }
  return xmlResponse(urlsetXml(await gameSitemapEntries(context.db, context.env.SITE_URL, game)));
}
