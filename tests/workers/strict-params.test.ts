/**
 * Ids and integers from forms, paths and queries are decimal digits only (app/input/decimal-integer.ts),
 * and a value the site does not know is never repeated on a page. Through the whole Worker (SELF.fetch).
 * Before: `intent=delete-draw&id=0x10` deleted draw 16 (`z.coerce.number` reads hex, exponents and
 * blanks), and `/history?game=<any text>` showed that text on the page.
 */
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { parseDecimal } from "~/input/decimal-integer";
import { parseEnv } from "~/http/env.server";
import { env } from "./test-env";

const HOST = "strict.test";
const ORIGIN = `https://${HOST}`;

/** Not decimal digits, though `Number()` or `z.coerce.number()` would read most of them as 16 or 10. */
const NOT_DIGITS = [
  "0x10",
  "1e1",
  " 16",
  "16 ",
  "+16",
  "16.0",
  "1_6",
  "0b10000",
  "0o20",
  "",
  " ",
  "１６",
  "Infinity",
  "-16",
  "9".repeat(20),
];

let cookie = "";
const headers = () => ({ Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.16", Cookie: cookie });
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "").replace(/&quot;/g, '"');

async function post(fields: Record<string, string>) {
  const res = await SELF.fetch(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: headers(),
    redirect: "manual",
  });
  return { res, html: await text(res) };
}

const count = async (table: string, id: number) =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`).bind(id).first<number>("n");

beforeEach(async () => {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  cookie = (await startSession(getDb(env.DB), config)).split(";")[0]!;
  await env.DB.batch([
    env.DB.prepare("DELETE FROM draws"),
    env.DB.prepare("DELETE FROM contact_messages"),
    env.DB.prepare("DELETE FROM admin_audit"),
  ]);
  // Rows 10 and 16: what "1e1" and "0x10" would reach if they were read as numbers.
  const draw = env.DB.prepare(
    "INSERT INTO draws (id, game, draw_date, numbers, source) VALUES (?, 'daily-lotto', ?, '[1,2,3,4,5]', 'test')",
  );
  const message = env.DB.prepare(
    "INSERT INTO contact_messages (id, name, email, subject, message) VALUES (?, 'A Person', 'person@example.com', ?, 'words')",
  );
  await env.DB.batch([
    draw.bind(10, "2026-10-10"),
    draw.bind(16, "2026-10-16"),
    message.bind(10, "Message ten"),
    message.bind(16, "Message sixteen"),
  ]);
});

describe("the shared parser", () => {
  it("reads decimal digits and nothing else", () => {
    expect(parseDecimal("16")).toBe(16);
    expect(parseDecimal("016")).toBe(16);
    for (const value of NOT_DIGITS) expect(parseDecimal(value), JSON.stringify(value)).toBeNull();
  });
});

describe("admin posts", () => {
  it.each(NOT_DIGITS)("delete-draw with id %j deletes nothing and says why", async (id) => {
    const { res, html } = await post({ intent: "delete-draw", id });
    expect(res.status).toBe(400);
    expect(html).toContain("Nothing was deleted. A row is chosen by its number, written in digits only (such as 16).");
    expect(await count("draws", 16)).toBe(1);
    expect(await count("draws", 10)).toBe(1);
  });

  it.each(["0x10", "1e1", " 16"])("delete-message and message-status with id %j change nothing", async (id) => {
    expect((await post({ intent: "delete-message", id })).res.status).toBe(400);
    const marked = await post({ intent: "message-status", id, status: "handled" });
    expect(marked.res.status).toBe(400);
    expect(marked.html).toContain("Nothing was changed. A row is chosen by its number");
    expect(await count("contact_messages", 16)).toBe(1);
    const statuses = await env.DB.prepare("SELECT DISTINCT status FROM contact_messages").all();
    expect(statuses.results).toEqual([{ status: "new" }]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM admin_audit").first("n")).toBe(0);
  });

  it("the id in digits still works", async () => {
    expect((await post({ intent: "delete-draw", id: "16" })).res.status).toBe(200);
    expect(await count("draws", 16)).toBe(0);
  });
});

describe("admin links", () => {
  it.each([
    ["edit", "0x10"],
    ["delete", "1e1"],
    ["deleteMessage", " 16"],
  ])("?%s=%s names no row: the page says so and opens nothing", async (name, value) => {
    const res = await SELF.fetch(`${ORIGIN}/admin?${new URLSearchParams({ [name]: value })}`, { headers: headers() });
    const html = await text(res);
    expect(res.status).toBe(200);
    expect(html).toContain("That link does not name a row. A row is chosen by its number, written in digits only (such as 16).");
    expect(html).not.toContain('id="confirm-delete"');
    expect(html).not.toMatch(/Editing the/);
  });
});

describe("the JSON API's limit", () => {
  it.each(["0x10", "1e1", " 16", "16.0", "+16"])("limit=%s is 400 with the rule", async (limit) => {
    const res = await SELF.fetch(`${ORIGIN}/api/results/history?${new URLSearchParams({ limit })}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "limit must be a whole number from 1 to 500." });
  });
});

describe("a value the page does not know is not repeated on it", () => {
  const NOTICE = "Official notice: this site is closed, call 0800 000 000";

  it.each(["/history", "/lotto-history", "/powerball-history"])("%s?game=<text> says 'Unknown game' without the text", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}?${new URLSearchParams({ game: NOTICE })}`);
    const html = await text(res);
    expect(res.status).toBe(200);
    expect(html).toContain("Unknown game: this page shows");
    expect(html).not.toContain("Official notice");
    expect(html).not.toContain("0800 000 000");
  });

  it("nor does a date that is not a date", async () => {
    const res = await SELF.fetch(`${ORIGIN}/history?${new URLSearchParams({ from: NOTICE, to: NOTICE, date: NOTICE })}`);
    const html = await text(res);
    expect(html).toContain("The from date is not a date in the form dd/mm/yyyy, so it was ignored.");
    expect(html).not.toContain("Official notice");
  });
});
