/**
 * POST /api/refresh-google-data (the spec's refresh call, kept under its old name): runs the ingest now,
 * as the cron does, and answers `{ message, results }` with an OK status when every game was fetched,
 * or a non-OK status with `{ message }`. Callers: the signed-in admin's browser (session cookie, from
 * one of our pages: the Worker's request guard answers a session call from anywhere else 403 before this
 * runs) or a machine with `Authorization: Bearer <ADMIN_API_TOKEN>`. Anything else: 401.
 * `?source=search` asks the search engine instead of the official results API.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkAdmin, checkApiToken, REFUSALS, type AdminRefusal } from "~/admin/auth.server";
import { parseSource, refreshLimit, runRefresh } from "~/admin/refresh.server";
import { answer } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

// Its answers are one caller's, never stored (and a route with an action is never cached anyway).
export const handle: PageHandle = { cachePolicy: "none" };

/** Never cached, and not open to other origins (unlike the public API): only the admin calls this. */
const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  answer("json", JSON.stringify(body), { status, headers });

/** `error` names the kind of failure; `message` (what the spec's client shows) says what to do. */
const refusal = (check: AdminRefusal) => reply(check.status, { error: check.error, message: check.message });

const methodNotAllowed = () => reply(405, { error: "method not allowed", message: "Use POST to refresh the data." }, { Allow: "POST" });

export const loader = methodNotAllowed;

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const limited = await refreshLimit(request, context);
  if (limited) return reply(limited.status, { error: "too many requests", message: limited.message }, limited.headers);

  const bearer = checkApiToken(request, context);
  const check = bearer ?? (await checkAdmin(request, context));
  // Without the admin secrets no session can exist: for a caller that is simply "not authorised" (401).
  if (!check.ok && check.status === 503)
    return refusal({
      ...REFUSALS.signedOut,
      message: "Send Authorization: Bearer <ADMIN_API_TOKEN>; the admin sign-in is not configured.",
    });
  if (!check.ok) return refusal(check);

  const source = parseSource(new URL(request.url).searchParams.get("source"));
  if (!source) return reply(400, { error: "bad request", message: "source must be official, search or resultsza." });
  const result = await runRefresh({ context, admin: check.admin, source, trigger: "api" });
  return reply(
    result.status,
    result.ok
      ? { message: result.message, results: result.results }
      : { error: "refresh failed", message: result.message, results: result.results },
  );
}
