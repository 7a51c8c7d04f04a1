// @ts-check
/**
 * The public pages the measuring scripts visit (npm run page-weight, npm run lighthouse), in this order:
 * every page of SITE_PAGES (app/site/site-pages.ts, which a script cannot import:
 * tests/unit/page-weight-routes.test.ts fails when one is missing here), then one page of each
 * parametrised kind from the e2e fixtures: a draw with its prize table and one without, a year with its
 * months, a game's month (`?month=`), a check with its answer (the checker answers a GET), statistics,
 * an article; and the 404 page.
 */
export const PUBLIC_ROUTES = [
  "/",
  "/history",
  "/lotto-history",
  "/powerball-history",
  "/check-numbers",
  "/my-tickets",
  "/tips",
  "/lotto-predictions",
  "/data-sources",
  "/api",
  "/results/lotto",
  "/results/lotto-plus-1",
  "/results/lotto-plus-2",
  "/results/powerball",
  "/results/powerball-plus",
  "/results/daily-lotto",
  "/how-to-play",
  "/statistics",
  "/claiming-prizes",
  "/lottery-scams",
  "/biggest-jackpots",
  "/blog",
  "/contact-us",
  "/about",
  "/responsible-gaming",
  "/privacy-policy",
  "/terms-of-service",
  "/results/lotto/2026-11-18",
  "/results/lotto-plus-1/2026-11-18",
  "/results/powerball/2026",
  "/results/lotto?month=2026-11",
  "/check-numbers?game=lotto&numbers=2+10+16+24+32+41",
  "/statistics/lotto",
  "/blog/power-ball-lotto-results-ultimate-guide",
  "/no-such-page",
];
/**
 * Routes allowed more than the budget of every other page: the ticket wallet carries its own script (the
 * ticket engine, the rules and IndexedDB storage), 40 KB on a first visit (issue 31). A game page while its
 * draw is awaited carries two scripts besides the site's: the late results' watch (issue 42, 1.9 KB) and
 * the game's alerts with their jackpot thresholds (issue 45, 3.3 KB); measured so (RESULTS_WATCH_HOURS), it
 * is 26.3 KB, so it has 26 KB until the inlined stylesheet (11 KB of every page, all pages' rules) is cut
 * to each page's own rules (docs/performance.md, "Bytes on the wire"). Outside the watch it is 24.4 KB.
 */
/** A game page's budget (its path is `/results/{game}`). */
const GAME_PAGE_BUDGET = 26 * 1024;
/** @type {Map<string, number>} */
export const ROUTE_BUDGETS = new Map();
ROUTE_BUDGETS.set("/my-tickets", 40 * 1024);
for (const game of ["lotto", "lotto-plus-1", "lotto-plus-2", "powerball", "powerball-plus", "daily-lotto"]) {
  ROUTE_BUDGETS.set(`/results/${game}`, GAME_PAGE_BUDGET);
}
/** The status each route must answer with (200 unless listed): a page that fails is not measured as a page. */
export const EXPECTED_STATUS = new Map([["/no-such-page", 404]]);

/**
 * The heaviest page of the archive: a daily game's full year (364 draws; /results/daily-lotto/2021 with
 * the real history). The e2e fixtures hold no such year, so npm run page-weight loads an invented one
 * (FULL_YEAR_DATA, on top of the fixtures) into the server it starts and measures this page as well.
 */
export const FULL_YEAR_ROUTE = "/results/daily-lotto/2021";
export const FULL_YEAR_DATA = "tests/fixtures/csv-full-year";
