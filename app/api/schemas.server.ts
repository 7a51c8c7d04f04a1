/**
 * The public API's answers as zod schemas: the one description of each shape. The functions that build
 * the answers return these schemas' types (so the compiler holds the code to them), and the OpenAPI
 * document (openapi.server.ts) is generated from them (so the document cannot describe another shape);
 * tests/e2e/openapi.spec.ts checks real answers against the document.
 */
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { RESULTS_LATE_AFTER } from "~/rules/ingest-schedule";
import { GAME_IDS, NEXT_DRAW_GAMES } from "~/rules/games";
import type { PublishedDraw } from "~/tickets/ticket-results";
import { STAT_WINDOWS } from "~/statistics/windows";

extendZodWithOpenApi(z);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ description: "SA date of the draw, YYYY-MM-DD", example: "2026-11-18" });
const rand = (description: string) =>
  z
    .number()
    .nonnegative()
    .nullable()
    .openapi({ description: `${description}, in rand; null when unknown` });
const ball = z.number().int().positive();

export const GameIdSchema = z.enum(GAME_IDS).openapi("GameId", { description: "A game's id", example: "lotto" });

export const ApiErrorSchema = z
  .object({ error: z.string().openapi({ example: 'Invalid gameType "keno". Allowed: both, lotto, …' }) })
  .openapi("Error");

const LatestResultSchema = z
  .object({
    drawDate: isoDate,
    drawNumber: z.number().int().positive().nullable().openapi({ description: "The operator's draw number; null when unknown" }),
    numbers: z.array(ball).openapi({ description: "Main balls, ascending", example: [2, 10, 16, 24, 32, 41] }),
    bonusNumber: ball.nullable().openapi({ description: "Bonus ball or PowerBall; null for Daily Lotto" }),
    jackpot: rand("Jackpot on offer in this draw"),
    nextJackpot: rand("Estimated jackpot of the next draw"),
  })
  .openapi("LatestResult");

const instant = (description: string) =>
  z
    .string()
    .datetime()
    .openapi({ description: `${description} (ISO 8601, UTC)` });

const LateResultsSchema = z
  .object({
    drawDate: isoDate.openapi({ description: "SA date of the scheduled draw whose results are late" }),
    since: instant(`When the results became late: ${RESULTS_LATE_AFTER} SAST on the draw night`),
    lastChecked: instant("When we last asked the results source for this game since the draw").nullable(),
    nextCheck: instant("When we ask next"),
    message: z.string().openapi({
      example: "Tonight's PowerBall results are late: we do not have them yet. We check every 10 minutes; last checked 22:36.",
    }),
    officialUrl: z.string().url().openapi({ description: "Where the operator publishes the official results" }),
  })
  .openapi("LateResults", {
    description: `The game's scheduled draw is not in our records by ${RESULTS_LATE_AFTER} SAST on its draw night`,
  });

export const LatestResultOfGameSchema = LatestResultSchema.extend({
  late: LateResultsSchema.nullable().openapi({ description: "Set while the game's next scheduled draw is late; null otherwise" }),
}).openapi("LatestResultOfGame");

export const LatestResultsSchema = z
  .object(
    Object.fromEntries(GAME_IDS.map((game) => [game, LatestResultOfGameSchema.nullable()])) as Record<
      (typeof GAME_IDS)[number],
      z.ZodNullable<typeof LatestResultOfGameSchema>
    >,
  )
  .openapi("LatestResults", { description: "Each game's latest draw, null for a game with no draw in our records" });

export const HistoryDrawSchema = LatestResultSchema.extend({
  id: z.number().int().positive(),
  gameType: GameIdSchema,
  rollover: z.boolean().nullable().openapi({ description: "True when division 1 had no winner; null when unknown" }),
  rolloverAmount: rand("Amount rolled over to the next draw"),
  winners: z.number().int().nonnegative().nullable().openapi({ description: "Division-1 winners, when the prize divisions are known" }),
}).openapi("HistoryDraw");

const NextDrawSchema = z
  .object({
    date: isoDate,
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .openapi({ description: "Draw time, HH:mm SAST", example: "21:00" }),
    countdown: z.boolean().openapi({ description: "True while the countdown ticks; false once the draw time has passed" }),
    status: z.enum(["scheduled", "in-progress"]),
    jackpot: rand("The estimated jackpot the last draw announced for this one"),
  })
  .openapi("NextDraw");

export const NextDrawsSchema = z.object(Object.fromEntries(NEXT_DRAW_GAMES.map((game) => [game, NextDrawSchema]))).openapi("NextDraws", {
  description: "The next draw of each main game (the Plus games are drawn with theirs)",
});

export const HotNumberSchema = z
  .object({
    id: ball,
    number: ball,
    frequency: z.number().int().positive().openapi({ description: "Times drawn in the last 10 draws of the current era" }),
  })
  .openapi("HotNumber");

const DivisionSchema = z
  .object({
    division: z.number().int().positive(),
    match: z
      .string()
      .openapi({ description: 'The division\'s match code, as in the CSV downloads: "6", "5+bonus", "4+powerball"', example: "5+bonus" }),
    label: z.string().openapi({ example: "Match 5 + Bonus" }),
    winners: z.number().int().nonnegative().nullable(),
    payout: rand("Prize per winner"),
    odds: z
      .number()
      .positive()
      .nullable()
      .openapi({ description: "1 in this many boards wins the division, under the rules of the draw's era" }),
  })
  .openapi("Division");

const DrawSourceSchema = z
  .object({
    source: z.string().openapi({
      description:
        'Who gave the draw: "official" (the National Lottery\'s results API), "resultsza" (ResultsZA\'s mirror of it), "search", "import" (our archive), "manual" (corrected by hand)',
      example: "official",
    }),
    firstSeen: z
      .string()
      .openapi({ description: "When the source first gave the draw (UTC instant)", example: "2026-11-21T19:32:04.120Z" }),
  })
  .openapi("DrawSource");

export const DrawDetailSchema = HistoryDrawSchema.extend({
  gameName: z.string(),
  sources: z.array(DrawSourceSchema).openapi({ description: "Every source that gave the draw, first seen first" }),
  confirmed: z.boolean().openapi({
    description:
      "True when two sources or more gave the draw (an archive row counts each public copy that agrees on it) and none disagrees with the numbers and prizes shown",
  }),
  drawMachine: z.string().nullable().openapi({ description: 'The drawing machine the official results name ("RNG2"), when known' }),
  url: z.string().url().openapi({ description: "The draw's page on this site" }),
  divisions: z.array(DivisionSchema).openapi({ description: "The prize divisions; empty until the operator publishes them" }),
  sameNight: z
    .array(z.object({ gameType: GameIdSchema, drawDate: isoDate, url: z.string().url() }))
    .openapi({ description: "The other draws of the same night (Lotto with Plus 1 and 2; PowerBall with PowerBall Plus)" }),
}).openapi("DrawDetail");

const ballFigure = z.object({
  number: ball,
  drawn: z.number().int().nonnegative(),
  share: z.number().nonnegative().openapi({ description: "Share of the window's draws that held the ball" }),
  expected: z.number().nonnegative().openapi({ description: "Times chance predicts in the window" }),
  difference: z.number(),
  lastDrawn: isoDate.nullable(),
  drawsSince: z.number().int().nonnegative().nullable(),
});
const drawRef = z.object({ date: isoDate, drawNumber: z.number().int().positive().nullable() });
const coverage = z.object({ draws: z.number().int().nonnegative(), first: isoDate.nullable(), last: isoDate.nullable() });
const jackpotPoint = z.object({ date: isoDate, amount: z.number().nonnegative() });
const combinations = z.object({
  expectedEach: z.number().nonnegative(),
  top: z.array(z.object({ numbers: z.array(ball), drawn: z.number().int().nonnegative() })),
});
const count = z.number().int().nonnegative();
const splitCounts = { observed: count, expected: z.number().nonnegative() };

export const StatisticsSchema = z
  .object({
    game: GameIdSchema,
    name: z.string(),
    era: z
      .object({
        from: isoDate,
        mainCount: z.number().int().positive(),
        mainMax: z.number().int().positive(),
        bonusMax: z.number().int().positive().nullable(),
        range: z.string(),
        bonusRange: z.string().nullable(),
        bonusName: z.string().nullable(),
      })
      .openapi({ description: "The rules the figures are counted under: the game's current era" }),
    window: z.object({
      key: z.enum(STAT_WINDOWS),
      size: z.number().int().positive().nullable(),
      drawsCounted: z.number().int().nonnegative(),
      eraDraws: z.number().int().nonnegative(),
      from: isoDate.nullable(),
      to: isoDate.nullable(),
    }),
    mainBalls: z.array(ballFigure),
    bonusBalls: z.array(ballFigure).nullable(),
    hot: z.array(ball),
    cold: z.array(ball),
    overdue: z.array(ball),
    pairs: combinations,
    triples: combinations,
    oddEven: z.array(z.object({ odd: count.openapi({ description: "Odd main balls in a draw" }), ...splitCounts })),
    lowHigh: z.object({
      low: z.string(),
      rows: z.array(z.object({ low: count.openapi({ description: "Low main balls in a draw" }), ...splitCounts })),
    }),
    sums: z.object({
      mean: z.number().nullable(),
      expectedMean: z.number(),
      bins: z.array(
        z.object({
          from: z.number().int(),
          to: z.number().int(),
          observed: z.number().int().nonnegative(),
          expected: z.number().nonnegative(),
        }),
      ),
    }),
    allEras: z
      .object({
        commonMax: z.number().int().positive(),
        draws: z.number().int().nonnegative(),
        from: isoDate,
        to: isoDate,
        balls: z.array(z.object({ number: ball, drawn: z.number().int().nonnegative(), expected: z.number().nonnegative() })),
      })
      .nullable(),
    jackpots: z.array(
      z.object({
        year: z.number().int(),
        draws: z.number().int().nonnegative(),
        withFigure: z.number().int().nonnegative(),
        highest: jackpotPoint.nullable(),
        lowest: jackpotPoint.nullable(),
      }),
    ),
    records: z.object({
      held: coverage,
      jackpots: coverage,
      rollovers: coverage,
      divisions: coverage,
      biggestJackpotWon: drawRef
        .extend({
          amount: z.number().nonnegative(),
          figure: z.enum(["paid", "advertised"]).openapi({
            description:
              "paid: division 1's winners times each one's payout (where the divisions are held); advertised: the draw's jackpot figure",
          }),
          winners: z.number().int().nonnegative().nullable(),
        })
        .nullable(),
      longestRolloverRun: z
        .object({
          draws: z.number().int().positive(),
          first: drawRef,
          last: drawRef,
          wonIn: drawRef.nullable(),
          ties: z.array(z.object({ first: drawRef, last: drawRef })).openapi({ description: "Later runs exactly as long" }),
        })
        .nullable(),
      mostJackpotWinners: drawRef
        .extend({
          winners: z.number().int().positive(),
          ties: z.array(drawRef).openapi({ description: "Later draws with as many division-1 winners" }),
        })
        .nullable(),
      biggestPayouts: z.array(
        drawRef.extend({
          match: z.string(),
          division: z.number().int().positive(),
          payout: z.number().nonnegative(),
          winners: z.number().int().nonnegative().nullable(),
        }),
      ),
    }),
  })
  .openapi("Statistics");

export const RefreshAnswerSchema = z
  .object({
    message: z.string(),
    error: z.string().optional(),
    results: z.record(z.unknown()).optional().openapi({ description: "Per game: what the run fetched, added and updated" }),
  })
  .openapi("RefreshAnswer");

export type ApiLatestResult = z.infer<typeof LatestResultSchema>;
export type ApiLatestResultOfGame = z.infer<typeof LatestResultOfGameSchema>;
export type ApiHistoryDraw = z.infer<typeof HistoryDrawSchema>;
export type ApiHotNumber = z.infer<typeof HotNumberSchema>;
export type ApiDrawDetail = z.infer<typeof DrawDetailSchema>;
/** The wallet reads this answer as the ticket engine's PublishedDraw: a change to either that breaks it fails tsc here. */
type Fits<T extends true> = T;
type _PublishedDrawFits = Fits<ApiDrawDetail extends PublishedDraw ? true : false>;
export type ApiStatistics = z.infer<typeof StatisticsSchema>;
