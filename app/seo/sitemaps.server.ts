/**
 * The sitemaps: an index (/sitemap.xml) naming the site's pages (/sitemaps/pages.xml) and one sitemap
 * per game (/sitemaps/{game}.xml) with the game page, its year pages and every draw page, built from the
 * dates models/sitemap-dates.server.ts reads.
 */
import { summaries } from "~/content/articles.server";
import { contentPage } from "~/content/pages.server";
import { drawPath, gamePath, statisticsPath, yearPath } from "~/site/draw-paths";
import { GAME_IDS, type GameId } from "~/rules/games";
import type { SitemapUrl } from "~/seo/sitemap-xml";
import { SITE_PAGES } from "~/site/site-pages";

/** Content pages without a file of their own change when the site's code does. */
const SITE_CONTENT_DATE = "2026-11-21";

/** The game pages are listed in their game's sitemap with their draws, not among the site's pages. */
const inGameSitemap = (path: string) => path.startsWith("/results/");

const newest = (dates: readonly string[]) => dates.reduce((a, b) => (b > a ? b : a), "");

/** The site's pages and articles; results pages change with the newest draw (`latestDraw`). */
export function pageEntries(siteUrl: string, latestDraw: string | null): SitemapUrl[] {
  const results = latestDraw ?? SITE_CONTENT_DATE;
  const articles = summaries();
  const fileDates: Record<string, string> = {
    "/privacy-policy": contentPage("privacy-policy").updated,
    "/terms-of-service": contentPage("terms-of-service").updated,
    "/about": contentPage("about").updated,
    "/responsible-gaming": contentPage("responsible-gaming").updated,
    "/claiming-prizes": contentPage("claiming-prizes").updated,
    "/lottery-scams": contentPage("lottery-scams").updated,
    "/blog": newest(articles.map((a) => a.updated)) || SITE_CONTENT_DATE,
  };
  return [
    ...SITE_PAGES.filter((page) => !inGameSitemap(page.path)).map((page) => ({
      loc: `${siteUrl}${page.path}`,
      lastmod: page.kind === "results" ? results : (fileDates[page.path] ?? SITE_CONTENT_DATE),
      changefreq: page.changefreq,
      priority: page.priority,
    })),
    ...articles.map((a) => ({ loc: `${siteUrl}/blog/${a.slug}`, lastmod: a.updated, changefreq: "monthly", priority: 0.6 })),
  ];
}

/** A row's last change as a sitemap date. */
const day = (updatedAt: string) => updatedAt.slice(0, 10);

/** The game page and its statistics, the pages of the years with draws, and every draw page, newest first. */
export function gameSitemapEntries(siteUrl: string, game: GameId, rows: readonly { date: string; updatedAt: string }[]): SitemapUrl[] {
  const years = new Map<string, string>();
  for (const row of rows) {
    const year = row.date.slice(0, 4);
    years.set(year, newest([years.get(year) ?? "", day(row.updatedAt)]));
  }
  const gameLastmod = newest([...years.values()]);
  return [
    ...(rows.length > 0
      ? [
          { loc: `${siteUrl}${gamePath(game)}`, lastmod: gameLastmod, changefreq: "daily", priority: 0.9 },
          { loc: `${siteUrl}${statisticsPath(game)}`, lastmod: gameLastmod, changefreq: "daily", priority: 0.7 },
        ]
      : []),
    ...[...years].map(([year, lastmod]) => ({ loc: `${siteUrl}${yearPath(game, year)}`, lastmod })),
    ...rows.map((row) => ({ loc: `${siteUrl}${drawPath(game, row.date)}`, lastmod: day(row.updatedAt) })),
  ];
}

/** The sitemap index: the pages' sitemap (its newest date: the newest draw or content change) and each game's (its draws' last change). */
export function sitemapIndexEntries(
  siteUrl: string,
  dates: { latestDraw: string | null; lastChange: Record<GameId, string | null> },
): { loc: string; lastmod: string }[] {
  const pages = pageEntries(siteUrl, dates.latestDraw);
  return [
    { loc: `${siteUrl}/sitemaps/pages.xml`, lastmod: newest(pages.map((page) => page.lastmod)) },
    ...GAME_IDS.flatMap((game) => {
      const updatedAt = dates.lastChange[game];
      // A game without draws has an empty sitemap: the index leaves it out.
      return updatedAt ? [{ loc: `${siteUrl}/sitemaps/${game}.xml`, lastmod: day(updatedAt) }] : [];
    }),
  ];
}
