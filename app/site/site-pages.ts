import { gamePath } from "./draw-paths";
import { GAME_IDS } from "../rules/games";

/** Every public, indexable page (sitemap, feeds, tests and the Lighthouse script read this list). */
export interface SitePage {
  path: string;
  /** Results pages change with every draw; the rest when their content does. */
  kind: "results" | "content";
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", kind: "results", changefreq: "daily", priority: 1.0 },
  { path: "/history", kind: "results", changefreq: "daily", priority: 0.9 },
  { path: "/lotto-history", kind: "results", changefreq: "daily", priority: 0.9 },
  { path: "/powerball-history", kind: "results", changefreq: "daily", priority: 0.9 },
  { path: "/check-numbers", kind: "results", changefreq: "daily", priority: 0.7 },
  // The wallet's page is the same for everyone (the tickets live in the visitor's browser).
  { path: "/my-tickets", kind: "content", changefreq: "monthly", priority: 0.6 },
  { path: "/tips", kind: "results", changefreq: "daily", priority: 0.7 },
  { path: "/lotto-predictions", kind: "results", changefreq: "daily", priority: 0.7 },
  // Counts, gaps and the ingest log change with every ingest, so it is purged with the results pages.
  { path: "/data-sources", kind: "results", changefreq: "daily", priority: 0.5 },
  // Its examples are live answers and its table counts the draws: purged with the results.
  { path: "/api", kind: "results", changefreq: "daily", priority: 0.5 },
  // The game pages (their draw and year pages are listed in the games' sitemaps, /sitemaps/{game}.xml).
  ...GAME_IDS.map((game): SitePage => ({ path: gamePath(game), kind: "results", changefreq: "daily", priority: 0.9 })),
  { path: "/how-to-play", kind: "content", changefreq: "monthly", priority: 0.7 },
  // The statistics pages' index: the games and their rules (the pages themselves are in the games' sitemaps).
  { path: "/statistics", kind: "content", changefreq: "monthly", priority: 0.6 },
  { path: "/claiming-prizes", kind: "content", changefreq: "monthly", priority: 0.6 },
  { path: "/lottery-scams", kind: "content", changefreq: "yearly", priority: 0.5 },
  // Computed from the draws: it changes when an ingest adds a won jackpot, so it is purged with the results.
  { path: "/biggest-jackpots", kind: "results", changefreq: "weekly", priority: 0.6 },
  { path: "/blog", kind: "content", changefreq: "weekly", priority: 0.7 },
  { path: "/contact-us", kind: "content", changefreq: "yearly", priority: 0.4 },
  { path: "/about", kind: "content", changefreq: "yearly", priority: 0.4 },
  { path: "/responsible-gaming", kind: "content", changefreq: "yearly", priority: 0.5 },
  { path: "/privacy-policy", kind: "content", changefreq: "yearly", priority: 0.3 },
  { path: "/terms-of-service", kind: "content", changefreq: "yearly", priority: 0.3 },
];

/** Pages kept out of search engines and the sitemap. */
export const PRIVATE_PREFIXES = ["/admin", "/api/"] as const;
