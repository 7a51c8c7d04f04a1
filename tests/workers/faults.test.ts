/**
 * D1 failing or silent while a page renders: the Worker's own `fetch` (workers/app.ts, the real build)
 * with the real bindings except DB, which is a fake that fails every call or never answers. Every page
 * that reads D1 answers 503 with Retry-After and the root ErrorBoundary's friendly text, every API route
 * and feed 503 JSON `{ "error" }`; nothing shows a stack trace or the database's message; pages that do
 * not read D1 keep working. Plus the wrapper's own rules (app/db/resilient-d1.server.ts).
 *
 * The ingest side of faults is tested elsewhere: the source failing mid-ingest leaves D1 as it was
 * (ingest-broken.test.ts), and two ingests at once write each draw once (ingest.test.ts).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { summaries } from "~/content/articles.server";
import {
  D1_TIMEOUT_MS,
  D1_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  resilientD1,
  RETRY_AFTER_SECONDS,
} from "~/db/resilient-d1.server";
import { parseEnv } from "~/http/env.server";
import { FORM_MIN_FILL_MS } from "~/input/honeypot.server";
import { SITE_PAGES } from "~/site/site-pages";
import { env } from "./test-env";

const ORIGIN = "https://faults.test";
const OUTAGE = "D1_ERROR: Network connection lost.";

type Behaviour = () => Promise<never>;
const failing: Behaviour = () => Promise.reject(new Error(OUTAGE));
const silent: Behaviour = () => new Promise<never>(() => {});

/** A D1 binding (and session) every call of which fails or never settles. */
function brokenD1(behaviour: Behaviour): D1Database {
  const statement = { bind: () => statement, first: behaviour, all: behaviour, run: behaviour, raw: behaviour };
  const db = { prepare: () => statement, batch: behaviour, exec: behaviour, dump: behaviour, withSession: () => db };
  return db as unknown as D1Database;
}

/**
 * The Worker with that DB and every other binding real. The edge cache is off (EDGE_CACHE_TTL 0), so a
 * page cached by another request cannot stand in for the render under test.
 */
async function fetchWith(db: D1Database, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, init) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, DB: db, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, body: await res.text() };
}

/** Pages that read D1: every results page, the article pages (their data tokens) and About. */
const D1_PAGES = [
  ...SITE_PAGES.filter((page) => page.kind === "results")
    .map((page) => page.path)
    .filter((path) => path !== "/check-numbers"),
  "/check-numbers?game=lotto&numbers=1+2+3+4+5+6",
  "/history?game=lotto&date=2026-11-18",
  "/about",
  `/blog/${summaries()[0]!.slug}`,
];
/** Pages that never touch D1 keep answering during an outage. */
const NO_D1_PAGES = [
  "/check-numbers",
  "/how-to-play",
  "/blog",
  "/contact-us",
  "/responsible-gaming",
  "/privacy-policy",
  "/terms-of-service",
];
const D1_MACHINE_ROUTES = [
  "/api/results/latest",
  "/api/next-draw",
  "/api/results/history",
  "/api/results/history?gameType=lotto&limit=3",
  "/api/hot-numbers/lotto",
  "/api/hot-numbers/powerball",
  "/api/hot-numbers?gameType=daily-lotto",
  "/sitemap.xml",
  "/rss/results.xml",
];

/** What must never reach a visitor: the database's words, Drizzle's SQL, a stack frame. */
const LEAKS = [
  /D1_ERROR/,
  /Network connection lost/,
  /DrizzleQueryError/,
  /Failed query/,
  /from "(draws|prize_divisions|contact_messages)"/,
  /\n\s+at \S+ \(/,
  /\.ts:\d+:\d+/,
  /Unexpected Server Error/,
];

function expectFriendlyPage(path: string, res: Response, body: string) {
  expect(res.status, path).toBe(503);
  expect(res.headers.get("Retry-After"), path).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.headers.get("Content-Type"), path).toMatch(/^text\/html/);
  expect(res.headers.get("Content-Security-Policy"), path).toMatch(/script-src 'self' 'nonce-/);
  expect(body, path).toContain("Results are briefly unavailable");
  expect(body, path).toContain("We could not reach our results database just now. Please try again in a minute.");
  for (const leak of LEAKS) expect(body, `${path} shows ${leak}`).not.toMatch(leak);
}

function expectJson503(path: string, res: Response, body: string) {
  expect(res.status, path).toBe(503);
  expect(res.headers.get("Retry-After"), path).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.headers.get("Content-Type"), path).toMatch(/^application\/json/);
  expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
  expect(res.headers.get("Cache-Control"), path).toBe("no-store");
  expect(JSON.parse(body), path).toEqual({ error: D1_UNAVAILABLE_MESSAGE });
}

async function adminCookie() {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  // The session row goes into the real D1; the request then meets the failing one.
  return (await startSession(getDb(env.DB), config)).split(";")[0]!;
}

// The wrapper logs each failure it turns into a 503 (the cause, for the operator); keep the output quiet.
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("D1 failing during a render", () => {
  it.each(D1_PAGES)("%s answers the friendly 503 page with Retry-After, no stack, no database message", async (path) => {
    const { res, body } = await fetchWith(brokenD1(failing), path);
    expectFriendlyPage(path, res, body);
    // The operator still learns what happened.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(OUTAGE));
  });

  it.each(D1_MACHINE_ROUTES)("%s answers 503 JSON { error } with Retry-After", async (path) => {
    const { res, body } = await fetchWith(brokenD1(failing), path);
    expectJson503(path, res, body);
  });

  it("a client-side navigation's data request answers 503 too", async () => {
    const { res } = await fetchWith(brokenD1(failing), "/lotto-history.data");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
  });

  it.each(NO_D1_PAGES)("%s does not need D1 and still answers 200", async (path) => {
    const { res, body } = await fetchWith(brokenD1(failing), path);
    expect(res.status, path).toBe(200);
    expect(body).not.toContain("briefly unavailable");
  });

  it("the signed-in admin page answers the friendly 503 page", async () => {
    const { res, body } = await fetchWith(brokenD1(failing), "/admin", { headers: { Cookie: await adminCookie() } });
    expectFriendlyPage("/admin", res, body);
  });

  it("the refresh API answers 503 JSON with Retry-After, not a 500", async () => {
    const { res, body } = await fetchWith(brokenD1(failing), "/api/refresh-google-data", {
      method: "POST",
      headers: { Authorization: `Bearer ${parseEnv(env).ADMIN_API_TOKEN}`, "CF-Connecting-IP": "2001:db8:fa:2::1" },
    });
    expectJson503("POST /api/refresh-google-data", res, body);
  });

  it("a contact message that cannot be stored answers the friendly 503 page, not a false 'sent'", async () => {
    // The page (no D1) renders the honeypot's encrypted timestamp, as a browser would receive it.
    const page = (await fetchWith(brokenD1(failing), "/contact-us")).body;
    const validFrom = /<input[^>]*name="from__confirm"[^>]*value="([^"]+)"/.exec(page)?.[1];
    expect(validFrom).toBeTruthy();
    // Sent at a person's pace: a form posted sooner after rendering is taken for a bot's.
    await new Promise((resolve) => setTimeout(resolve, FORM_MIN_FILL_MS));
    const form = new URLSearchParams({
      name__confirm: "",
      from__confirm: validFrom!,
      name: "Thandi Mokoena",
      email: "thandi@example.com",
      subject: "A question",
      category: "general",
      message: "When is the next PowerBall draw?",
    });
    const { res, body } = await fetchWith(brokenD1(failing), "/contact-us", {
      method: "POST",
      body: form,
      headers: { "CF-Connecting-IP": "2001:db8:fa:1::1" },
    });
    expectFriendlyPage("POST /contact-us", res, body);
    expect(body).not.toContain("Message Sent Successfully");
  });
});

describe("D1 not answering at all", () => {
  it(
    "every page and API route that reads D1 gives up after the timeout with the same 503s",
    async () => {
      const started = Date.now();
      const pages = await Promise.all(D1_PAGES.map(async (path) => ({ path, ...(await fetchWith(brokenD1(silent), path)) })));
      const machines = await Promise.all(D1_MACHINE_ROUTES.map(async (path) => ({ path, ...(await fetchWith(brokenD1(silent), path)) })));
      for (const { path, res, body } of pages) expectFriendlyPage(path, res, body);
      for (const { path, res, body } of machines) expectJson503(path, res, body);
      // Each request waited for one timeout (they ran side by side), not forever.
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(D1_TIMEOUT_MS);
      expect(elapsed).toBeLessThan(4 * D1_TIMEOUT_MS);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(`no answer within ${D1_TIMEOUT_MS} ms`));
    },
    8 * D1_TIMEOUT_MS,
  );
});

describe("the wrapper (app/db/resilient-d1.server.ts)", () => {
  it("passes healthy answers through, and a batch of its own statements reaches D1 as D1's", async () => {
    const db = resilientD1(env.DB);
    expect(await db.prepare("SELECT ? AS n").bind(7).first("n")).toBe(7);
    expect(await db.prepare("SELECT 1 AS one").first()).toEqual({ one: 1 });
    const [a, b] = await db.batch<{ n: number }>([db.prepare("SELECT 1 AS n"), db.prepare("SELECT ? AS n").bind(2)]);
    expect([a!.results, b!.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it("passes a constraint error on unchanged: a refused statement is not an outage", async () => {
    const db = resilientD1(env.DB);
    await db.exec("CREATE TABLE IF NOT EXISTS fault_probe (id INTEGER PRIMARY KEY)");
    await db.prepare("INSERT OR IGNORE INTO fault_probe (id) VALUES (1)").run();
    const refused = await db
      .prepare("INSERT INTO fault_probe (id) VALUES (1)")
      .run()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(String((refused as Error).message)).toMatch(/UNIQUE constraint failed/);
    await db.exec("DROP TABLE fault_probe");
  });

  it("turns an outage into DatabaseUnavailableError, also when wrapped in another error's cause", async () => {
    const error = await resilientD1(brokenD1(failing))
      .prepare("SELECT 1")
      .all()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(new Error("Failed query: SELECT 1", { cause: error }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("something else"))).toBe(false);
    // The class exists once in the Worker (tests/unit/one-bundle.test.ts), so it is recognised by class:
    // an error that only borrows its name is not one of ours.
    const lookalike = Object.assign(new Error("database unavailable: x"), { name: "DatabaseUnavailableError" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: lookalike }))).toBe(false);
  });
});
