/**
 * ResultsZA (resultsza.co.za), the second source: a paid JSON mirror of the official results, with
 * prize divisions, in rand (sources.md 2c; docs/ingest.md). Polled with `GET
 * /api/get_<game>_results?date=YYYY-MM-DD&api_key=…`, one request per draw date, and only for the
 * draws it has not given us yet or whose prize table we lack (the key allows 60 requests a minute).
 * Its webhook (app/ingest/resultsza-webhook.server.ts) replays a pushed draw through the same mapping.
 */
import { eraOn, GAMES, type GameId } from "~/rules/games";
import { addDays, isScheduledDrawDate, saDate, saInstant } from "~/rules/schedule";
import { getJson, SourceError, type HttpOptions } from "../http-client.server";
import { ignoredFields, matchCodeFromLabel } from "./official-fields.server";
import { matchCodeByPosition, sourceTimeToInstant } from "./official-mapping.server";
import { zodReason } from "./official-payloads.server";
import {
  answerSchema,
  DIVISION_FIELDS,
  divisionSchema,
  DRAW_FIELDS,
  drawSchema,
  gameOfResultszaName,
  RESULTSZA_GAMES,
  type ResultszaDraw,
} from "./resultsza-fields.server";
import type { FetchContext, ResultsSource, SourceBatch } from "./types.server";

export interface ResultszaConfig {
  /** The API's origin ("https://resultsza.co.za"; the tests' fake in tests). */
  apiUrl: string;
  apiKey: string | undefined;
}

/** How far back a poll looks for draws ResultsZA has not given us (as the catch-up's prize tables: a week). */
const RESULTSZA_RECENT_DAYS = 7;

/** The entries of a `results` object or a webhook's `data`: one draw, a list of draws, or draws keyed by game. */
function entriesOf(results: unknown): { key: string | null; raw: unknown }[] {
  if (Array.isArray(results)) return (results as unknown[]).map((raw) => ({ key: null, raw }));
  if (typeof results !== "object" || results === null) return [];
  if ("winning_numbers" in results) return [{ key: null, raw: results }];
  return Object.entries(results as Record<string, unknown>).map(([key, raw]) => ({ key, raw }));
}

/** "2026-06-02T21:00:00Z" → the instant of 21:00 SAST on that date: the zone is as spurious as the date's. */
function nextDrawInstant(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return sourceTimeToInstant(value.trim().replace(/\s*(Z|[+-]\d{2}:?\d{2})$/, ""))?.toISOString();
}

/** A batch of draw candidates (each with its SA date) and what the run should note. */
export interface ResultszaBatch extends SourceBatch {
  draws: (Record<string, unknown> & { drawDate: string })[];
  notes: string[];
}

/** The divisions of an entry in our terms; null when the table is a placeholder (every figure zero or empty). */
function divisionsOf(game: GameId, draw: ResultszaDraw, where: string, warnings: string[], notes: string[]) {
  const rows = (draw.divisions ?? []).map((raw, index) => {
    const parsed = divisionSchema.safeParse(raw);
    if (!parsed.success)
      throw new SourceError("bad-payload", `${where}: unreadable prize division (${zodReason(parsed.error, `divisions.${index}`)})`);
    warnings.push(...ignoredFields(DIVISION_FIELDS, raw, `divisions.${index}`).map((line) => `${where}: ${line}`));
    return parsed.data;
  });
  if (rows.length > 0 && rows.every((row) => !row.winners && !row.winning_amount)) {
    notes.push(`${where}: prize table not published yet (every division zero or empty); not stored, asked again on a later run`);
    return null;
  }
  const divisions = [];
  for (const row of rows) {
    const match = (row.match ? matchCodeFromLabel(row.match) : null) ?? matchCodeByPosition(game, draw.date, row.division);
    if (match === null) {
      warnings.push(`${where}: prize divisions not stored (division ${row.division} has no match label we can read)`);
      return [];
    }
    if (!row.match || !matchCodeFromLabel(row.match))
      warnings.push(`${where}: division ${row.division} match taken from our table by its number`);
    divisions.push({ division: row.division, match, winners: row.winners ?? null, payout: row.winning_amount ?? null });
  }
  return divisions;
}

/**
 * THE mapping of ResultsZA's draws to draw candidates for `parseDraw`, for the poll and the webhook
 * alike. Entries of another game are left out; `fallbackGame` names the game of an entry whose key and
 * `game_type` do not. An entry without the required fields refuses the answer.
 */
export function resultszaBatch(game: GameId, results: unknown, fallbackGame: GameId | null = game): ResultszaBatch {
  const batch: ResultszaBatch = { draws: [], warnings: [], notes: [] };
  const dates = new Set<string>();
  for (const { key, raw } of entriesOf(results)) {
    const named = (key && gameOfResultszaName(key)) || null;
    const parsed = drawSchema.safeParse(raw);
    if (!parsed.success) {
      // Another game's entry (the latest-results answer lists every game) is not ours to judge.
      if (named && named !== game) continue;
      throw new SourceError("bad-payload", `unexpected answer (${zodReason(parsed.error, key ?? undefined)})`);
    }
    const draw = parsed.data;
    const entryGame = named ?? (draw.game_type ? gameOfResultszaName(draw.game_type) : null) ?? fallbackGame;
    if (entryGame !== game || dates.has(draw.date)) continue;
    dates.add(draw.date);
    const drawNumber = draw.draw_id ?? draw.draw_number ?? null;
    const where = `${draw.date}${drawNumber ? ` (draw ${drawNumber})` : ""}`;
    batch.warnings.push(...ignoredFields(DRAW_FIELDS, raw).map((line) => `${where}: ${line}`));
    const family = GAMES[game].family;
    const divisions = divisionsOf(game, draw, where, batch.warnings, batch.notes);
    const top = divisions?.find((d) => d.division === 1);
    batch.draws.push({
      game,
      drawDate: draw.date,
      drawNumber,
      numbers: draw.winning_numbers,
      bonus:
        family === "daily-lotto" ? null : family === "powerball" ? (draw.powerball ?? draw.bonus_ball ?? null) : (draw.bonus_ball ?? null),
      nextJackpot: draw.next_jackpot ?? null,
      // A placeholder table's figures are placeholders too: they come with the real table.
      rolloverAmount: divisions === null ? null : (draw.rollover_amount ?? null),
      sales: draw.total_sales ?? null,
      prizePool: draw.total_pool_size ?? null,
      rollover: top && top.winners !== null ? top.winners === 0 : null,
      drawMachine: draw.draw_machine?.trim() || null,
      source: "resultsza",
      divisions: divisions ?? [],
    });
    batch.nextDrawTime ??= nextDrawInstant(draw.next_draw_date);
  }
  return batch;
}

/** The draw dates a poll may ask for, newest first: scheduled, drawn by `now`, within the last week. */
export function recentDrawDates(game: GameId, context: Pick<FetchContext, "now" | "notBefore">): string[] {
  const today = saDate(context.now);
  const dates: string[] = [];
  for (let offset = 0; offset < RESULTSZA_RECENT_DAYS; offset++) {
    const date = addDays(today, -offset);
    if (!isScheduledDrawDate(game, date) || (context.notBefore && date < context.notBefore)) continue;
    const era = eraOn(game, date);
    if (offset === 0 && (!era || context.now < saInstant(date, era.drawTime))) continue;
    dates.push(date);
  }
  return dates;
}

const noResult = (message: string | null | undefined) => /no (draw|result)|not found|not (yet )?available/i.test(message ?? "");

export function resultszaSource(config: ResultszaConfig, http: HttpOptions): ResultsSource {
  const ask = async (game: GameId, date: string): Promise<unknown | null> => {
    const url = `${config.apiUrl}/api/get_${RESULTSZA_GAMES[game]}_results?${new URLSearchParams({ date, api_key: config.apiKey ?? "" })}`;
    let body: unknown;
    try {
      body = await getJson(url, http);
    } catch (error) {
      // No draw on that date yet: the answer is a 404, which is no failure of the source.
      if (error instanceof SourceError && error.kind === "http" && /HTTP 404\b/.test(error.message)) return null;
      throw error;
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new SourceError("bad-payload", `not a {status, results} answer (${zodReason(answer.error)})`);
    if (answer.data.status !== "success") {
      if (noResult(answer.data.message)) return null;
      throw new SourceError("api", `ResultsZA answered ${answer.data.status}${answer.data.message ? ` (${answer.data.message})` : ""}`);
    }
    return answer.data.results;
  };

  return {
    name: "resultsza",
    strictness: "whole",
    notConfigured: () => (config.apiKey ? null : "RESULTSZA_API_KEY is not set (wrangler secret put RESULTSZA_API_KEY)"),
    async fetchRecent(game, context) {
      const dates = recentDrawDates(game, context);
      const held = await context.held(game, dates);
      // Only what ResultsZA has not given us yet (a draw it would confirm), or whose prize table we lack.
      const wanted = dates.filter((date) => {
        const have = held.get(date);
        return !have || !have.divisions || !have.sources.includes("resultsza");
      });
      const batch: ResultszaBatch = { draws: [], warnings: [], notes: [] };
      for (const date of wanted) {
        const results = await ask(game, date);
        if (results === null) {
          batch.notes.push(`${date}: ResultsZA has no result yet`);
          continue;
        }
        const found = resultszaBatch(game, results);
        // An answer for a date without a draw might hold another date's draw: each draw once.
        batch.draws.push(...found.draws.filter((draw) => !batch.draws.some((d) => d.drawDate === draw.drawDate)));
        batch.warnings.push(...found.warnings);
        batch.notes.push(...found.notes);
        batch.nextDrawTime ??= found.nextDrawTime;
      }
      return batch;
    },
  };
}

/** The source a webhook replays: the pushed draws of one game, through the same mapping and write path. */
export function pushedResultszaSource(game: GameId, batch: SourceBatch): ResultsSource {
  return {
    name: "resultsza",
    strictness: "whole",
    notConfigured: () => null,
    fetchRecent: (asked) => Promise.resolve(asked === game ? batch : { draws: [], warnings: [] }),
  };
}
