/**
 * `/embed/{game}`: the results widget other sites frame (snippet: app/api/embed.ts). A resource route
 * that answers the whole page itself (app/api/embed-page.server.ts), so neither the site's stylesheet nor
 * Remix's scripts are sent: a few KB of HTML and CSS. The one answer of the site that may be framed
 * (embedSecurityHeaders); kept out of search engines (noindex). Cached at the edge like the results pages
 * (60 s, no nonce in it to rewrite): after an ingest, purge `/embed/{game}` of each changed game
 * (EMBED_PATHS).
 */
import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { embedPage, unknownGamePage, type EmbedPage } from "~/api/embed-page.server";
import { isGameId } from "~/rules/games";
import { answer, bodyETag } from "~/http/responses.server";
import { drawHistory } from "~/models/draws.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const site = { siteUrl: context.env.SITE_URL, siteName: context.env.SITE_NAME };
  const game = params.game ?? "";
  if (!isGameId(game)) return respond(await unknownGamePage(site));
  const [draw] = await drawHistory(context.db, { game, limit: 1 });
  return respond(await embedPage(site, game, draw));
}

function respond({ status, html, headers }: EmbedPage): Response {
  return answer("html", html, {
    status,
    cache: cacheControl(status === 200 ? "results" : "none"),
    headers: { ...(status === 200 ? { ETag: bodyETag(html) } : {}), "X-Robots-Tag": "noindex", ...headers },
  });
}
