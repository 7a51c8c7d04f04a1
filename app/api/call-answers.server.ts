/**
 * The public API's GET calls, each as a read plan that ends in its Response: the input checked (a refused
 * input is answered before any query), the reads, and the answer made from their rows. A route's loader
 * runs its call's plan alone (one round trip); the /api page runs the same plans together in one batch
 * (api-examples.server.ts), so an example is the real answer of the real call.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { answered, mapPlan, type ReadPlan } from "~/db/read-plan.server";
import { badRequest, jsonOk, notFound, notYetFound, notYetJson } from "~/http/responses.server";
import { parseHistoryQuery, parseHotNumbersGame } from "~/input/api-query";
import { historyWithDivisionsPlan, latestDrawPerGamePlan, latestDrawsWithLastChecksPlan } from "~/models/draws.server";
import { GAME_IDS, NEXT_DRAW_GAMES, type GameId } from "~/rules/games";
import { isIsoDate, saDate, toNextDraw } from "~/rules/schedule";
import { gameStatistics } from "~/statistics/game-statistics.server";
import { gameStatisticsPlan } from "~/statistics/queries.server";
import { parseStatisticsWindow } from "~/statistics/window-query";
import { walletDrawPath } from "~/tickets/published-draw";
import { absentVerdict } from "~/tickets/verdict";
import { lateResults } from "~/views/late-results.server";
import { toHistoryDraw, toLatestResult } from "./api-shapes.server";
import { drawDetailPlan } from "./draw-api.server";
import { hotNumbersPlan } from "./hot-numbers.server";
import type { ApiDrawDetail, ApiLatestResultOfGame } from "./schemas.server";
import { statisticsJson } from "./statistics-answer.server";

export type CallArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;

/** GET /api/results/latest: every game's newest draw, with its late notice while a draw's results are awaited. */
export function latestAnswer({ context }: CallArgs): ReadPlan<Response> {
  const now = new Date();
  return mapPlan(latestDrawsWithLastChecksPlan(context.db, now), ({ latest, lastChecks }) => {
    const body = Object.fromEntries(
      GAME_IDS.map((game) => {
        const row = latest[game];
        if (!row) return [game, null];
        const late = lateResults({
          game,
          now,
          latestHeld: row.drawDate,
          lastChecked: lastChecks[game] ?? null,
          officialUrl: context.env.OPERATOR_URL,
        });
        return [game, { ...toLatestResult(row), late }];
      }),
    ) as Record<GameId, ApiLatestResultOfGame | null>;
    return jsonOk(body);
  });
}

/** GET /api/results/history?gameType=&limit=: draws newest first, each with its prize divisions. */
export function historyAnswer({ request, context }: CallArgs): ReadPlan<Response> {
  const query = parseHistoryQuery(new URL(request.url).searchParams);
  if (!query.ok) return answered(badRequest(query.error));
  return mapPlan(historyWithDivisionsPlan(context.db, query.value), ({ rows, divisions }) =>
    jsonOk(rows.map((row) => toHistoryDraw(row, divisions.get(row.id)))),
  );
}

type DrawCall = { ok: true; game: GameId; date: string } | { ok: false; refused: Response };

/** The game and date of a draw's address: an unknown game is no such address (404), a wrong date a 400. */
function drawCall(params: CallArgs["params"], example: string): DrawCall {
  const game = parseHotNumbersGame(params.game);
  if (!game.ok) return { ok: false, refused: notFound(game.error) };
  const date = params.date ?? "";
  if (!isIsoDate(date)) return { ok: false, refused: badRequest(`The date must be a real date as YYYY-MM-DD, e.g. ${example}.`) };
  return { ok: true, game: game.value, date };
}

function drawDetailOf(call: Extract<DrawCall, { ok: true }>, context: CallArgs["context"]): ReadPlan<ApiDrawDetail | null> {
  return drawDetailPlan(context.db, context.env.SITE_URL, call.game, call.date, new Date());
}

/** GET /api/results/{game}/{YYYY-MM-DD}: one draw, its prize divisions and the other draws of its night. */
export function drawAnswer({ params, context }: CallArgs): ReadPlan<Response> {
  const call = drawCall(params, "/api/results/lotto/2026-11-18");
  if (!call.ok) return answered(call.refused);
  // A draw we do not hold may be tonight's, asked for again and again until its results are in.
  return mapPlan(drawDetailOf(call, context), (detail) =>
    detail ? jsonOk(detail) : notYetFound(`No ${call.game} draw on ${call.date} in our records.`),
  );
}

/**
 * GET /api/wallet/{game}/{YYYY-MM-DD}: the draw as My Tickets asks for it (routes/api.wallet.$game.$date.ts
 * says why it differs from the public call): held, or why not, always a 200.
 */
export function walletDrawAnswer({ params, context }: CallArgs): ReadPlan<Response> {
  const call = drawCall(params, walletDrawPath("lotto", "2026-11-18"));
  if (!call.ok) return answered(call.refused);
  return mapPlan(drawDetailOf(call, context), (detail) => {
    if (detail) return jsonOk({ status: "held", ...detail });
    const verdict = absentVerdict(call.game, call.date, "absent", new Date());
    const missing = verdict.kind === "cannot-tell" && verdict.reason === "result-missing";
    return notYetJson({ status: missing ? "missing" : "not-yet", gameType: call.game, drawDate: call.date });
  });
}

/** GET /api/next-draw: every game's next draw, jackpot and countdown. */
export function nextDrawAnswer({ context }: CallArgs): ReadPlan<Response> {
  const now = new Date();
  return mapPlan(latestDrawPerGamePlan(context.db), (latest) =>
    jsonOk(Object.fromEntries(NEXT_DRAW_GAMES.map((game) => [game, toNextDraw(game, now, latest[game])]))),
  );
}

/** The hot numbers of a game named in the path (an unknown one is no such address) or the query (a 400). */
function hotNumbersOf(game: ReturnType<typeof parseHotNumbersGame>, context: CallArgs["context"], refuse: (error: string) => Response) {
  if (!game.ok) return answered(refuse(game.error));
  return mapPlan(hotNumbersPlan(context.db, game.value), jsonOk);
}

/** GET /api/hot-numbers?gameType=lotto */
export const hotNumbersAnswer = ({ request, context }: CallArgs): ReadPlan<Response> =>
  hotNumbersOf(parseHotNumbersGame(new URL(request.url).searchParams.get("gameType")), context, badRequest);

/** GET /api/hot-numbers/lotto, /api/hot-numbers/powerball and every other game id. */
export const hotNumbersByPathAnswer = ({ params, context }: CallArgs): ReadPlan<Response> =>
  hotNumbersOf(parseHotNumbersGame(params.gameType), context, notFound);

/** GET /api/statistics/{game}?window=10|25|50|100|era: the figures of /statistics/{game} as JSON. */
export function statisticsAnswer({ params, request, context }: CallArgs): ReadPlan<Response> {
  const game = parseHotNumbersGame(params.game);
  if (!game.ok) return answered(notFound(game.error));
  const window = parseStatisticsWindow(new URL(request.url).searchParams);
  if (!window.ok) return answered(badRequest(window.error));
  return mapPlan(gameStatisticsPlan(context.db, game.value), (loaded) =>
    jsonOk(statisticsJson(gameStatistics(game.value, loaded, window.value, saDate(new Date())))),
  );
}
