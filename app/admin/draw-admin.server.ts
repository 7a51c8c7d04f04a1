/**
 * The admin's changes to draws: save (add or correct, through the same upsert as the ingest and the CSV
 * import) and delete (the draw and its prize divisions). Each change and its audit row are written in one
 * `db.batch` (app/models/admin-draws.server.ts), so the log never misses a change and never records one
 * that did not happen. This module decides what the change is, what the log says and what the admin reads.
 */
import type { Db } from "~/db/client.server";
import { formatDay } from "~/words/dates";
import type { PrizeDivisionRow } from "~/db/schema";
import type { DrawInput } from "~/input/draw-input.server";

import { displayName, isGameId, type GameId } from "~/rules/games";
import { deleteDrawWithAudit, drawById, saveDrawWithAudit } from "~/models/admin-draws.server";
import { classifyDrawChange, findDrawNumberConflict, loadExistingFor, type ExistingDraw } from "~/models/draw-writes.server";
import { divisionsChange, mergedDivision, mergedField } from "~/db/draw-merge";
import { divisionsFor, drawHistory } from "~/models/draws.server";
import type { AdminIdentity } from "./auth.server";
import { drawToFormValues, type DrawFormErrors, type DrawFormValues } from "./draw-form";

/** A draw as the audit log keeps it: its published fields (as written), with the game as stored. */
type AuditedDraw = Omit<DrawInput, "game" | "drawnOrder" | "source" | "drawMachine"> & { game: string };

const drawKey = (game: string, drawDate: string) => `${game}:${drawDate}`;
const drawTitle = (game: string, drawDate: string) => `${isGameId(game) ? displayName(game) : game} draw of ${formatDay(drawDate)}`;

function audited(
  row: ExistingDraw,
  divisions: readonly Pick<PrizeDivisionRow, "division" | "match" | "winners" | "payout">[],
): AuditedDraw {
  return {
    game: row.game,
    drawDate: row.drawDate,
    drawNumber: row.drawNumber,
    numbers: row.numbers,
    bonus: row.bonus,
    jackpot: row.jackpot,
    nextJackpot: row.nextJackpot,
    rollover: row.rollover,
    rolloverAmount: row.rolloverAmount,
    prizePool: row.prizePool,
    sales: row.sales,
    divisions: divisions
      .map(({ division, match, winners, payout }) => ({ division, match, winners, payout }))
      .sort((a, b) => a.division - b.division),
  };
}

/** What the upsert leaves stored (app/db/draw-merge.ts): a blank (unknown) value never erases a known one. */
function afterUpsert(before: AuditedDraw | null, draw: DrawInput): AuditedDraw {
  const divisions = new Map((before?.divisions ?? []).map((d) => [d.division, d]));
  for (const d of draw.divisions) divisions.set(d.division, mergedDivision(d, divisions.get(d.division)));
  const held = before ? { ...before, drawnOrder: null, drawMachine: null } : null;
  return {
    game: draw.game,
    drawDate: draw.drawDate,
    drawNumber: mergedField("drawNumber", draw, held),
    numbers: mergedField("numbers", draw, held),
    bonus: mergedField("bonus", draw, held),
    jackpot: mergedField("jackpot", draw, held),
    nextJackpot: mergedField("nextJackpot", draw, held),
    rollover: mergedField("rollover", draw, held),
    rolloverAmount: mergedField("rolloverAmount", draw, held),
    prizePool: mergedField("prizePool", draw, held),
    sales: mergedField("sales", draw, held),
    divisions: [...divisions.values()].sort((a, b) => a.division - b.division),
  };
}

export type SaveDrawOutcome =
  | {
      ok: true;
      change: "added" | "updated" | "unchanged";
      /** The draw when it was written (its pages are purged, its alerts queued); empty when unchanged. */
      changed: { game: GameId; drawDate: string }[];
      message: string;
    }
  | { ok: false; errors: DrawFormErrors };

export async function saveDraw(db: Db, admin: AdminIdentity, draw: DrawInput, warnings: readonly string[]): Promise<SaveDrawOutcome> {
  const existing = await loadExistingFor(db, [draw]);
  const conflict = findDrawNumberConflict(
    draw,
    (game, number) => existing.find((e) => e.game === game && e.drawNumber === number)?.drawDate,
  );
  if (conflict)
    return {
      ok: false,
      errors: { drawNumber: [`${conflict.charAt(0).toUpperCase()}${conflict.slice(1)}: check the number or the date.`] },
    };

  const held = existing.find((e) => e.game === draw.game && e.drawDate === draw.drawDate);
  const heldDivisions = held ? ((await divisionsFor(db, [held.id])).get(held.id) ?? []) : [];
  const drawChange = classifyDrawChange(draw, held);
  const title = drawTitle(draw.game, draw.drawDate);
  const warningText = warnings.length > 0 ? ` Note: ${warnings.join("; ")}.` : "";
  if (drawChange === "unchanged" && !divisionsChange(draw.divisions, heldDivisions)) {
    return {
      ok: true,
      change: "unchanged",
      changed: [],
      message: `Nothing to change: the ${title} already holds these values.${warningText}`,
    };
  }

  const before = held ? audited(held, heldDivisions) : null;
  const change = held ? "updated" : "added";
  await saveDrawWithAudit(db, draw, {
    actor: admin.actor,
    action: held ? "draw.update" : "draw.create",
    entity: "draw",
    entityId: drawKey(draw.game, draw.drawDate),
    before,
    after: afterUpsert(before, draw),
  });
  return {
    ok: true,
    change,
    changed: [{ game: draw.game, drawDate: draw.drawDate }],
    message: `${change === "added" ? "Added" : "Updated"} the ${title}.${warningText}`,
  };
}

export interface DrawSummary {
  id: number;
  game: GameId;
  drawDate: string;
  drawNumber: number | null;
  numbers: number[];
  bonus: number | null;
  source: string;
  divisions: number;
  title: string;
}

async function loadDraw(db: Db, id: number) {
  const row = await drawById(db, id);
  if (!row || !isGameId(row.game)) return null;
  const divisions = (await divisionsFor(db, [row.id])).get(row.id) ?? [];
  return { row: { ...row, game: row.game }, divisions };
}

export async function deleteDraw(
  db: Db,
  admin: AdminIdentity,
  id: number,
): Promise<{ ok: boolean; message: string; draw?: { game: GameId; drawDate: string } }> {
  const found = await loadDraw(db, id);
  if (!found) return { ok: false, message: "That draw is no longer in the database." };
  const { row, divisions } = found;
  await deleteDrawWithAudit(db, id, {
    actor: admin.actor,
    action: "draw.delete",
    entity: "draw",
    entityId: drawKey(row.game, row.drawDate),
    before: audited(row, divisions),
    after: null,
  });
  const count = divisions.length;
  return {
    ok: true,
    draw: { game: row.game, drawDate: row.drawDate },
    message: `Deleted the ${drawTitle(row.game, row.drawDate)}${count > 0 ? ` and its ${count} prize division${count === 1 ? "" : "s"}` : ""}.`,
  };
}

/** A stored draw as Manual Entry form values (the Edit link), or null when it is gone. */
export async function drawForEditing(db: Db, id: number): Promise<{ values: DrawFormValues; title: string } | null> {
  const found = await loadDraw(db, id);
  if (!found) return null;
  return { values: drawToFormValues({ ...found.row, divisions: found.divisions }), title: drawTitle(found.row.game, found.row.drawDate) };
}

export async function drawSummary(db: Db, id: number): Promise<DrawSummary | null> {
  const found = await loadDraw(db, id);
  if (!found) return null;
  return toSummary(found.row, found.row.game, found.divisions.length);
}

const RECENT_DRAWS = 12;

/** The newest draws of one game (or of every game), for the Data Management list. */
export async function recentDraws(db: Db, game: GameId | undefined): Promise<DrawSummary[]> {
  const rows = await drawHistory(db, { game, limit: RECENT_DRAWS });
  const divisions = await divisionsFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => (isGameId(row.game) ? [toSummary(row, row.game, divisions.get(row.id)?.length ?? 0)] : []));
}

/** A draw as the Data Management list shows it. */
function toSummary(
  row: Pick<DrawSummary, "id" | "drawDate" | "drawNumber" | "numbers" | "bonus" | "source">,
  game: GameId,
  divisions: number,
): DrawSummary {
  const { id, drawDate, drawNumber, numbers, bonus, source } = row;
  return { id, game, drawDate, drawNumber, numbers, bonus, source, divisions, title: drawTitle(game, drawDate) };
}
