/**
 * An admin change made while a page is being rendered is never served from the cache afterwards (issue
 * 21 §1). The render read the draw before the change; the admin's purge runs while it is still under way;
 * that render must answer its own request but not fill the cache, so the next visitor sees the change.
 * Everything goes through the one Worker (its edge cache and its admin routes), with D1 held back by a
 * gate so the render is provably under way when the admin saves.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import { purgeResults } from "~/edge/edge-cache.server";
import { clearDraws } from "./seed";
import { env } from "./test-env";

const HOST = "stale.test";
const ORIGIN = `https://${HOST}`;
const PAGE = "/results/lotto/2026-10-31";
const LOTTO = {
  game: "lotto",
  drawDate: "2026-10-31",
  drawNumber: "2723",
  numbers: "5 12 19 27 38 44",
  bonus: "21",
  jackpot: "14000000",
  nextJackpot: "16000000",
  rollover: "yes",
};

/** D1 whose batches, once armed, hold their results until released: a render stopped mid-way. */
function gatedD1(real: D1Database) {
  let armed = false;
  let reached!: () => void;
  let release!: () => void;
  const reachedGate = new Promise<void>((resolve) => (reached = resolve));
  const opened = new Promise<void>((resolve) => (release = resolve));
  const db: D1Database = new Proxy(real, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const result = await target.batch(statements);
          if (armed) {
            reached();
            await opened;
          }
          return result;
        };
      }
      if (property === "withSession") return () => db;
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, arm: () => (armed = true), reachedGate, release };
}

async function send(path: string, init: RequestInit = {}, db: D1Database = env.DB) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, init) as Parameters<typeof worker.fetch>[0];
  const response = await worker.fetch(request, { ...env, DB: db }, ctx);
  return { response, settled: () => waitOnExecutionContext(ctx) };
}

let cookie = "";
async function adminSave(fields: Record<string, string>) {
  const headers = { Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": "198.18.3.1", Cookie: cookie };
  const { response, settled } = await send("/admin", {
    method: "POST",
    body: new URLSearchParams({ intent: "save-draw", ...fields }),
    headers,
    redirect: "manual",
  });
  await response.text();
  await settled();
  expect(response.status).toBeLessThan(400);
}

const visit = (db?: D1Database) => send(PAGE, { headers: { Host: HOST } }, db);

beforeAll(async () => {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  cookie = (await startSession(getDb(env.DB), config)).split(";")[0]!;
  await clearDraws();
  await adminSave({ ...LOTTO, div2Winners: "2", div2Payout: "55000" });
  // The save rendered the page back into the cache: gone again, so the next visit renders it.
  await purgeResults(parseEnv(env).SITE_URL, [PAGE]);
});

describe("a render under way during an admin change", () => {
  it("answers its own request, but the next visitor gets the changed page, never the stale render", async () => {
    const gate = gatedD1(env.DB);
    gate.arm();
    const during = visit(gate.db);
    await gate.reachedGate; // the render has read the draw as it was, and waits

    await adminSave({ ...LOTTO, div2Winners: "3", div2Payout: "99000" });

    gate.release();
    const stale = await during;
    expect(await stale.response.text()).toContain("55,000");
    await stale.settled(); // anything it would store is stored by now

    // The save's own warm-up rendered the page after its purge; the stale render, finished later, did
    // not replace it.
    const next = await visit();
    const html = await next.response.text();
    expect(html).toContain("99,000");
    expect(html).not.toContain("55,000");
    await next.settled();
    // From here the page is cached as usual, with the change.
    const after = await visit();
    expect(after.response.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await after.response.text()).toContain("99,000");
  });
});
