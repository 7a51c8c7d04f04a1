/**
 * The admin's "refresh data": the same `runIngest` the Cron Trigger runs (recent draws of every game,
 * never a backfill), rate limited per address, recorded in the audit log. The panel's form and
 * POST /api/refresh-google-data both come here and answer alike: `{ message, results }`, with an OK
 * status only when every game was fetched and stored.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { isDatabaseUnavailable } from "~/db/resilient-d1.server";
import { runIngest } from "~/ingest/run-ingest.server";
import { recordAudit } from "~/models/admin-audit.server";
import { SOURCE_NAMES, type SourceName } from "~/db/schema";
import { log } from "~/http/log.server";
import { limitRequest, retryAfterHeaders } from "~/limits/rate-limit.server";
import type { AdminIdentity } from "./auth.server";

type Context = Pick<AppLoadContext, "env" | "db" | "cloudflare" | "drawsChanged">;

/** The success message names the source that really supplied the data (product decisions). */
const REFRESH_SUCCESS: Record<SourceName, string> = {
  official: "Data refreshed with real lottery data from the official results API",
  search: "Data refreshed with real lottery data from the search engine",
  resultsza: "Data refreshed with real lottery data from ResultsZA",
};

export const SOURCE_LABELS: Record<SourceName, string> = {
  official: "Official results API",
  search: "Search engine",
  resultsza: "ResultsZA (paid mirror of the official results)",
};

export interface RefreshAnswer {
  ok: boolean;
  status: number;
  message: string;
  results: Record<string, string | number>;
  headers?: Record<string, string>;
}

const sourceSchema = z.enum(SOURCE_NAMES);

/** The source asked for ("official" when none); null when the value is not a source we know. */
export function parseSource(value: FormDataEntryValue | string | null): SourceName | null {
  if (value === null || value === "") return "official";
  const parsed = sourceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Counts one refresh against the caller's per-address budget: null when it may go ahead, else the
 * refusal. The API counts before it checks credentials (so guessing the token is throttled as well),
 * the page after (only the signed-in admin can reach it).
 */
export async function refreshLimit(request: Request, context: Context): Promise<RefreshAnswer | null> {
  const limit = await limitRequest(context, "refresh", request);
  return limit.allowed ? null : { ok: false, status: 429, message: limit.message, results: {}, headers: retryAfterHeaders(limit) };
}

export async function runRefresh(args: {
  context: Context;
  admin: AdminIdentity;
  source: SourceName;
  trigger: "admin" | "api";
}): Promise<RefreshAnswer> {
  const { context, admin, source, trigger } = args;
  let summary;
  try {
    summary = await runIngest({ db: context.db, env: context.env, trigger, source });
  } catch (error) {
    // runIngest reports source failures in its summary; what lands here is our own side failing. D1
    // down or silent is an outage, not our bug: rethrown, the route wrapper (answerDatabaseFaultsWith503)
    // answers 503 with Retry-After, as every other route does.
    if (isDatabaseUnavailable(error)) throw error;
    log.error("admin refresh failed", { request: context.cloudflare.request, trigger, error });
    return {
      ok: false,
      status: 500,
      message: "The refresh could not run because of an error on our side. It has been logged; please try again later.",
      results: {},
    };
  }
  const message = summary.ok ? `${REFRESH_SUCCESS[summary.source]}. ${summary.message}` : summary.message;
  await recordAudit(context.db, {
    actor: admin.actor,
    action: "refresh",
    entity: "ingest_run",
    entityId: summary.results.run ?? null,
    after: { trigger, source: summary.source, ok: summary.ok, message, results: summary.results },
  });
  await context.drawsChanged(summary.changed);
  // 502: the results source (the upstream) failed us for at least one game.
  return { ok: summary.ok, status: summary.ok ? 200 : 502, message, results: summary.results };
}
