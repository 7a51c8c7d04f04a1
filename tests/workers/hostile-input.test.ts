/**
 * Hostile input, property-based (fast-check), through the whole Worker (SELF.fetch): generated query
 * strings, paths, headers and form bodies at every page, feed and API endpoint. For every answer:
 *
 * - never a 5xx;
 * - an HTML answer never carries a generated marker as markup (`<zq…`), breaks out of an attribute
 *   (`" zqattr=`) or lands in a `javascript:` URL; what the page shows back is escaped;
 * - an answer under /api is never HTML;
 * - a header is never reflected into a page at all (a page cached at the edge must not carry one
 *   visitor's header to the next).
 *
 * And afterwards the data is exactly as before: draws, prize divisions, contact messages, the admin
 * audit and the ingest runs (a generated contact post is dropped by the honeypot or refused by
 * validation; every admin post is refused without a session).
 *
 * Runs are bounded (NUM_RUNS) so the file finishes in well under a minute; a failure prints the seed and
 * the shrunk counterexample, which `fc.assert(..., { seed, path })` replays.
 */
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { summaries } from "~/content/articles.server";
import { GAME_IDS } from "~/rules/games";
import { SITE_PAGES } from "~/site/site-pages";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";
import { canonicalPath } from "~/edge/cache-key.server";

const ORIGIN = "https://hostile.test";
const NUM_RUNS = { query: 150, path: 100, headers: 100, body: 120 };
/** Each property's own budget (a run takes about 10-40 ms). */
const TIMEOUT_MS = 40_000;

const PAGES = [...SITE_PAGES.map((page) => page.path), `/blog/${summaries()[0]!.slug}`, "/admin", "/no-such-page"];
const FEEDS = ["/sitemap.xml", "/rss/results.xml", "/rss/blog.xml", "/robots.txt"];
const API = [
  "/api/results/latest",
  "/api/next-draw",
  "/api/results/history",
  "/api/hot-numbers",
  ...GAME_IDS.map((game) => `/api/hot-numbers/${game}`),
  "/api/refresh-google-data",
];
const EVERY_ROUTE = [...PAGES, ...FEEDS, ...API];
/** The routes that take posts, and a few that do not (the guard answers those 405). */
const POST_TARGETS = [
  "/contact-us",
  "/admin",
  "/api/refresh-google-data",
  "/contact-us.data",
  "/admin.data",
  "/",
  "/lotto-history",
  "/api/results/latest",
];

/** Payloads that would be visible in the HTML if a value were echoed unescaped. */
const MARKERS = [
  "<zq1>",
  '"><zq2 x=1>',
  "'><zq3>",
  "</script><zq4>",
  "<script>zq5()</script>",
  "javascript:zq6()",
  'zq7" zqattr="1',
  "<img src=x onerror=zq8()>",
  "%3Czq9%3E",
  "<!--zq10-->",
  "<svg/onload=zq11()>",
  "\u2028<zq12>",
  "&lt;zq13&gt;<zq14>",
];
const ODD = [
  "",
  " ",
  "%",
  "%%",
  "%ZZ",
  "%E0%A4%A",
  "\u0000",
  "..",
  "../../etc/passwd",
  "' OR 1=1 --",
  "1e400",
  "-1",
  "0x1F",
  "NaN",
  "9".repeat(40),
  "𝕏🎰",
  "\u202Eevil",
  "a".repeat(3000),
];
const KNOWN_KEYS = [
  "game",
  "gameType",
  "limit",
  "date",
  "from",
  "to",
  "expanded",
  "numbers",
  "powerball",
  "tab",
  "page",
  "edit",
  "delete",
  "deleteMessage",
  "draws",
  "source",
  "index",
  "_data",
  "q",
  "slug",
];

const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...MARKERS) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...MARKERS, ...GAME_IDS, "2026-11-18"), fc.string({ maxLength: 8 })).map(([a, b]) => a + b),
  },
);
const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KNOWN_KEYS) }, { weight: 1, arbitrary: hostile });

/** A query string: properly encoded, or raw as a hand-written URL might be. */
const query = fc.oneof(
  fc.array(fc.tuple(key, hostile), { maxLength: 5 }).map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
  fc.array(fc.tuple(key, hostile), { maxLength: 4 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`),
);

const pathSegment = fc.oneof(hostile.map(encodeURIComponent), hostile, fc.constantFrom(".data", "index", "_root.data", "%2F", "%00"));
const path = fc
  .tuple(fc.constantFrom(...EVERY_ROUTE, "", "/blog", "/api"), fc.array(pathSegment, { minLength: 1, maxLength: 3 }))
  .map(([base, segments]) => `${base}/${segments.join("/")}`);

/** Header values must be byte strings without line breaks: what an HTTP client can actually send. */
const headerValue = hostile.map((value) => value.replace(/[^\x20-\x7e\x80-\xff]/g, "").slice(0, 2000));
const HEADER_NAMES = [
  "Cookie",
  "Accept",
  "Accept-Language",
  "Accept-Encoding",
  "User-Agent",
  "CF-Connecting-IP",
  "Origin",
  "Referer",
  "Sec-Fetch-Site",
  "X-Forwarded-For",
  "X-Forwarded-Host",
  "X-Forwarded-Proto",
  "Range",
  "If-None-Match",
  "If-Modified-Since",
  "Content-Type",
  "Authorization",
];
const headerPair = fc.oneof(
  fc.tuple(fc.constantFrom(...HEADER_NAMES), headerValue),
  // A forged admin session: a generated value and a well-formed but wrong signature. (A signature that is
  // not even base64 is the known bug pinned at the end of this file.)
  fc.tuple(
    fc.constant("Cookie"),
    fc
      .tuple(headerValue, fc.base64String({ minLength: 4, maxLength: 44 }))
      .map(([value, signature]) => `__Host-admin_session=${encodeURIComponent(value)}.${signature}`),
  ),
  fc.tuple(
    fc.constantFrom("Origin", "X-Forwarded-Host"),
    fc.constantFrom("https://evil.example", "null", "not a url", "", ORIGIN, "hostile.test", "evil.example"),
  ),
  fc.tuple(fc.constant("User-Agent"), fc.constantFrom("Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.0", "")),
  fc.tuple(
    fc.constant("Authorization"),
    headerValue.map((value) => `Bearer ${value}`),
  ),
  fc.tuple(fc.stringMatching(/^X-[A-Za-z0-9-]{1,12}$/), headerValue),
);
const headers = fc.array(headerPair, { maxLength: 5 });

/** A form post: the fields the routes read (and others), as a browser encodes them, or raw bytes. */
const FIELD_NAMES = [
  "intent",
  "password",
  "id",
  "status",
  "source",
  "name",
  "email",
  "subject",
  "category",
  "message",
  "name__confirm",
  "from__confirm",
  "game",
  "drawDate",
  "drawNumber",
  "numbers",
  "bonus",
  "jackpot",
  "div1Winners",
];
const INTENTS = ["sign-in", "sign-out", "refresh", "save-draw", "delete-draw", "message-status", "delete-message"];
const field = fc.tuple(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: hostile }),
  fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...INTENTS) }, { weight: 3, arbitrary: hostile }),
);
const body = fc.oneof(
  fc
    .array(field, { maxLength: 8 })
    .map((fields) => ({ body: new URLSearchParams(fields).toString(), type: "application/x-www-form-urlencoded" })),
  fc.array(field, { maxLength: 6 }).map((fields) => {
    const boundary = "----zqboundary";
    const parts = fields.map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
    );
    return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
  }),
  fc
    .tuple(
      hostile,
      fc.constantFrom(
        "application/json",
        "text/plain",
        "multipart/form-data",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=",
        "",
      ),
    )
    .map(([raw, type]) => ({ body: raw, type })),
);

/** The HTML's view of a value echoed back must be escaped: these only appear if it was not. */
const UNESCAPED = [/<zq\d/i, /(?<!\\)" zqattr=/, /(?:href|src|action)="\s*javascript:/i, /<img src=x/i, /<svg\/onload/i];

async function check(label: string, response: Response, pathname: string, reflected: string[] = []) {
  const text = await response.text();
  const type = response.headers.get("Content-Type") ?? "";
  expect(response.status, `${label}: status`).toBeLessThan(500);
  // `/api` itself is the API's documentation page; the calls are below it. Other spellings of `/api`
  // (`/api/`, `/API`) are redirected to it, and the fetch follows the redirect.
  if (canonicalPath(pathname).startsWith("/api/")) expect(type, `${label}: an API answer is never HTML`).not.toMatch(/html/i);
  if (/html/i.test(type)) {
    for (const pattern of UNESCAPED) expect(text, `${label}: ${pattern} in the HTML`).not.toMatch(pattern);
    for (const value of reflected) expect(text, `${label}: header value reflected into the page`).not.toContain(value);
  }
}

async function snapshot() {
  const tables = ["draws", "prize_divisions", "contact_messages", "admin_audit", "ingest_runs"];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const rows = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all()).results;
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(rows)));
      return [
        table,
        { count: rows.length, sha256: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("") },
      ] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      drawNumber: 2739,
      numbers: [2, 10, 16, 24, 32, 41],
      bonus: 33,
      jackpot: 5_000_000,
      nextJackpot: 9_500_000,
      divisions: [
        { division: 1, match: "6", winners: 0, payout: 0 },
        { division: 2, match: "5+bonus", winners: 3, payout: 85_000 },
      ],
    }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-18", numbers: [5, 8, 14, 38, 39, 44], bonus: 4 }),
    testDraw({ game: "powerball", drawDate: "2026-11-17", numbers: [6, 7, 10, 42, 44], bonus: 2, nextJackpot: 11_000_000 }),
    testDraw({ game: "daily-lotto", drawDate: "2026-11-19", numbers: [8, 17, 23, 26, 36] }),
  ]);
  await env.DB.prepare(
    "INSERT INTO contact_messages (name, email, subject, message) VALUES ('Existing Person', 'existing@example.com', 'Existing subject', 'Existing words')",
  ).run();
  before = await snapshot();
  // Refused posts are logged (honeypot drops, Remix's refusals); keep the run's output readable.
  for (const level of ["warn", "error", "log"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});

afterAll(() => vi.restoreAllMocks());

describe("hostile input at every route (property-based)", () => {
  it(
    "query strings",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...EVERY_ROUTE), query, async (route, search) => {
          const url = new URL(`${ORIGIN}${route}${search}`);
          await check(`GET ${url.pathname}${url.search}`, await SELF.fetch(url), url.pathname);
        }),
        { numRuns: NUM_RUNS.query },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "paths",
    async () => {
      await fc.assert(
        fc.asyncProperty(path, async (generated) => {
          const url = new URL(`${ORIGIN}${generated}`);
          await check(`GET ${url.pathname}`, await SELF.fetch(url), url.pathname);
        }),
        { numRuns: NUM_RUNS.path },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "headers",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...EVERY_ROUTE), headers, async (route, pairs) => {
          const sent = new Headers();
          for (const [name, value] of pairs) sent.set(name, value);
          // A generated value long and odd enough to be recognised if a page printed it back.
          const reflected = pairs.map(([, value]) => value).filter((value) => value.length >= 12 && /zq/.test(value));
          await check(`GET ${route} ${JSON.stringify(pairs)}`, await SELF.fetch(`${ORIGIN}${route}`, { headers: sent }), route, reflected);
        }),
        { numRuns: NUM_RUNS.headers },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "form bodies",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...POST_TARGETS), body, headers, query, async (target, { body: content, type }, pairs, search) => {
          const sent = new Headers();
          for (const [name, value] of pairs) sent.set(name, value);
          if (type) sent.set("Content-Type", type);
          const url = new URL(`${ORIGIN}${target}${search}`);
          const res = await SELF.fetch(url, { method: "POST", body: content, headers: sent, redirect: "manual" });
          await check(
            `POST ${url.pathname}${url.search} ${type} ${JSON.stringify(content).slice(0, 200)} ${JSON.stringify(pairs)}`,
            res,
            url.pathname,
          );
        }),
        { numRuns: NUM_RUNS.body },
      );
    },
    TIMEOUT_MS,
  );

  it("sees what it checks for: a page does show a generated value back, escaped", async () => {
    // Without an echo the markup check could never fail. Check My Numbers gives a person back what they
    // typed, in its field. (The history pages no longer repeat an unknown game: they say "Unknown game".)
    const html = await (await SELF.fetch(`${ORIGIN}/check-numbers?game=lotto&numbers=${encodeURIComponent('"><zq2 x=1>')}`)).text();
    expect(html).toContain("&quot;&gt;&lt;zq2 x=1&gt;");
    for (const pattern of UNESCAPED) expect(html).not.toMatch(pattern);
  });

  it("left the data exactly as it was", async () => {
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * A session cookie whose signature is not base64 makes Remix's cookie `unsign` throw (`atob`); the admin
 * must treat it as no session rather than answer 500.
 */
describe("a malformed admin session cookie", () => {
  it("is treated as no session: the admin answers the sign-in page, not a 500", async () => {
    const headers = { Cookie: "__Host-admin_session=<zq1>" };
    expect((await SELF.fetch(`${ORIGIN}/admin`, { headers })).status).toBe(200);
    // Posted as our own page posts (a post from anywhere else is refused 403 before the session is read).
    const post = await SELF.fetch(`${ORIGIN}/admin`, {
      method: "POST",
      body: new URLSearchParams({ intent: "delete-draw", id: "1" }),
      headers: { ...headers, "Sec-Fetch-Site": "same-origin" },
    });
    expect(post.status).toBe(401);
  });
});
