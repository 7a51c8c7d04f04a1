/** zod schemas for the /api query strings. Errors say what was wrong and what is allowed. */
import { z } from "zod";
import { decimalInteger } from "./decimal-integer";
import { GAME_IDS, isGameId, type GameId } from "../rules/games";

const GAME_TYPE_VALUES = ["both", ...GAME_IDS] as const;
export const MAX_HISTORY_LIMIT = 500;
export const DEFAULT_HISTORY_LIMIT = 20;

const gameTypeSchema = z.enum(GAME_TYPE_VALUES, {
  errorMap: (_issue, ctx) => ({
    message: `Invalid gameType "${String(ctx.data)}". Allowed: ${GAME_TYPE_VALUES.join(", ")}.`,
  }),
});

const limitSchema = decimalInteger({
  min: 1,
  max: MAX_HISTORY_LIMIT,
  message: `limit must be a whole number from 1 to ${MAX_HISTORY_LIMIT}.`,
});

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

function single(params: URLSearchParams, name: string): ParseResult<string | undefined> {
  const values = params.getAll(name);
  if (values.length > 1) return { ok: false, error: `Give ${name} once, not ${values.length} times.` };
  return { ok: true, value: values[0] };
}

function parseGameType(params: URLSearchParams): ParseResult<GameId | undefined> {
  const raw = single(params, "gameType");
  if (!raw.ok) return raw;
  if (raw.value === undefined) return { ok: true, value: undefined };
  const parsed = gameTypeSchema.safeParse(raw.value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  return { ok: true, value: parsed.data === "both" ? undefined : parsed.data };
}

export function parseHistoryQuery(params: URLSearchParams): ParseResult<{ game?: GameId; limit: number }> {
  const game = parseGameType(params);
  if (!game.ok) return game;
  const rawLimit = single(params, "limit");
  if (!rawLimit.ok) return rawLimit;
  let limit = DEFAULT_HISTORY_LIMIT;
  if (rawLimit.value !== undefined) {
    const parsed = limitSchema.safeParse(rawLimit.value);
    if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
    limit = parsed.data;
  }
  return { ok: true, value: { game: game.value, limit } };
}

/** /api/hot-numbers?gameType=… needs one game ("both" is not a game to count). */
export function parseHotNumbersGame(value: string | null | undefined): ParseResult<GameId> {
  if (value === null || value === undefined || value === "") {
    return { ok: false, error: `gameType is required. Allowed: ${GAME_IDS.join(", ")}.` };
  }
  if (!isGameId(value)) return { ok: false, error: `Invalid gameType "${value}". Allowed: ${GAME_IDS.join(", ")}.` };
  return { ok: true, value };
}
