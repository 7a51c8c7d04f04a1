/**
 * The query of /statistics/{game} and /api/statistics/{game}, checked with zod like the other API calls
 * (app/input/api-query.ts): `window` (10, 25, 50, 100 or era) and, on the page, `sort`. The same
 * parsers decide the edge-cache key (STATISTICS_PAGE_KEY, STATISTICS_API_KEY), so a page is stored once per valid view.
 */
import { z } from "zod";
import type { ParseResult } from "~/input/api-query";
import type { CacheKeyRule } from "~/site/page-handle";
import { BALL_SORTS, DEFAULT_SORT, DEFAULT_WINDOW, STAT_WINDOWS, type BallSort, type StatWindow } from "./windows";

const WINDOW_MESSAGE = `window must be one of ${STAT_WINDOWS.slice(0, -1).join(", ")} (the last N draws) or era (the whole current era).`;
const SORT_MESSAGE = `sort must be one of ${BALL_SORTS.join(", ")}.`;

const windowSchema = z.enum(STAT_WINDOWS, { errorMap: () => ({ message: WINDOW_MESSAGE }) });
const sortSchema = z.enum(BALL_SORTS, { errorMap: () => ({ message: SORT_MESSAGE }) });

function one<T>(params: URLSearchParams, name: string, schema: z.ZodType<T>, fallback: T): ParseResult<T> {
  const values = params.getAll(name);
  if (values.length > 1) return { ok: false, error: `Give ${name} once, not ${values.length} times.` };
  if (values.length === 0) return { ok: true, value: fallback };
  const parsed = schema.safeParse(values[0]);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]!.message };
}

export function parseStatisticsWindow(params: URLSearchParams): ParseResult<StatWindow> {
  return one(params, "window", windowSchema, DEFAULT_WINDOW);
}

export function parseStatisticsSort(params: URLSearchParams): ParseResult<BallSort> {
  return one(params, "sort", sortSchema, DEFAULT_SORT);
}

/** The edge-cache key of a statistics page (its route's handle): the window and the sort, as its parsers accept them. */
export const STATISTICS_PAGE_KEY: CacheKeyRule = {
  names: ["window", "sort"],
  accepts: (query) => parseStatisticsWindow(query).ok && parseStatisticsSort(query).ok,
};

/** The edge-cache key of the statistics API (its route's handle): the window. */
export const STATISTICS_API_KEY: CacheKeyRule = { names: ["window"], accepts: (query) => parseStatisticsWindow(query).ok };
