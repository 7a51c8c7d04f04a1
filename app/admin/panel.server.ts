/**
 * Everything the signed-in admin page shows, read in one place. The URL carries the page's view state so
 * it works without JavaScript: `?draws=<game>` filters the recent draws, `?edit=<id>` loads a draw into
 * Manual Entry, `?delete=<id>` and `?deleteMessage=<id>` ask to confirm a delete.
 */
import type { Db } from "~/db/client.server";
import { ROW_ID_MESSAGE, rowId } from "~/input/decimal-integer";
import type { AppEnv } from "~/http/env.server";
import { isGameId, type GameId } from "~/rules/games";
import { recentAudit } from "~/models/admin-audit.server";
import { contactMessageById } from "~/models/contact-messages.server";
import { drawForEditing, drawSummary, recentDraws } from "./draw-admin.server";
import { recentMessages } from "./messages.server";
import { systemStatus } from "./status.server";

const ID_PARAMS = ["edit", "delete", "deleteMessage"] as const;

/** The row ids the URL asks for; `malformed` when one is present but not decimal digits (it is then ignored). */
function idParams(params: URLSearchParams) {
  const ids: Record<(typeof ID_PARAMS)[number], number | null> = { edit: null, delete: null, deleteMessage: null };
  let malformed = false;
  for (const name of ID_PARAMS) {
    if (!params.has(name)) continue;
    const parsed = rowId.safeParse(params.get(name));
    if (parsed.success) ids[name] = parsed.data;
    else malformed = true;
  }
  return { ...ids, malformed };
}

export async function panelData(db: Db, env: AppEnv, url: URL) {
  const params = url.searchParams;
  const filter = params.get("draws");
  const drawsGame: GameId | "all" = filter && isGameId(filter) ? filter : "all";
  const { edit: editId, delete: deleteId, deleteMessage: deleteMessageId, malformed } = idParams(params);

  const [status, draws, messages, audit, editing, confirmDraw, confirmMessage] = await Promise.all([
    systemStatus(db, env),
    recentDraws(db, drawsGame === "all" ? undefined : drawsGame),
    recentMessages(db),
    recentAudit(db),
    editId ? drawForEditing(db, editId) : null,
    deleteId ? drawSummary(db, deleteId) : null,
    deleteMessageId ? contactMessageById(db, deleteMessageId) : null,
  ]);
  return {
    status,
    drawsGame,
    draws,
    messages,
    audit,
    editing: editing && editId ? { id: editId, ...editing } : null,
    /**
     * A link pointed at a draw or message that is gone (deleted meanwhile), or named it by something other
     * than its number: say so rather than ignore it.
     */
    missing: malformed
      ? `That link does not name a row. ${ROW_ID_MESSAGE}`
      : (editId && !editing) || (deleteId && !confirmDraw) || (deleteMessageId && !confirmMessage)
        ? "That row is no longer in the database."
        : null,
    confirmDraw,
    confirmMessage: confirmMessage
      ? { id: confirmMessage.id, subject: confirmMessage.subject, name: confirmMessage.name, createdAt: confirmMessage.createdAt }
      : null,
  };
}
