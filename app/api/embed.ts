/**
 * The results widget other sites may embed: `/embed/{game}` (app/routes/embed.$game.ts), the newest draw
 * of one game in a page of its own, and the `<iframe>` snippet that shows it. Client-safe: the /api page
 * shows the snippet.
 */
import { displayName, GAME_IDS, type GameId } from "../rules/game-names";
import { xmlEscape } from "../seo/xml";
import { embedPath } from "../site/draw-paths";

/** The size the widget is designed for (it fits anything from about 320 × 170 to 400 × 200). */
export const EMBED_WIDTH = 360;
export const EMBED_HEIGHT = 180;

/** Every widget's path: what to purge when a game's newest draw changes (edge-cache.server.ts). */
export const EMBED_PATHS: readonly string[] = GAME_IDS.map(embedPath);

/** The frame's accessible name: "Latest Lotto Plus 2 (LOTTO 5 MAX) results". */
export const embedTitle = (game: GameId) => `Latest ${displayName(game)} results`;

/**
 * The HTML another site pastes to show the widget: an absolute `src` on the one SITE_URL, a title (the
 * frame's name for screen readers), the size as attributes (no style, so any site's CSS may restyle it)
 * and lazy loading. The sandbox lets the widget do no more than it needs: it runs no script and opens
 * its links in a new tab (as an ordinary, unsandboxed page of ours).
 */
export function embedSnippet(siteUrl: string, game: GameId): string {
  const src = `${siteUrl.replace(/\/+$/, "")}${embedPath(game)}`;
  return (
    `<iframe src="${xmlEscape(src)}" title="${xmlEscape(embedTitle(game))}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}"` +
    ` loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`
  );
}
