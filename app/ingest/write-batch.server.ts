/**
 * One game's batch from a source, from raw candidates to D1: validated against the era's rules,
 * checked for duplicates and draw-number conflicts, classified (added / updated / unchanged) and
 * written in ONE `db.batch`, so a failure leaves D1 as it was. The classification alone, without the
 * write, is the admin's dry run (app/admin/source-check.server.ts).
 */
import type { Db } from "~/db/client.server";
import { parseDraw, type DrawInput } from "~/input/draw-input.server";
import type { GameId } from "~/rules/games";
import { divisionsChange, drawMergeChanges } from "~/db/draw-merge";
import { divisionsFor } from "~/models/draws.server";
import { classifyDrawChange, drawWriteStatements, findDrawNumberConflict, loadExistingFor } from "~/models/draw-writes.server";
import {
  holdReadingQuery,
  openDisagreementsOf,
  provenanceOf,
  reconcile,
  recordSourcesStatements,
  resolveDisagreementsQuery,
  stampPushQuery,
  type SourceSighting,
} from "~/models/draw-provenance.server";
import { SourceError } from "./http-client.server";
import type { FetchContext, ResultsSource, SourceBatch } from "./sources/types.server";

/** A draw that changed upstream, and how: `{ numbers: { from: [...], to: [...] } }`. */
interface DrawUpdate {
  drawDate: string;
  drawNumber: number | null;
  changed: Record<string, { from: unknown; to: unknown }>;
}

export interface BatchOutcome {
  added: number;
  updated: number;
  unchanged: number;
  /** Stored, but worth a look: an off-schedule date, a prize table of its own, a fallback taken. */
  warnings: string[];
  /** Recorded in the run details only: draws listed before they were drawn, answers asked for again. */
  notes: string[];
  /** Draws refused one by one (the others were written). */
  rejected: string[];
  updates: DrawUpdate[];
  /** Dates of the draws this batch added or updated: their pages are purged from the edge cache. */
  written: string[];
  /** When the game draws next, where the source says (UTC instant). */
  nextDrawTime?: string;
}

/** A game's line in the run details: a batch outcome, or the error that stopped the game. */
export interface GameOutcome extends Partial<BatchOutcome> {
  error?: string;
  /** Backfill: pages committed by this run. */
  pages?: number;
}

const label = (draw: { drawDate?: unknown; drawNumber?: unknown }) =>
  `${typeof draw.drawDate === "string" ? draw.drawDate : "?"}${typeof draw.drawNumber === "number" ? ` (draw ${draw.drawNumber})` : ""}`;

/**
 * parseDraw on every candidate; for a strict source one failure refuses the batch. A source's prize
 * table is stored as sent ("as-sent"): where it differs from the era's, the draw carries a warning. A
 * draw not drawn yet by the run's clock (`now`, which tests fix) is refused like any broken draw.
 */
function validate(
  game: GameId,
  batch: SourceBatch,
  strictness: ResultsSource["strictness"],
  now: Date,
  outcome: BatchOutcome,
): DrawInput[] {
  const valid: DrawInput[] = [];
  for (const raw of batch.draws) {
    const candidate = raw as { game?: unknown; drawDate?: unknown; drawNumber?: unknown };
    const parsed =
      candidate.game === game
        ? parseDraw(raw, { divisionTable: "as-sent", now })
        : { errors: [`belongs to ${String(candidate.game)}, not ${game}`] };
    if ("errors" in parsed) {
      const reason = `${label(candidate)}: ${parsed.errors.join("; ")}`;
      if (strictness === "whole") throw new SourceError("bad-payload", `refused the whole answer: ${reason}`);
      outcome.rejected.push(reason);
      continue;
    }
    valid.push(parsed.draw);
    outcome.warnings.push(...parsed.warnings.map((warning) => `${label(parsed.draw)}: ${warning}`));
  }
  const dates = new Set<string>();
  const numbers = new Set<number>();
  for (const draw of valid) {
    const repeated = dates.has(draw.drawDate) || (draw.drawNumber !== null && numbers.has(draw.drawNumber));
    if (repeated) throw new SourceError("bad-payload", `the answer lists ${label(draw)} twice`);
    dates.add(draw.drawDate);
    if (draw.drawNumber !== null) numbers.add(draw.drawNumber);
  }
  return valid;
}

/** A classified batch: what writing it would do, and the draws that would be written. */
export interface ClassifiedBatch {
  outcome: BatchOutcome;
  /** The draws to add or update, with their divisions (empty when nothing changes). */
  toWrite: DrawInput[];
  /** Draws this source gave that are not written under its name (seen again, only filled in, or held). */
  seen: SourceSighting[];
  /** Readings held against a higher-priority source's, and disagreements this batch settles (unsent statements). */
  provenance: ReturnType<typeof holdReadingQuery | typeof resolveDisagreementsQuery>[];
}

/**
 * Validates and classifies one game's batch against what D1 holds, writing nothing: the ingest writes
 * what it returns (writeGameBatch), the admin's "Check sources now" shows it (a dry run). Throws when
 * the batch is refused.
 */
export async function classifyGameBatch(
  db: Db,
  game: GameId,
  batch: SourceBatch,
  source: ResultsSource,
  context: FetchContext,
  nowIso: string = new Date().toISOString(),
): Promise<ClassifiedBatch> {
  const outcome: BatchOutcome = {
    added: 0,
    updated: 0,
    unchanged: 0,
    warnings: [...batch.warnings],
    notes: [...(batch.notes ?? [])],
    rejected: [],
    updates: [],
    written: [],
    ...(batch.nextDrawTime ? { nextDrawTime: batch.nextDrawTime } : {}),
  };
  let draws = validate(game, batch, source.strictness, context.now, outcome);
  if (source.verify) {
    const verified = await source.verify(game, draws, context);
    draws = verified.accepted;
    outcome.rejected.push(...verified.rejected);
    outcome.warnings.push(...verified.warnings);
  }

  const existing = await loadExistingFor(db, draws);
  const heldBy = (g: string, n: number) => existing.find((row) => row.game === g && row.drawNumber === n)?.drawDate;
  const ids = existing.map((row) => row.id);
  const [storedDivisions, open] = await Promise.all([divisionsFor(db, ids), openDisagreementsOf(db, ids)]);
  const toWrite: DrawInput[] = [];
  // Draws this source gave that are not written under its name (seen again, only filled in, or held);
  // drawWriteStatements records the others.
  const seen: SourceSighting[] = [];
  const provenance: ReturnType<typeof holdReadingQuery | typeof resolveDisagreementsQuery>[] = [];
  for (const incoming of draws) {
    const conflict = findDrawNumberConflict(incoming, heldBy);
    if (conflict) {
      outcome.rejected.push(`${label(incoming)}: ${conflict}`);
      continue;
    }
    const current = existing.find((row) => row.game === incoming.game && row.drawDate === incoming.drawDate);
    // A source that reads free text never corrects a draw we hold: only the official feed may.
    if (current && source.strictness === "each" && classifyDrawChange(incoming, current) === "updated") {
      outcome.rejected.push(`${label(incoming)}: differs from the draw we hold; not overwritten`);
      continue;
    }
    const stored = current ? (storedDivisions.get(current.id) ?? []) : [];
    const decision = reconcile(
      incoming,
      current,
      stored,
      open.filter((row) => row.drawId === current?.id),
    );
    if (decision.hold) {
      const { hold } = decision;
      provenance.push(holdReadingQuery(db, incoming.game, incoming.drawDate, hold, nowIso));
      outcome.warnings.push(
        `${label(incoming)}: ${hold.source} and ${hold.keptSource} disagree (${hold.fields.join(", ")}); ${hold.keptSource}'s reading is kept, ${hold.source}'s held for review`,
      );
    }
    if (decision.resolve.length > 0) provenance.push(resolveDisagreementsQuery(db, decision.resolve, nowIso));
    const draw = decision.write;
    const sighting = { game: incoming.game, drawDate: incoming.drawDate, source: provenanceOf(incoming.source) };
    if (!draw) {
      seen.push(sighting);
      outcome.unchanged++;
      continue;
    }
    let change = classifyDrawChange(draw, current);
    const newDivisions = current ? divisionsChange(draw.divisions, stored) : false;
    if (change === "unchanged" && newDivisions) change = "updated";
    outcome[change]++;
    if (change === "unchanged") {
      seen.push(sighting);
      continue;
    }
    toWrite.push(draw);
    // Written under the row's own source (only filled in): this source saw it too.
    if (draw.source !== incoming.source) seen.push(sighting);
    outcome.written.push(draw.drawDate);
    if (current && change === "updated") {
      const changed = drawMergeChanges(draw, current);
      if (newDivisions) changed.divisions = { from: stored.length, to: draw.divisions.length };
      outcome.updates.push({ drawDate: draw.drawDate, drawNumber: draw.drawNumber ?? current.drawNumber, changed });
    }
  }

  return { outcome, toWrite, seen, provenance };
}

/** Validates, classifies and writes one game's batch. Throws (writing nothing) when the batch is refused. */
export async function writeGameBatch(
  db: Db,
  game: GameId,
  batch: SourceBatch,
  source: ResultsSource,
  context: FetchContext,
  nowIso: string,
): Promise<BatchOutcome> {
  const { outcome, toWrite, seen, provenance } = await classifyGameBatch(db, game, batch, source, context, nowIso);
  // The draws first: the sources and held readings find their draw by (game, date), in the same batch.
  // A signed push last, once its sightings exist: an older push than the newest stored aborts the batch.
  const pushed = [...new Set([...toWrite.map((draw) => draw.drawDate), ...seen.map((sighting) => sighting.drawDate)])];
  const stamp =
    batch.dispatchedAt && pushed.length > 0 ? [stampPushQuery(db, provenanceOf(source.name), game, pushed, batch.dispatchedAt)] : [];
  const statements = [...drawWriteStatements(db, toWrite, nowIso), ...recordSourcesStatements(db, seen, nowIso), ...provenance, ...stamp];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return outcome;
}
