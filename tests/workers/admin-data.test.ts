/**
 * The admin's changes to data, as the browser posts them (plain form bodies through the whole Worker):
 * Manual Entry validated against the rules of the draw's era with each message beside its field, saved
 * with the ingest's upsert; deleting a draw with its divisions after a confirmation page; contact messages
 * marked and deleted; and an audit row with before/after for every change. All figures invented.
 */
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { getDb } from "~/db/client.server";
import { parseEnv } from "~/http/env.server";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const HOST = "data.test";
const ORIGIN = `https://${HOST}`;
const CLIENT = "198.18.2.7";
const ACTOR = `admin (${CLIENT})`;

let cookie = "";
async function sessionCookie() {
  const config = adminAuthConfig(parseEnv(env));
  if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
  return (await startSession(getDb(env.DB), config)).split(";")[0]!;
}

const headers = () => ({ Host: HOST, Origin: ORIGIN, "CF-Connecting-IP": CLIENT, Cookie: cookie });

/** The page's HTML without the comments React puts between adjacent text nodes. */
const textOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

async function post(fields: Record<string, string>) {
  const res = await SELF.fetch(`${ORIGIN}/admin`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: headers(),
    redirect: "manual",
  });
  return { res, html: await textOf(res) };
}

async function page(query = "") {
  const res = await SELF.fetch(`${ORIGIN}/admin${query}`, { headers: headers() });
  return { res, html: await textOf(res) };
}

/** An input's value as rendered (React writes `value` after the other attributes). */
const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

const saveDraw = (fields: Record<string, string>) => post({ intent: "save-draw", ...fields });

/** The messages shown beside one field of Manual Entry (the element its input's aria-describedby names). */
function fieldMessages(html: string, field: string): string[] {
  const block = new RegExp(`<div id="draw-${field}-error"[^>]*>(.*?)</div>`).exec(html)?.[1] ?? "";
  return [...block.matchAll(/<p>(.*?)<\/p>/g)].map((m) => decode(m[1]!));
}
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

async function audit(action?: string) {
  const sql = `SELECT actor, action, entity, entity_id AS entityId, before, after FROM admin_audit${action ? " WHERE action = ?" : ""} ORDER BY id`;
  const statement = action ? env.DB.prepare(sql).bind(action) : env.DB.prepare(sql);
  return (await statement.all<Record<string, string | null>>()).results.map((row) => ({
    ...row,
    before: row.before ? JSON.parse(row.before) : null,
    after: row.after ? JSON.parse(row.after) : null,
  }));
}

async function storedDraw(game: string, date: string) {
  const row = await env.DB.prepare("SELECT * FROM draws WHERE game = ? AND draw_date = ?")
    .bind(game, date)
    .first<Record<string, unknown>>();
  if (!row) return null;
  const divisions = (
    await env.DB.prepare("SELECT division, match, winners, payout FROM prize_divisions WHERE draw_id = ? ORDER BY division")
      .bind(row.id)
      .all()
  ).results;
  return Object.assign(row, { divisions }) as Record<string, unknown> & { id: number; divisions: unknown[] };
}

async function tableRows() {
  return {
    draws: (await env.DB.prepare("SELECT * FROM draws ORDER BY id").all()).results,
    divisions: (await env.DB.prepare("SELECT * FROM prize_divisions ORDER BY id").all()).results,
    audit: (await env.DB.prepare("SELECT * FROM admin_audit ORDER BY id").all()).results,
  };
}

/** A valid Saturday Lotto draw of the current era (1-52, 8 divisions, 2+bonus before 3 from June 2026). */
const LOTTO = {
  game: "lotto",
  drawDate: "2026-10-31",
  drawNumber: "2723",
  numbers: "5 12 19 27 38 44",
  bonus: "21",
  jackpot: "R 14,000,000",
  nextJackpot: "16000000.50",
  rollover: "yes",
};

beforeEach(async () => {
  cookie = await sessionCookie();
  await clearDraws();
  await env.DB.batch([env.DB.prepare("DELETE FROM admin_audit"), env.DB.prepare("DELETE FROM contact_messages")]);
});

describe("Manual Entry validation: each rule's message beside its field, nothing written", () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ["no game", { game: "" }, "game", "Choose the game."],
    ["an unknown game", { game: "euromillions" }, "game", "Choose the game."],
    ["no date", { drawDate: "" }, "drawDate", "Enter the draw date."],
    ["a date that does not exist", { drawDate: "2026-02-30" }, "drawDate", "Enter the draw date as YYYY-MM-DD, a real date."],
    [
      "a date before the game existed",
      { drawDate: "1999-06-05" },
      "drawDate",
      "Lotto has no draws on 1999-06-05 (before the game started).",
    ],
    [
      "a draw number that is not a number",
      { drawNumber: "27a" },
      "drawNumber",
      "The draw number is a whole number, or blank when unknown.",
    ],
    ["no numbers", { numbers: "" }, "numbers", "Enter the main numbers drawn."],
    [
      "numbers that are not whole numbers",
      { numbers: "5 12 x 27 38 44" },
      "numbers",
      "Enter the main numbers as whole numbers separated by spaces, for example 4 15 23 31 42 50.",
    ],
    ["too few numbers for the era", { numbers: "5 12 19 27 38" }, "numbers", "Lotto draws 6 main numbers, got 5."],
    ["a number above the era's range", { numbers: "5 12 19 27 38 53" }, "numbers", "Main numbers must be 1-52 on 2026-10-31; got 53."],
    ["a repeated number", { numbers: "5 12 19 27 38 38" }, "numbers", "A main number appears twice."],
    ["no bonus ball where the game has one", { bonus: "" }, "bonus", "The bonus ball is missing."],
    ["a bonus ball that is also a main number", { bonus: "44" }, "bonus", "The bonus ball 44 is also a main number."],
    [
      "a PowerBall above the era's 1-16",
      { game: "powerball", drawDate: "2026-10-30", numbers: "3 14 22 37 45", bonus: "17" },
      "bonus",
      "The PowerBall must be 1-16 on 2026-10-30; got 17.",
    ],
    [
      "a bonus ball for Daily Lotto",
      { game: "daily-lotto", numbers: "5 11 19 28 34", bonus: "3" },
      "bonus",
      "Daily Lotto has no bonus ball.",
    ],
    [
      "an amount that is not rand",
      { jackpot: "14 million" },
      "jackpot",
      "Jackpot: enter an amount in rand such as 12500000 or 12,500,000.50, or leave it blank.",
    ],
    ["a division the era does not have", { div9Winners: "3" }, "divisions", "Lotto has 8 divisions on 2026-10-31: leave division 9 blank."],
    [
      "winners that are not a number",
      { div2Winners: "two" },
      "divisions",
      "Division 2: the number of winners is a whole number, or blank when unknown.",
    ],
    [
      "divisions in an era whose table we do not hold",
      // PowerBall's 45-ball years (until 18 Jun 2018): the one era left whose prize table no source gives.
      { game: "powerball", drawDate: "2017-06-02", drawNumber: "", numbers: "5 12 19 27 38", bonus: "7", rollover: "", div1Winners: "0" },
      "divisions",
      "The prize-division table of PowerBall on 2017-06-02 is not in our records, so divisions cannot be stored: leave them blank.",
    ],
  ];

  it.each(cases)("%s", async (_, change, field, message) => {
    const before = await tableRows();
    const { res, html } = await saveDraw({ ...LOTTO, ...change });
    expect(res.status).toBe(400);
    expect(fieldMessages(html, field)).toContain(message);
    expect(html).toMatch(
      new RegExp(
        `aria-invalid="true"[^>]*aria-describedby="[^"]*draw-${field}-error|aria-describedby="[^"]*draw-${field}-error[^"]*"[^>]*aria-invalid="true"|id="draw-${field}"[^>]*aria-invalid="true"`,
      ),
    );
    // What was typed comes back in the form.
    if (change.numbers) expect(inputValue(html, "numbers")).toBe(change.numbers);
    expect(await tableRows()).toEqual(before);
  });

  it("reports every broken rule at once", async () => {
    const { res, html } = await saveDraw({ ...LOTTO, numbers: "5 12 19 27 38 38 60", bonus: "", jackpot: "lots" });
    expect(res.status).toBe(400);
    expect(fieldMessages(html, "numbers")).toEqual([
      "Lotto draws 6 main numbers, got 7.",
      "Main numbers must be 1-52 on 2026-10-31; got 60.",
      "A main number appears twice.",
    ]);
    expect(fieldMessages(html, "bonus")).toEqual(["The bonus ball is missing."]);
    expect(fieldMessages(html, "jackpot")).toHaveLength(1);
  });

  it("judges a draw by the rules of its own date: 55 is a valid Lotto ball in the 1-58 period", async () => {
    const { res, html } = await saveDraw({ ...LOTTO, drawDate: "2025-10-04", numbers: "5 12 19 27 38 55", bonus: "57", drawNumber: "" });
    expect(res.status).toBe(200);
    expect(html).toContain("Added the Lotto draw of Sat 4 Oct 2025.");
  });

  it("refuses a draw number already held by another date (409), beside the draw number", async () => {
    await writeDraws([testDraw({ game: "lotto", drawDate: "2026-10-28", drawNumber: 2723, numbers: [1, 2, 3, 4, 5, 6], bonus: 7 })]);
    const before = await tableRows();
    const { res, html } = await saveDraw(LOTTO);
    expect(res.status).toBe(409);
    expect(fieldMessages(html, "drawNumber")).toEqual([
      "Lotto draw number 2723 is already held by 2026-10-28: check the number or the date.",
    ]);
    expect(await tableRows()).toEqual(before);
  });
});

describe("Manual Entry saves with the ingest's upsert and audits it", () => {
  it("adds a draw with its divisions; the audit row holds before (none) and after (what is stored)", async () => {
    const { res, html } = await saveDraw({
      ...LOTTO,
      div1Winners: "0",
      div1Payout: "0",
      div2Winners: "2",
      div2Payout: "R 125,000.50",
      div8Winners: "41000",
      div8Payout: "15",
    });
    expect(res.status).toBe(200);
    expect(html).toContain("Added the Lotto draw of Sat 31 Oct 2026.");

    const stored = await storedDraw("lotto", "2026-10-31");
    expect(stored).toMatchObject({
      draw_number: 2723,
      numbers: "[5,12,19,27,38,44]",
      bonus: 21,
      jackpot: 14_000_000,
      next_jackpot: 16_000_000.5,
      rollover: 1,
      source: "manual",
    });
    // Match codes come from the era's table: from June 2026 division 8 is "3".
    expect(stored!.divisions).toEqual([
      { division: 1, match: "6", winners: 0, payout: 0 },
      { division: 2, match: "5+bonus", winners: 2, payout: 125_000.5 },
      { division: 8, match: "3", winners: 41_000, payout: 15 },
    ]);
    const [entry] = await audit();
    expect(entry).toMatchObject({ actor: ACTOR, action: "draw.create", entity: "draw", entityId: "lotto:2026-10-31", before: null });
    expect(entry!.after).toEqual({
      game: "lotto",
      drawDate: "2026-10-31",
      drawNumber: 2723,
      numbers: [5, 12, 19, 27, 38, 44],
      bonus: 21,
      jackpot: 14_000_000,
      nextJackpot: 16_000_000.5,
      rollover: true,
      rolloverAmount: null,
      prizePool: null,
      sales: null,
      divisions: stored!.divisions,
    });
  });

  it("corrects a draw: blank keeps what is stored, the audit row holds the old and the new values", async () => {
    await saveDraw({ ...LOTTO, div2Winners: "2", div2Payout: "125000" });
    const { res, html } = await saveDraw({ ...LOTTO, numbers: "5 12 19 27 38 45", jackpot: "", nextJackpot: "", div2Payout: "130000" });
    expect(res.status).toBe(200);
    expect(html).toContain("Updated the Lotto draw of Sat 31 Oct 2026.");

    const stored = await storedDraw("lotto", "2026-10-31");
    expect(stored).toMatchObject({ numbers: "[5,12,19,27,38,45]", jackpot: 14_000_000, next_jackpot: 16_000_000.5 });
    expect(stored!.divisions).toEqual([{ division: 2, match: "5+bonus", winners: 2, payout: 130_000 }]);
    const [, update] = await audit();
    expect(update).toMatchObject({ actor: ACTOR, action: "draw.update", entityId: "lotto:2026-10-31" });
    expect(update!.before).toMatchObject({
      numbers: [5, 12, 19, 27, 38, 44],
      jackpot: 14_000_000,
      divisions: [{ division: 2, winners: 2, payout: 125_000 }],
    });
    expect(update!.after).toMatchObject({
      numbers: [5, 12, 19, 27, 38, 45],
      jackpot: 14_000_000,
      divisions: [{ division: 2, winners: 2, payout: 130_000 }],
    });
  });

  it("saving the same values again writes nothing and audits nothing", async () => {
    await saveDraw(LOTTO);
    const before = await tableRows();
    const { res, html } = await saveDraw(LOTTO);
    expect(res.status).toBe(200);
    expect(html).toContain("Nothing to change: the Lotto draw of Sat 31 Oct 2026 already holds these values.");
    expect(await tableRows()).toEqual(before);
  });

  it("keeps an off-schedule date and says so (draws move around holidays)", async () => {
    const { res, html } = await saveDraw({ ...LOTTO, drawDate: "2026-10-29", drawNumber: "" }); // a Thursday
    expect(res.status).toBe(200);
    expect(decode(html)).toContain("Note: 2026-10-29 is not a usual Lotto draw day (kept: draws move around holidays).");
    expect(await storedDraw("lotto", "2026-10-29")).not.toBeNull();
  });

  it("the Edit link loads a stored draw and its divisions into the form", async () => {
    await saveDraw({ ...LOTTO, div2Winners: "2", div2Payout: "125000.5" });
    const id = (await storedDraw("lotto", "2026-10-31"))!.id;
    const { html } = await page(`?edit=${id}`);
    expect(html).toContain("Editing the <strong>Lotto draw of Sat 31 Oct 2026</strong>");
    const expected = {
      drawDate: "2026-10-31",
      drawNumber: "2723",
      numbers: "5 12 19 27 38 44",
      bonus: "21",
      jackpot: "14000000",
      nextJackpot: "16000000.50",
      div2Winners: "2",
      div2Payout: "125000.50",
      div1Winners: "",
    };
    for (const [name, value] of Object.entries(expected)) expect(inputValue(html, name), name).toBe(value);
    expect(html).toMatch(/<option value="yes" selected="">/);
  });
});

describe("deleting a draw", () => {
  it("asks first on a confirmation page, then deletes the draw and its divisions, audited with what was deleted", async () => {
    await saveDraw({ ...LOTTO, div1Winners: "0", div1Payout: "0", div2Winners: "2", div2Payout: "125000" });
    const id = (await storedDraw("lotto", "2026-10-31"))!.id;

    const confirm = await page(`?delete=${id}`);
    expect(confirm.html).toContain("Delete the Lotto draw of Sat 31 Oct 2026?");
    expect(confirm.html).toContain("Its 2 prize divisions go with it.");
    expect(confirm.html).toMatch(
      new RegExp(`<input type="hidden" name="intent" value="delete-draw"/><input type="hidden" name="id" value="${id}"/>`),
    );
    expect(await storedDraw("lotto", "2026-10-31")).not.toBeNull(); // the confirmation page itself changes nothing

    const { res, html } = await post({ intent: "delete-draw", id: String(id) });
    expect(res.status).toBe(200);
    expect(html).toContain("Deleted the Lotto draw of Sat 31 Oct 2026 and its 2 prize divisions.");
    expect(await storedDraw("lotto", "2026-10-31")).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM prize_divisions WHERE draw_id = ?").bind(id).first("n")).toBe(0);
    const [deletion] = await audit("draw.delete");
    expect(deletion).toMatchObject({ actor: ACTOR, entityId: "lotto:2026-10-31", after: null });
    expect(deletion!.before).toMatchObject({ numbers: [5, 12, 19, 27, 38, 44], divisions: [{ division: 1 }, { division: 2, winners: 2 }] });

    const again = await post({ intent: "delete-draw", id: String(id) });
    expect(again.res.status).toBe(404);
    expect(again.html).toContain("That draw is no longer in the database.");
  });
});

describe("the edge cache after an admin change", () => {
  // A visitor's request (no cookie): the one the shared cache serves.
  const visit = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: { Host: HOST, "CF-Connecting-IP": "198.18.2.99" } });
  const cached = async (path: string) => {
    await visit(path);
    return (await visit(path)).headers.get("X-Edge-Cache");
  };

  it("a manual save and a delete replace the draw's own page, its year page and its game page", async () => {
    await saveDraw(LOTTO);
    const pages = ["/results/lotto/2026-10-31", "/results/lotto/2026", "/results/lotto"];
    for (const path of pages) expect(await cached(path), path).toBe("HIT");
    const before = await (await visit("/results/lotto/2026-10-31")).text();
    expect(before).not.toContain("99,000");
    await saveDraw({ ...LOTTO, div2Winners: "3", div2Payout: "99000" });
    // Purged and rendered back (the warm-up runs after the answer, so a visitor may still render it
    // first): never the copy from before the save. tests/workers/draws-changed.test.ts waits for the warm.
    expect(await (await visit("/results/lotto/2026-10-31")).text()).toContain("99,000");

    for (const path of pages) expect(await cached(path), path).toBe("HIT");
    const id = (await storedDraw("lotto", "2026-10-31"))!.id;
    await post({ intent: "delete-draw", id: String(id) });
    expect((await visit("/results/lotto/2026-10-31")).status).toBe(404);
    // Rendered anew (warmed, or BYPASS now that the year has no draw and answers 404), never the stale copy.
    for (const path of pages.slice(1)) expect(await (await visit(path)).text(), path).not.toContain("/results/lotto/2026-10-31");
  });
});

describe("contact messages", () => {
  async function message(subject: string) {
    return (await env.DB.prepare(
      "INSERT INTO contact_messages (name, email, subject, category, message) VALUES ('Thandi Mokoena', 'thandi@example.com', ?, 'data', 'The <b>bonus</b> ball looks wrong.') RETURNING id",
    )
      .bind(subject)
      .first<{ id: number }>())!.id;
  }

  it("are listed with the message text escaped, marked read and handled, each change audited", async () => {
    const id = await message("Saturday's draw");
    const { html } = await page();
    expect(html).toContain("1 in total, 1 new");
    expect(html).toContain("The &lt;b&gt;bonus&lt;/b&gt; ball looks wrong.");
    expect(html).not.toContain("<b>bonus</b>");

    expect((await post({ intent: "message-status", id: String(id), status: "read" })).html).toContain(
      "Marked the message &quot;Saturday&#x27;s draw&quot; as read.",
    );
    expect((await post({ intent: "message-status", id: String(id), status: "handled" })).res.status).toBe(200);
    expect(await env.DB.prepare("SELECT status FROM contact_messages WHERE id = ?").bind(id).first("status")).toBe("handled");
    expect(await audit("message.status")).toEqual([
      expect.objectContaining({
        actor: ACTOR,
        entity: "contact_message",
        entityId: String(id),
        before: { status: "new" },
        after: { status: "read" },
      }),
      expect.objectContaining({ before: { status: "read" }, after: { status: "handled" } }),
    ]);
    const bad = await post({ intent: "message-status", id: String(id), status: "archived" });
    expect(bad.res.status).toBe(400);
  });

  it("are deleted after a confirmation; the audit row keeps none of the sender's data", async () => {
    const id = await message("Please delete me");
    const confirm = await page(`?deleteMessage=${id}`);
    expect(confirm.html).toContain("Delete the message &quot;Please delete me&quot; from Thandi Mokoena?");

    const { res } = await post({ intent: "delete-message", id: String(id) });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE id = ?").bind(id).first("n")).toBe(0);
    const [deletion] = await audit("message.delete");
    expect(deletion).toMatchObject({ actor: ACTOR, entityId: String(id), after: null });
    expect(JSON.stringify(deletion!.before)).not.toMatch(/Thandi|thandi@example\.com|bonus|Please delete me/);
  });
});

describe("the audit log on the page", () => {
  it("lists every change with who, when, what, before and after", async () => {
    await saveDraw(LOTTO);
    await saveDraw({ ...LOTTO, bonus: "22" });
    const { html } = await page();
    const log = /data-testid="audit-log">(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
    expect(log.indexOf("draw.update")).toBeGreaterThan(-1);
    expect(log.indexOf("draw.update")).toBeLessThan(log.indexOf("draw.create")); // newest first
    expect(log).toContain(`${ACTOR}`);
    expect(log).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} SAST/);
    expect(decode(log)).toContain('"bonus": 21');
    expect(decode(log)).toContain('"bonus": 22');
  });
});
