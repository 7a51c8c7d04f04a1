/**
 * The loaders of /results/{game}/{year} and /results/{game}/{YYYY-MM-DD}: validated URL segments in,
 * page data (or a 404 with the nearest pages that exist) out. The queries are in draw-page.server.ts and
 * year-page.server.ts; "not found" becomes an HTTP answer here, not in the models.
 */
import { data, type AppLoadContext, type HeadersFunction } from "@remix-run/cloudflare";
import { cacheControl } from "~/http/cache-policy";
import { checkerPath, drawPath, gamePath, historyPath, parseWhen, resultsTrail, walletPath, yearPath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatDrawNumber } from "~/words/numbers";
import { disputedDateText, disputedDrawDate } from "~/content/data-sources";
import { displayName, eraOn, isGameId, type GameId } from "~/rules/games";
import { drawPageMeta, drawPageTitle, GAME_PAGE_LINKS, notFoundMeta, yearPageMeta } from "~/seo/results-meta.server";
import { isScheduledDrawDate, saDate } from "~/rules/schedule";
import { provenanceLine } from "../models/draw-provenance.server";
import { loadDrawPage, type DrawLink } from "../models/draw-page.server";
import { familyOf } from "../rules/games";
import { archiveBounds } from "../models/game-archive.server";
import { toDrawDetail, toDrawSummary } from "../views/results-views.server";
import { loadYearPage } from "../models/year-page.server";
import { alertsOffered } from "~/push/vapid-config.server";
import { lateResults, type LateResults } from "~/views/late-results.server";
import { awaitedDraws } from "~/views/results-watch.server";
import type { AwaitedDraw } from "~/rules/results-watch";

export interface NotFoundView {
  heading: string;
  /** Built from validated values only: a raw URL segment is never shown back. */
  message: string;
  links: { label: string; path: string }[];
  /** Tonight's draw, not in yet: the page watches for it (app/rules/results-watch.ts). */
  awaited?: AwaitedDraw[];
}

/**
 * A results page that does not exist: status 404, its own message and links, a noindex head. `notYet`:
 * the loader read D1 to learn it (a draw or year not in our records yet, such as tonight's draw before
 * its results), so the edge keeps the answer briefly (the `notYet` policy, sent on by the route's
 * `headers`) and a crowd refreshing it costs one render per NOT_YET_SECONDS.
 */
export function resultsNotFound(context: AppLoadContext, request: Request, view: NotFoundView, { notYet = false } = {}) {
  return data(
    { kind: "not-found" as const, view, meta: notFoundMeta(context.env, new URL(request.url).pathname) },
    { status: 404, ...(notYet ? { headers: { "Cache-Control": cacheControl("notYet") } } : {}) },
  );
}

/** The results routes' `headers`: a "not yet" 404 keeps the Cache-Control its loader gave it. */
export const resultsHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export const UNKNOWN_GAME: NotFoundView = {
  heading: "No such game",
  message: "We have no results pages for that game. These are the games we publish:",
  links: GAME_PAGE_LINKS,
};

/** /results/{game}/{when}: a year's archive or one draw. */
export async function resultsWhenLoader(request: Request, context: AppLoadContext, params: { game?: string; when?: string }) {
  const game = params.game ?? "";
  if (!isGameId(game)) return resultsNotFound(context, request, UNKNOWN_GAME);
  const when = parseWhen(params.when ?? "");
  if (!when) {
    return resultsNotFound(context, request, {
      heading: "No such results page",
      message: `${displayName(game)} results have a page for every year (such as /results/${game}/2025) and for every draw (such as /results/${game}/2025-10-04).`,
      links: [{ label: `${displayName(game)} results`, path: gamePath(game) }],
    });
  }
  return when.kind === "year" ? yearLoader(request, context, game, when.year) : drawLoader(request, context, game, when.date);
}

/**
 * On a game's latest draw page, the late notices (issue 43: the home page's late line used to lead here,
 * where nothing said the next draw was late): the game's own, and under the other draws of the night
 * those of the family's games whose latest draw is this night's or whose draw of this night is late.
 */
function drawPageLates(
  context: AppLoadContext,
  game: GameId,
  date: string,
  now: Date,
  { familyLatest, familyChecks }: { familyLatest: Partial<Record<GameId, string>>; familyChecks: Partial<Record<GameId, string>> },
) {
  const late = (of: GameId) =>
    lateResults({
      game: of,
      now,
      latestHeld: familyLatest[of] ?? null,
      lastChecked: familyChecks[of] ?? null,
      officialUrl: context.env.OPERATOR_URL,
    });
  const others = familyOf(game).flatMap((other) => {
    const notice = other === game ? null : late(other);
    return notice && (notice.drawDate === date || familyLatest[other] === date) ? [{ game: other, late: notice }] : [];
  });
  return { late: familyLatest[game] === date ? late(game) : null, sameNightLate: others };
}

const NO_LATES: { late: LateResults | null; sameNightLate: { game: GameId; late: LateResults }[] } = { late: null, sameNightLate: [] };

const drawLinkLabel = (prefix: string, link: DrawLink) =>
  `${prefix}: ${formatDay(link.date)}${link.drawNumber !== null ? ` (draw ${formatDrawNumber(link.drawNumber)})` : ""}`;

async function drawLoader(request: Request, context: AppLoadContext, game: GameId, date: string) {
  const { db } = context;
  const now = new Date();
  const today = saDate(now);
  const gameName = displayName(game);
  const page = await loadDrawPage(db, game, date, now);
  if (!page.found) {
    const upcoming = date >= today && isScheduledDrawDate(game, date);
    // The other date of a disputed draw (Wed 29 Apr 2026): the draw we hold under its other date first.
    const disputed = disputedDrawDate(game, date);
    // Tonight's draw (or last night's, till the morning), not in yet: the page shows it when it arrives.
    const awaited = page.next
      ? []
      : awaitedDraws({ [game]: page.previous?.date ?? null }, now, context.env).filter((d) => d.drawDate === date);
    const links = [
      ...(disputed ? [{ label: `The draw we list under ${formatDay(disputed.kept)}`, path: drawPath(game, disputed.kept) }] : []),
      ...(page.previous ? [{ label: drawLinkLabel("Nearest draw before", page.previous), path: drawPath(game, page.previous.date) }] : []),
      ...(page.next ? [{ label: drawLinkLabel("Nearest draw after", page.next), path: drawPath(game, page.next.date) }] : []),
      { label: `${gameName} results`, path: gamePath(game) },
    ];
    return resultsNotFound(
      context,
      request,
      {
        heading: "Draw not found",
        message: `We hold no ${gameName} draw on ${formatDay(date)}.${upcoming ? " It is a scheduled draw date: results appear once the operator publishes them after the 21:00 SAST draw." : ""}${disputed ? ` ${disputedDateText(disputed)}` : ""}`,
        links,
        awaited,
      },
      { notYet: true },
    );
  }
  const draw = toDrawDetail(page.draw, page.divisions, today, page.lastChecked);
  const year = Number(date.slice(0, 4));
  const drawTime = eraOn(game, date)?.drawTime ?? null;
  const trail = resultsTrail(game, gameName, year, { date, label: formatDay(date) });
  const sameNight = page.sameNight.map(toDrawSummary);
  const held = new Set(sameNight.map((other) => other.game));
  const meta = drawPageMeta(context.env, { ...draw, jackpot: page.draw.jackpot }, drawTime, trail);
  // Only the game's latest draw can be followed by a late one.
  const lates = page.next ? NO_LATES : drawPageLates(context, game, date, now, page);
  return {
    kind: "draw" as const,
    draw,
    title: drawPageTitle(gameName, date),
    drawTime,
    sameNight,
    /** The family's other games we hold no draw of for this night. */
    sameNightMissing: familyOf(game)
      .filter((other) => other !== game && !held.has(other))
      .map(displayName),
    ...lates,
    previous: page.previous,
    next: page.next,
    url: meta.url,
    checker: checkerPath(game, date),
    wallet: walletPath(game, date),
    alerts: alertsOffered(context.env),
    officialUrl: context.env.OPERATOR_URL,
    yearPath: yearPath(game, year),
    year,
    trail,
    source: provenanceLine(page.provenance, page.draw),
    disputed: disputedDrawDate(game, date) ?? null,
    meta,
  };
}

async function yearLoader(request: Request, context: AppLoadContext, game: GameId, year: number) {
  const gameName = displayName(game);
  const currentYear = Number(saDate(new Date()).slice(0, 4));
  const page = await loadYearPage(context.db, game, year);
  const bounds = archiveBounds(page.years, currentYear);
  if (!bounds || year < bounds.first || year > bounds.last) {
    return resultsNotFound(
      context,
      request,
      {
        heading: "No results for that year",
        message: bounds
          ? `Our ${gameName} records run from ${bounds.first} to ${bounds.last}.`
          : `There are no ${gameName} draws in our records yet.`,
        links: [
          ...(bounds
            ? [bounds.first, page.years[0]!.year]
                .filter((y, i, all) => all.indexOf(y) === i)
                .map((y) => ({ label: `${gameName} results ${y}`, path: yearPath(game, y) }))
            : []),
          { label: `${gameName} results`, path: gamePath(game) },
        ],
      },
      { notYet: true },
    );
  }
  const draws = page.draws.map(toDrawSummary);
  return {
    kind: "year" as const,
    game,
    gameName,
    year,
    draws,
    years: page.years,
    historyPath: historyPath(game),
    trail: resultsTrail(game, gameName, year),
    meta: yearPageMeta(context.env, game, gameName, year, draws.length),
  };
}
