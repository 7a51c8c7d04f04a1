/**
 * Writes that cannot be wrong in time or in size, whichever path brings them: the official source's poll
 * (the write batch all sources share) and the admin's Manual Entry. A draw dated after today in South
 * Africa, or today's before its draw time, is refused by the run's clock (fixed here); so is an amount
 * of rand above R 1,000,000,000 or below zero. The latest results stay what they were. All figures
 * invented. (The webhook's and the collector's own refusals: ingest-resultsza and ingest-collector.)
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { adminAuthConfig } from "~/admin/config.server";
import { startSession } from "~/admin/session.server";
import { parseEnv } from "~/http/env.server";
import { LOTTO_NEW, POWERBALL_NEW } from "../fake-source/draws";
import { clearAll, db, drawRow, env, ingest, SATURDAY_NIGHT, snapshot, tenant } from "../fake-source/workers-kit";

const source = tenant("write-bounds");
const ORIGIN = "https://bounds.test";

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const latest = async () => (await get("/api/results/latest")).json<Record<string, { drawDate: string } | null>>();

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(SATURDAY_NIGHT); // Saturday 21 Nov 2026, 22:00 SAST
  await clearAll();
  // The night's draws, in before every test: what "the latest results" are.
  await source.publish({ lotto: [LOTTO_NEW], powerball: [POWERBALL_NEW] });
  await ingest(source, { games: ["lotto", "powerball"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the ingest's write batch, by the run's clock", () => {
  it.each([
    [
      "PowerBall dated 29 Dec 2099",
      "powerball",
      { ...POWERBALL_NEW, issue: 9999, date: "2099-12-29" },
      "2099-12-29 is after today in South Africa (2026-11-21)",
    ],
    ["Lotto dated next week", "lotto", { ...LOTTO_NEW, issue: 2743, date: "2026-11-28" }, "2026-11-28 is after today in South Africa"],
    ["a next jackpot of 1e300 rand", "lotto", { ...LOTTO_NEW, nextJackpotRand: 1e300 }, "nextJackpot: must be at most R 1,000,000,000"],
  ] as const)("refuses %s and keeps the latest results", async (_, game, draw, reason) => {
    const before = await snapshot();
    const shown = await latest();
    await source.publish({ [game]: [draw] });

    const summary = await ingest(source, { games: [game] });

    expect(summary.outcome).toBe("failed");
    expect(String(summary.results[game])).toContain(reason);
    expect(await snapshot()).toEqual(before);
    expect(await latest()).toEqual(shown);
  });

  it("takes today's draw only once its draw time has passed", async () => {
    const tonight = { ...LOTTO_NEW, issue: 2742, date: "2026-11-25", numbers: [1, 8, 17, 29, 33, 47], bonus: 5 };
    await source.publish({ lotto: [tonight, LOTTO_NEW] });

    // Wednesday 25 Nov, 20:59 SAST: a minute before Lotto is drawn.
    const early = await ingest(source, { games: ["lotto"], now: () => new Date("2026-11-25T18:59:00Z") });
    expect(String(early.results.lotto)).toContain("Lotto draws at 21:00 SAST and it is 20:59");
    expect(await drawRow("lotto", "2026-11-25")).toBeNull();

    const drawn = await ingest(source, { games: ["lotto"], now: () => new Date("2026-11-25T19:00:00Z") });
    expect(drawn.results.lotto).toBe("1 added, 0 updated, 1 unchanged");
    expect(await drawRow("lotto", "2026-11-25")).toMatchObject({ draw_number: 2742 });
  });
});

describe("the admin's Manual Entry", () => {
  let cookie = "";
  beforeEach(async () => {
    const config = adminAuthConfig(parseEnv(env));
    if (!config.configured) throw new Error("the workers config must set ADMIN_PASSWORD and SESSION_SECRET");
    cookie = (await startSession(db(), config)).split(";")[0]!;
  });

  async function save(fields: Record<string, string>) {
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/admin`, {
      method: "POST",
      body: new URLSearchParams({ intent: "save-draw", game: "lotto", drawNumber: "", bonus: "9", ...fields }),
      headers: { Host: "bounds.test", Origin: ORIGIN, "CF-Connecting-IP": "198.18.2.9", Cookie: cookie },
      redirect: "manual",
    });
    const res = await worker.fetch(request as never, env, ctx);
    await waitOnExecutionContext(ctx);
    return { res, html: (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'") };
  }

  const fieldMessages = (html: string, field: string) => {
    const block = new RegExp(`<div id="draw-${field}-error"[^>]*>(.*?)</div>`).exec(html)?.[1] ?? "";
    return [...block.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!);
  };

  it.each([
    [
      "a draw dated next week",
      { drawDate: "2026-11-28", numbers: "1 8 17 29 33 47" },
      "drawDate",
      "2026-11-28 is after today in South Africa (2026-11-21); a draw is stored only once it has been drawn.",
    ],
    [
      "today's draw before 21:00",
      { drawDate: "2026-11-21", numbers: "1 8 17 29 33 47" },
      "drawDate",
      "Lotto draws at 21:00 SAST and it is 20:30; today's draw is stored only once it has been drawn.",
    ],
    [
      "a jackpot above a billion rand",
      { drawDate: "2026-11-18", numbers: "1 8 17 29 33 47", jackpot: "1000000000.01" },
      "jackpot",
      "Jackpot must be at most R 1,000,000,000.",
    ],
    [
      "a next jackpot of 1e300",
      { drawDate: "2026-11-18", numbers: "1 8 17 29 33 47", nextJackpot: `1${"0".repeat(300)}` },
      "nextJackpot",
      "Next jackpot must be at most R 1,000,000,000.",
    ],
    [
      "a division payout above a billion",
      { drawDate: "2026-11-18", numbers: "1 8 17 29 33 47", div1Payout: "2,000,000,000" },
      "divisions",
      "Division 1 prize must be at most R 1,000,000,000.",
    ],
  ])("refuses %s beside its field, storing nothing", async (name, fields, field, message) => {
    if (name.includes("before 21:00")) vi.setSystemTime(new Date("2026-11-21T18:30:00Z"));
    const before = await snapshot();
    const shown = await latest();

    const { res, html } = await save(fields);

    expect(res.status).toBe(400);
    expect(fieldMessages(html, field)).toContain(message);
    expect(await snapshot()).toEqual(before);
    expect(await latest()).toEqual(shown);
  });
});
