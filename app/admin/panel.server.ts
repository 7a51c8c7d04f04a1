/**
 * Everything the signed-in admin page shows, read in one place. The URL carries the page's view state so
 * it works without JavaScript: `?draws=<game>` filters the recent draws, `?edit=<id>` loads a draw into
 * Manual Entry, `?delete=<id>` and `?deleteMessage=<id>` ask to confirm a delete.
 */
import { z } from "zod";
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/lib/env.server";
import { isGameId, type GameId } from "~/lib/games";
import { recentAudit } from "./audit.server";
import { drawForEditing, drawSummary, recentDraws } from "./draw-admin.server";
import { messageById, recentMessages } from "./messages.server";
import { systemStatus } from "./status.server";

const id = z.coerce.number().int().positive().safe();
const idParam = (params: URLSearchParams, name: string) => {
  const parsed = id.safeParse(params.get(name));
  return params.has(name) && parsed.success ? parsed.data : null;
};

export async function panelData(db: Db, env: AppEnv, url: URL) {
  const params = url.searchParams;
  const filter = params.get("draws");
  const drawsGame: GameId | "all" = filter && isGameId(filter) ? filter : "all";
  const editId = idParam(params, "edit");
  const deleteId = idParam(params, "delete");
  const deleteMessageId = idParam(params, "deleteMessage");

  const [status, draws, messages, audit, editing, confirmDraw, confirmMessage] = await Promise.all([
    systemStatus(db, env),
    recentDraws(db, drawsGame === "all" ? undefined : drawsGame),
    recentMessages(db),
    recentAudit(db),
    editId ? drawForEditing(db, editId) : null,
    deleteId ? drawSummary(db, deleteId) : null,
    deleteMessageId ? messageById(db, deleteMessageId) : null,
  ]);
  return {
    status,
    drawsGame,
    draws,
    messages,
    audit,
    editing: editing && editId ? { id: editId, ...editing } : null,
    /** A link pointed at a draw or message that is gone (deleted meanwhile): say so rather than ignore it. */
    missing: (editId && !editing) || (deleteId && !confirmDraw) || (deleteMessageId && !confirmMessage) ? "That row is no longer in the database." : null,
    confirmDraw,
    confirmMessage: confirmMessage ? { id: confirmMessage.id, subject: confirmMessage.subject, name: confirmMessage.name, createdAt: confirmMessage.createdAt } : null,
  };
}

export type PanelData = Awaited<ReturnType<typeof panelData>>;
