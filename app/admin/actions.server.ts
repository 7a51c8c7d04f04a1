/**
 * The /admin page's action: one form post per job, told apart by its `intent` field. Each intent that
 * changes data runs `checkAdmin(…, "write")` itself (same-origin post and a valid session) before
 * anything else; signing in is the only one open without a session, and it too is same-origin only.
 * Answers are data for the page (shown beside the form that was sent) with a status that says what
 * happened, or a redirect after signing in or out.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { rowId } from "~/input/decimal-integer.server";
import { checkAdmin, REFUSALS, type AdminIdentity } from "./auth.server";
import { deleteDraw, saveDraw } from "./draw-admin.server";
import { parseDrawForm, readDrawForm } from "./draw-form.server";
import { deleteMessage, deleteMessagesFrom, MESSAGE_STATUSES, messagesFromCount, parseSenderEmail, setMessageStatus } from "./messages.server";
import { purgeAfterAdminChange } from "./purge.server";
import { changedDraws, parseSource, refreshLimit, runRefresh } from "./refresh.server";
import { isSameOriginPost } from "./same-origin.server";
import { signIn, signOut, signOutEverywhere } from "./sign-in.server";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

export const ADMIN_INTENTS = [
  "sign-in", "sign-out", "sign-out-everywhere", "refresh", "save-draw", "delete-draw", "message-status", "delete-message", "delete-messages-from",
] as const;
export type AdminIntent = (typeof ADMIN_INTENTS)[number];

const NO_STORE = { "Cache-Control": "no-store" };

function refused(intent: string, refusal: { status: number; error: string; message: string }) {
  return data({ intent, ok: false as const, refused: refusal.error, message: refusal.message }, { status: refusal.status, headers: NO_STORE });
}

const done = (intent: AdminIntent, outcome: { ok: boolean; message: string }, failStatus = 404) =>
  data({ intent, ok: outcome.ok, message: outcome.message }, { status: outcome.ok ? 200 : failStatus, headers: NO_STORE });

export async function adminAction({ request, context }: Args) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data({ intent: "unknown", ok: false as const, message: "The form could not be read. Please try again." }, { status: 400, headers: NO_STORE });
  }
  const intent = String(formData.get("intent") ?? "");

  if (intent === "sign-in") {
    const outcome = await signIn(request, context, formData);
    if (outcome.ok) return redirect("/admin", { headers: { "Set-Cookie": outcome.setCookie, ...NO_STORE } });
    return data({ intent, ok: false as const, message: outcome.message }, { status: outcome.status, headers: { ...NO_STORE, ...outcome.headers } });
  }
  if (intent === "sign-out") {
    // Even signing out must come from our page: another site could otherwise end the owner's session.
    if (!isSameOriginPost(request, context.env)) return refused(intent, REFUSALS.crossSite);
    const cookie = await signOut(request, context);
    return redirect("/admin", { headers: { ...NO_STORE, ...(cookie ? { "Set-Cookie": cookie } : {}) } });
  }

  const check = await checkAdmin(request, context, "write");
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
      if (!source) return data({ intent, ok: false as const, message: "Choose the official results API or the search engine.", results: {} }, { status: 400, headers: NO_STORE });
      const answer = (await refreshLimit(request, context)) ?? (await runRefresh({ context, admin, source, trigger: "admin" }));
      if (changedDraws(answer.results)) await purgeAfterAdminChange(context.env.SITE_URL, answer.changed ?? []);
      return data({ intent, ok: answer.ok, message: answer.message, results: answer.results }, { status: answer.status, headers: { ...NO_STORE, ...answer.headers } });
    }
    case "save-draw": {
      const formId = crypto.randomUUID();
      const values = readDrawForm(formData);
      const parsed = parseDrawForm(values);
      if (!parsed.ok) return data({ intent, ok: false as const, formId, errors: parsed.errors, values }, { status: 400, headers: NO_STORE });
      const saved = await saveDraw(db, admin, parsed.draw, parsed.warnings);
      if (!saved.ok) return data({ intent, ok: false as const, formId, errors: saved.errors, values }, { status: 409, headers: NO_STORE });
      if (saved.change !== "unchanged") await purgeAfterAdminChange(context.env.SITE_URL, [parsed.draw]);
      return data({ intent, ok: true as const, formId, message: saved.message, change: saved.change }, { headers: NO_STORE });
    }
    case "delete-draw":
    case "delete-message": {
      if (!formData.has("id")) return done(intent, { ok: false, message: "No row was chosen to delete." }, 400);
      const id = rowId.safeParse(formData.get("id"));
      if (!id.success) return done(intent, { ok: false, message: `Nothing was deleted. ${id.error.issues[0]!.message}` }, 400);
      if (intent === "delete-message") return done(intent, await deleteMessage(db, admin, id.data));
      const deleted = await deleteDraw(db, admin, id.data);
      if (deleted.ok) await purgeAfterAdminChange(context.env.SITE_URL, deleted.draw ? [deleted.draw] : []);
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
      if (!email.ok) return data({ intent, ok: false as const, message: email.message }, { status: 400, headers: NO_STORE });
      if (formData.get("confirm") !== "yes") {
        const found = await messagesFromCount(db, email.value);
        if (found === 0) return done(intent, { ok: false, message: "No message from that address is stored." });
        return data({ intent, ok: true as const, message: "", confirmErase: { email: email.value, count: found } }, { headers: NO_STORE });
      }
      return done(intent, await deleteMessagesFrom(db, admin, email.value));
    }
    default:
      return data({ intent: "unknown", ok: false as const, message: "That admin action does not exist." }, { status: 400, headers: NO_STORE });
  }
}
