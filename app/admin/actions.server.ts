/**
 * The /admin page's action: one form post per job, told apart by its `intent` field. Each intent that
 * changes data runs `checkAdmin` itself (a valid session) before anything else; signing in and out are
 * the only ones open without a session. Every post got here past the Worker's request guard, which
 * refuses one that did not come from our own page (docs/decisions/003-admin-auth.md). Answers are data
 * for the page (shown beside the form that was sent), one `AdminActionData` case per kind of answer,
 * with a status that says what happened, or a redirect after signing in or out.
 */
import { cacheControl } from "~/http/cache-policy";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { rowId } from "~/input/decimal-integer";
import { recordAudit } from "~/models/admin-audit.server";
import { contactMessageCountFrom } from "~/models/contact-messages.server";
import { checkAdmin, type AdminIdentity, type AdminRefusal } from "./auth.server";
import { deleteDraw, saveDraw } from "./draw-admin.server";
import type { DrawFormErrors, DrawFormValues } from "./draw-form";
import { parseDrawForm, readDrawForm } from "./draw-form.server";
import { deleteMessage, deleteMessagesFrom, MESSAGE_STATUSES, parseSenderEmail, setMessageStatus } from "./messages.server";
import type { RefreshOutcome } from "./refresh-messages";
import { parseSource, refreshLimit, runRefresh } from "./refresh.server";
import { signIn, signOut, signOutEverywhere } from "./sign-in.server";
import { checkSources, type SourceCheckReport } from "./source-check.server";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

type AdminIntent =
  | "sign-in"
  | "sign-out"
  | "sign-out-everywhere"
  | "refresh"
  | "check-sources"
  | "save-draw"
  | "delete-draw"
  | "message-status"
  | "delete-message"
  | "delete-messages-from";

/** The Data Management jobs: their answer is a notice above the card's lists. */
type DataIntent = Extract<AdminIntent, "delete-draw" | "delete-message" | "message-status" | "delete-messages-from">;

/**
 * What the action answers the page, by case. A refusal (no session, or not configured) names the intent
 * that was sent, whatever it was, so it is told apart by `refused`; every other case by `intent`, then `ok`.
 */
export type AdminActionData =
  | { intent: string; ok: false; refused: AdminRefusal["error"]; message: string }
  /** The form could not be read, or names no intent we know. */
  | { intent: "unknown"; ok: false; message: string }
  | { intent: "sign-in"; ok: false; message: string }
  | RefreshOutcome
  /** "Check sources now": what each source answered, stored nothing (null when the check was refused). */
  | { intent: "check-sources"; ok: boolean; message: string; report: SourceCheckReport | null }
  | { intent: "save-draw"; ok: false; formId: string; errors: DrawFormErrors; values: DrawFormValues }
  | { intent: "save-draw"; ok: true; formId: string; message: string; change: "added" | "updated" | "unchanged" }
  | { intent: DataIntent; ok: boolean; message: string }
  /** The first post of a deletion on request: how many messages the address sent, to be confirmed. */
  | { intent: "delete-messages-from"; ok: true; message: ""; confirmErase: { email: string; count: number } };

const NO_STORE = { "Cache-Control": cacheControl("none") };

const reply = (body: AdminActionData, status = 200, headers: Record<string, string> = {}) =>
  data(body, { status, headers: { ...NO_STORE, ...headers } });

const refused = (intent: string, refusal: AdminRefusal) =>
  reply({ intent, ok: false, refused: refusal.error, message: refusal.message }, refusal.status);

const done = (intent: DataIntent, outcome: { ok: boolean; message: string }, failStatus = 404) =>
  reply({ intent, ok: outcome.ok, message: outcome.message }, outcome.ok ? 200 : failStatus);

export async function adminAction({ request, context }: Args) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return reply({ intent: "unknown", ok: false, message: "The form could not be read. Please try again." }, 400);
  }
  const sent = formData.get("intent");
  const intent = typeof sent === "string" ? sent : "";

  if (intent === "sign-in") {
    const outcome = await signIn(request, context, formData);
    if (outcome.ok) return redirect("/admin", { headers: { "Set-Cookie": outcome.setCookie, ...NO_STORE } });
    return reply({ intent, ok: false, message: outcome.message }, outcome.status, outcome.headers);
  }
  if (intent === "sign-out") {
    const cookie = await signOut(request, context);
    return redirect("/admin", { headers: { ...NO_STORE, ...(cookie ? { "Set-Cookie": cookie } : {}) } });
  }

  const check = await checkAdmin(request, context);
  if (!check.ok) return refused(intent, check);
  return signedInAction(intent, formData, check.admin, { request, context });
}

async function signedInAction(intent: string, formData: FormData, admin: AdminIdentity, { request, context }: Args) {
  const { db } = context;
  switch (intent) {
    case "sign-out-everywhere": {
      const cookie = await signOutEverywhere(request, context, admin);
      return redirect("/admin", { headers: { ...NO_STORE, ...(cookie ? { "Set-Cookie": cookie } : {}) } });
    }
    case "refresh": {
      const source = parseSource(formData.get("source"));
      if (!source) return reply({ intent, ok: false, message: "Choose the official results API or the search engine.", results: {} }, 400);
      const answer = (await refreshLimit(request, context)) ?? (await runRefresh({ context, admin, source, trigger: "admin" }));
      return reply({ intent, ok: answer.ok, message: answer.message, results: answer.results }, answer.status, answer.headers);
    }
    case "check-sources": {
      // It asks the sources as a refresh does: the same per-address limit.
      const limited = await refreshLimit(request, context);
      if (limited) return reply({ intent, ok: false, message: limited.message, report: null }, limited.status, limited.headers);
      const report = await checkSources({ db, env: context.env });
      await recordAudit(db, {
        actor: admin.actor,
        action: "check-sources",
        entity: "source",
        after: {
          ok: report.ok,
          message: report.message,
          at: report.at,
          sources: report.sources.map(({ source, notConfigured, games }) => ({
            source,
            notConfigured,
            games: games.map((game) => ({ game: game.game, statuses: game.statuses, error: game.error, newDraws: game.newDraws.length })),
          })),
        },
      });
      return reply({ intent, ok: report.ok, message: report.message, report });
    }
    case "save-draw": {
      const formId = crypto.randomUUID();
      const values = readDrawForm(formData);
      const parsed = parseDrawForm(values, new Date());
      if (!parsed.ok) return reply({ intent, ok: false, formId, errors: parsed.errors, values }, 400);
      const saved = await saveDraw(db, admin, parsed.draw, parsed.warnings);
      if (!saved.ok) return reply({ intent, ok: false, formId, errors: saved.errors, values }, 409);
      await context.drawsChanged(saved.changed);
      return reply({ intent, ok: true, formId, message: saved.message, change: saved.change });
    }
    case "delete-draw":
    case "delete-message": {
      if (!formData.has("id")) return done(intent, { ok: false, message: "No row was chosen to delete." }, 400);
      const id = rowId.safeParse(formData.get("id"));
      if (!id.success) return done(intent, { ok: false, message: `Nothing was deleted. ${id.error.issues[0]!.message}` }, 400);
      if (intent === "delete-message") return done(intent, await deleteMessage(db, admin, id.data));
      const deleted = await deleteDraw(db, admin, id.data);
      if (deleted.ok && deleted.draw) await context.drawsChanged([deleted.draw], { deleted: true });
      return done(intent, { ok: deleted.ok, message: deleted.message });
    }
    case "message-status": {
      const id = rowId.safeParse(formData.get("id"));
      const status = z.enum(MESSAGE_STATUSES).safeParse(formData.get("status"));
      if (!id.success) return done(intent, { ok: false, message: `Nothing was changed. ${id.error.issues[0]!.message}` }, 400);
      if (!status.success) return done(intent, { ok: false, message: "Choose a message and a status." }, 400);
      return done(intent, await setMessageStatus(db, admin, id.data, status.data));
    }
    case "delete-messages-from": {
      // A person asks for their messages to be deleted: every message from their address goes, after
      // the admin has seen how many there are (the first post counts, the second, confirmed, deletes).
      const email = parseSenderEmail(formData.get("email"));
      if (!email.ok) return reply({ intent, ok: false, message: email.message }, 400);
      if (formData.get("confirm") !== "yes") {
        const found = await contactMessageCountFrom(db, email.value);
        if (found === 0) return done(intent, { ok: false, message: "No message from that address is stored." });
        return reply({ intent, ok: true, message: "", confirmErase: { email: email.value, count: found } });
      }
      return done(intent, await deleteMessagesFrom(db, admin, email.value));
    }
    default:
      return reply({ intent: "unknown", ok: false, message: "That admin action does not exist." }, 400);
  }
}
