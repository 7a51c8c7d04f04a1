/**
 * Stored XSS: what visitors (and the results source) can put into D1 is shown escaped in the admin.
 *
 * - A contact message with script in every text field, sent through the real contact form (honeypot
 *   fields from the page, a fresh client address), then read in the signed-in admin: the list, the
 *   delete confirmation and the notice after marking it read.
 * - A manually entered draw with script in every field, through the admin's real save action: the form's
 *   validation refuses it (a draw has no free-text field), and the values shown back are escaped. The
 *   admin's query parameters (?draws, ?edit, ?delete) with script are ignored or escaped too.
 * - An ingest run whose error line carries script (what a hostile results source could make us record).
 *
 * The raw payloads must appear nowhere in the HTML; their escaped forms must appear where they are shown.
 * Remix's hydration data is checked by the same rule (it escapes `<` inside scripts).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { FORM_MIN_FILL_MS } from "~/input/honeypot.server";
import { parseEnv } from "~/http/env.server";
import { clearDraws } from "./seed";
import { env } from "./test-env";

const HOST = "xss.test";
const ORIGIN = `https://${HOST}`;

/** One payload per field, each naming its field, so an unescaped one says where it came from. */
const CONTACT = {
  name: `<script>alert("name")</script>`,
  // The email format allows an apostrophe, so that is what an address can carry into an attribute.
  email: `o'neil'+x@example.com`,
  subject: `"><img src=x onerror=alert('subject')>`,
  message: `</textarea></p><script>alert('message')</script><svg onload=alert('svg')>javascript:alert('link')`,
};
const RAW = [
  /<script>alert\(/,
  /<img src=x/,
  /<svg onload/,
  /<\/textarea><\/p>/,
  /(?:href|src)="javascript:/i,
  /onerror=alert\('subject'\)>/,
];

function expectNoRawScript(html: string) {
  for (const pattern of RAW) expect(html).not.toMatch(pattern);
}

let cookie = "";
beforeAll(async () => {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  cookie = (await startSession(getDb(env.DB), config)).split(";")[0]!;
  await clearDraws();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM contact_messages"),
    env.DB.prepare("DELETE FROM admin_audit"),
    env.DB.prepare("DELETE FROM ingest_runs"),
  ]);
});

const adminHeaders = () => ({ Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.77", Cookie: cookie });
const adminPage = async (query = "") => (await SELF.fetch(`${ORIGIN}/admin${query}`, { headers: adminHeaders() })).text();
const adminPost = (fields: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}/admin`, { method: "POST", body: new URLSearchParams(fields), headers: adminHeaders(), redirect: "manual" });

describe("a contact message with script in every text field", () => {
  let id = 0;

  beforeAll(async () => {
    const client = "2001:db8:5c:1::1";
    const page = await (await SELF.fetch(`${ORIGIN}/contact-us`, { headers: { "CF-Connecting-IP": client } })).text();
    const validFrom = /<input[^>]*name="from__confirm"[^>]*value="([^"]+)"/.exec(page)?.[1];
    if (!validFrom) throw new Error("the contact page rendered no honeypot timestamp");
    // Sent at a person's pace: a form posted sooner after rendering is taken for a bot's.
    await new Promise((resolve) => setTimeout(resolve, FORM_MIN_FILL_MS));
    const res = await SELF.fetch(`${ORIGIN}/contact-us`, {
      method: "POST",
      body: new URLSearchParams({ name__confirm: "", from__confirm: validFrom, ...CONTACT, category: "feedback" }),
      headers: { Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": client },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message Sent Successfully");
    const row = await env.DB.prepare("SELECT id, name, email, subject, message FROM contact_messages").first<
      { id: number } & typeof CONTACT
    >();
    // Stored exactly as sent: escaping is the renderer's job, not the database's.
    expect(row).toEqual({ id: expect.any(Number), ...CONTACT });
    id = row!.id;
  });

  it("is listed escaped in the admin: every field shown as text, none as markup", async () => {
    const html = await adminPage();
    expect(html).toContain("Contact messages");
    expectNoRawScript(html);
    expect(html).toContain("&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(&#x27;subject&#x27;)&gt;");
    expect(html).toContain(
      "&lt;/textarea&gt;&lt;/p&gt;&lt;script&gt;alert(&#x27;message&#x27;)&lt;/script&gt;&lt;svg onload=alert(&#x27;svg&#x27;)&gt;",
    );
    expect(html).toContain(`href="mailto:o&#x27;neil&#x27;+x@example.com"`);
  });

  it("is escaped in the delete confirmation, which quotes its subject and sender", async () => {
    const html = await adminPage(`?deleteMessage=${id}`);
    expect(html).toContain('id="confirm-delete-question"');
    expectNoRawScript(html);
    expect(html).toMatch(
      /Delete the message &quot;&quot;&gt;&lt;img src=x onerror=alert\(&#x27;subject&#x27;\)&gt;&quot; from &lt;script&gt;/,
    );
  });

  it("is escaped in the notice after marking it read, which quotes its subject", async () => {
    const res = await adminPost({ intent: "message-status", id: String(id), status: "read" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Marked the message");
    expectNoRawScript(html);
  });
});

describe("a manually entered draw with script in every field", () => {
  const SCRIPT = (field: string) => `<script>alert('${field}')</script>`;
  const fields = [
    "game",
    "drawDate",
    "drawNumber",
    "numbers",
    "bonus",
    "jackpot",
    "nextJackpot",
    "rollover",
    "rolloverAmount",
    "div1Winners",
    "div1Payout",
  ];

  it("is refused by validation, nothing is stored, and what was typed comes back escaped", async () => {
    const res = await adminPost({ intent: "save-draw", ...Object.fromEntries(fields.map((field) => [field, SCRIPT(field)])) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expectNoRawScript(html);
    // The free-typed fields are shown back as values (the game and rollover are lists, reset to a choice).
    for (const field of ["drawNumber", "numbers", "bonus", "jackpot", "nextJackpot", "rolloverAmount", "div1Winners", "div1Payout"]) {
      expect(html, field).toContain(`value="&lt;script&gt;alert(&#x27;${field}&#x27;)&lt;/script&gt;"`);
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM draws").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM admin_audit WHERE action LIKE 'draw%'").first("n")).toBe(0);
  });

  it("the admin's own query parameters with script are ignored or escaped", async () => {
    const query = `?draws=${encodeURIComponent(SCRIPT("draws"))}&edit=${encodeURIComponent(SCRIPT("edit"))}&delete=${encodeURIComponent('1"><script>alert(1)</script>')}`;
    const html = await adminPage(query);
    expect(html).toContain("Manual Entry");
    expectNoRawScript(html);
  });
});

describe("an ingest run whose error carries script (a hostile results source)", () => {
  it("is shown escaped in System Status", async () => {
    const error = `lotto: bad payload <script>alert('source')</script><img src=x onerror=alert(1)>`;
    await env.DB.prepare(
      "INSERT INTO ingest_runs (started_at, finished_at, trigger, source, outcome, error, details) VALUES (?, ?, 'cron', 'official', 'failed', ?, ?)",
    )
      .bind(
        "2026-11-21T19:30:00.000Z",
        "2026-11-21T19:30:05.000Z",
        error,
        JSON.stringify({ durationMs: 5000, games: { lotto: { error } } }),
      )
      .run();
    const html = await adminPage();
    expect(html).toContain("System Status");
    expect(html).toContain("&lt;script&gt;alert(&#x27;source&#x27;)&lt;/script&gt;");
    expectNoRawScript(html);
  });
});
