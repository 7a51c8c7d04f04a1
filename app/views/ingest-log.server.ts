/**
 * The public log of ingest runs in words (the /data-sources page): when each run started, what started it,
 * from which source, how it ended, what it added and updated, and every correction with its old and new
 * value. Of the `details` JSON only the counts and corrections are read, after a zod check: a row whose
 * details do not match (an older shape, a broken write) is shown without them. The rows are
 * app/models/ingest-log.server.ts's.
 */
import { z } from "zod";
import { sourceInfo } from "~/content/data-sources";
import { formatInteger, formatRand } from "~/words/numbers";
import { bonusName, isGameId, type GameId } from "~/rules/games";
import type { RunRow } from "~/models/ingest-log.server";

/** A run still "running" after this long has stopped without closing its row. */
const STALE_RUN_MS = 60 * 60 * 1000;

const value = z.union([z.number(), z.array(z.number()), z.boolean(), z.null()]);
const correction = z.object({
  drawDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  changed: z.record(z.string().regex(/^[a-zA-Z]+$/), z.object({ from: value.optional(), to: value.optional() })),
});
const count = z.number().int().nonnegative();
const gameDetails = z.object({
  added: count.optional(),
  updated: count.optional(),
  unchanged: count.optional(),
  rejected: z.array(z.unknown()).optional(),
  updates: z.array(correction).optional(),
  error: z.unknown().optional(),
});
const detailsSchema = z.object({ games: z.record(z.string(), gameDetails) });

interface PublicCorrection {
  game: GameId;
  drawDate: string;
  field: string;
  from: string;
  to: string;
}

export interface PublicRun {
  id: number;
  startedAt: string;
  trigger: RunRow["trigger"];
  source: string;
  outcome: "ok" | "partial" | "failed" | "running" | "unfinished";
  added: number;
  updated: number;
  /** Null when the run's details could not be read. */
  rejected: number | null;
  failedGames: GameId[];
  corrections: PublicCorrection[];
  /** The run updated more draws than its details list (long lists are cut when stored). */
  correctionsCut: boolean;
}

const MONEY_FIELDS = new Set(["jackpot", "nextJackpot", "rolloverAmount", "prizePool", "sales"]);
const FIELD_LABELS: Record<string, string> = {
  drawNumber: "Draw number",
  numbers: "Numbers",
  drawnOrder: "Drawn order",
  jackpot: "Jackpot",
  nextJackpot: "Next jackpot",
  rollover: "Jackpot rolled over",
  rolloverAmount: "Rollover amount",
  prizePool: "Prize pool",
  sales: "Sales",
  divisions: "Prize divisions",
};

/** "nextJackpot" → "Next jackpot"; a field we have no label for is spelled out from its name. */
function fieldLabel(game: GameId, field: string): string {
  if (field === "bonus") return bonusName(game);
  return FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
}

function valueText(field: string, v: z.infer<typeof value> | undefined): string {
  if (v === null || v === undefined) return "none";
  if (Array.isArray(v)) return v.join(" ");
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (MONEY_FIELDS.has(field)) return formatRand(v);
  if (field === "divisions") return `${formatInteger(v)} ${v === 1 ? "division" : "divisions"}`;
  return field === "drawNumber" ? String(v) : formatInteger(v);
}

function outcomeOf(row: RunRow, now: Date): PublicRun["outcome"] {
  if (row.outcome !== "running") return row.outcome;
  return now.getTime() - Date.parse(row.startedAt) > STALE_RUN_MS ? "unfinished" : "running";
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toPublicRun(row: RunRow, now: Date): PublicRun {
  const parsed = detailsSchema.safeParse(parseJson(row.details));
  const games = parsed.success
    ? Object.entries(parsed.data.games).filter((entry): entry is [GameId, z.infer<typeof gameDetails>] => isGameId(entry[0]))
    : [];
  const corrections = games.flatMap(([game, details]) =>
    (details.updates ?? []).flatMap((update) =>
      Object.entries(update.changed).map(([field, change]) => ({
        game,
        drawDate: update.drawDate,
        field: fieldLabel(game, field),
        from: valueText(field, change.from),
        to: valueText(field, change.to),
      })),
    ),
  );
  const listedUpdates = games.reduce((sum, [, details]) => sum + (details.updates?.length ?? 0), 0);
  return {
    id: row.id,
    startedAt: row.startedAt,
    trigger: row.trigger,
    source: sourceInfo(row.source)?.name ?? "Other source",
    outcome: outcomeOf(row, now),
    added: row.added,
    updated: row.updated,
    rejected: parsed.success ? games.reduce((sum, [, details]) => sum + (details.rejected?.length ?? 0), 0) : null,
    failedGames: games.filter(([, details]) => details.error !== undefined).map(([game]) => game),
    corrections,
    correctionsCut: parsed.success && listedUpdates < row.updated,
  };
}

export interface IngestLog {
  runs: PublicRun[];
  /** The latest runs that corrected draws, with their corrections. */
  correctingRuns: PublicRun[];
}

export function toIngestLog([latest, correcting]: [readonly RunRow[], readonly RunRow[]], now: Date): IngestLog {
  return {
    runs: latest.map((row) => toPublicRun(row, now)),
    correctingRuns: correcting.map((row) => toPublicRun(row, now)),
  };
}
