/**
 * Shared set-up of the ingest tests that run inside workerd (tests/workers/ingest*.test.ts): the real
 * D1, an environment pointed at a tenant of the fake source, and snapshots to prove "D1 unchanged".
 */
import { env as rawEnv } from "cloudflare:test";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import { runIngest, type IngestOptions } from "~/ingest/run-ingest.server";
import { fakeTenant, type FakeTenant } from "./control";

export const env = rawEnv as unknown as Env & { FAKE_SOURCE_URL: string };
export const db = () => getDb(env.DB);

/**
 * Short backoff so broken-source tests take milliseconds, not the production seconds. The timeout stays
 * generous: a loaded CI machine must not turn a slow loopback answer into a retry. The hang test sets
 * its own short timeout.
 */
export const TEST_HTTP = { timeoutMs: 5_000, retries: 2, backoffMs: 5 };

/** Saturday 21 Nov 2026, 22:00 SAST: after that night's draws. */
export const SATURDAY_NIGHT = new Date("2026-11-21T20:00:00Z");

export function tenant(name: string): FakeTenant {
  return fakeTenant(env.FAKE_SOURCE_URL, name);
}

export function appEnv(
  source: FakeTenant,
  secrets: { searchKey?: string; engineId?: string; resultszaKey?: string; braveKey?: string; searchProvider?: "google" | "brave" } = {},
) {
  return parseEnv({
    ...env,
    RESULTS_SOURCE_URL: source.officialUrl,
    SEARCH_PROVIDER: secrets.searchProvider ?? "google",
    SEARCH_API_URL: source.searchUrl,
    BRAVE_SEARCH_API_URL: source.braveSearchUrl,
    BRAVE_SEARCH_API_KEY: secrets.braveKey ?? "",
    RESULTSZA_API_URL: source.resultszaUrl,
    SEARCH_API_KEY: secrets.searchKey ?? "",
    SEARCH_ENGINE_ID: secrets.engineId ?? "",
    RESULTSZA_API_KEY: secrets.resultszaKey ?? "",
  });
}

export function ingest(source: FakeTenant, options: Partial<IngestOptions> = {}) {
  return runIngest({ db: db(), env: appEnv(source), trigger: "cli", now: () => SATURDAY_NIGHT, http: TEST_HTTP, ...options });
}

export async function clearAll(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM draw_disagreements"),
    env.DB.prepare("DELETE FROM draw_sources"),
    env.DB.prepare("DELETE FROM prize_divisions"),
    env.DB.prepare("DELETE FROM draws"),
    env.DB.prepare("DELETE FROM ingest_runs"),
  ]);
}

/** Every draw and division row, as stored (updated_at included: "unchanged" means untouched). */
export async function snapshot() {
  const draws = (await env.DB.prepare("SELECT * FROM draws ORDER BY game, draw_date").all()).results;
  const divisions = (await env.DB.prepare("SELECT * FROM prize_divisions ORDER BY draw_id, division").all()).results;
  return { draws, divisions };
}

export interface RunRecord {
  id: number;
  trigger: string;
  source: string;
  outcome: string;
  started_at: string;
  finished_at: string | null;
  draws_added: number;
  draws_updated: number;
  details: Record<string, unknown> & { games: Record<string, Record<string, unknown>>; durationMs: number };
  error: string | null;
  cursor: { backfill: { from: string; games: Record<string, { page: number; done: boolean }> } } | null;
}

export async function runs(): Promise<RunRecord[]> {
  const rows = (await env.DB.prepare("SELECT * FROM ingest_runs ORDER BY id").all<Record<string, unknown>>()).results;
  return rows.map((row) => ({
    ...row,
    details: row.details ? JSON.parse(row.details as string) : null,
    cursor: row.cursor ? JSON.parse(row.cursor as string) : null,
  })) as RunRecord[];
}

export async function drawRow(game: string, date: string) {
  return env.DB.prepare("SELECT * FROM draws WHERE game = ? AND draw_date = ?").bind(game, date).first<Record<string, unknown>>();
}

export async function divisionRows(game: string, date: string) {
  return (
    await env.DB.prepare(
      "SELECT p.division, p.match, p.winners, p.payout FROM prize_divisions p JOIN draws d ON d.id = p.draw_id WHERE d.game = ? AND d.draw_date = ? ORDER BY p.division",
    )
      .bind(game, date)
      .all()
  ).results;
}
