/**
 * Check My Numbers through the whole Worker against a real D1: the latest night's answer (the chosen game
 * and its Plus draws, the division and payout from the draw's table or "payout not published"), a chosen
 * date and a date without a draw, several boards, messages per line, and the old addresses' answer "In
 * all our records". All figures are invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`) as never, { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: await res.text(), cache: res.headers.get("X-Edge-Cache") };
}

const text = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, " ")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&rsquo;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
/** The visible text of one night draw's answer (data-testid="night-{game}"). */
const night = (html: string, game: string) => text(html.match(new RegExp(`data-testid="night-${game}"[\\s\\S]*?</article>`))?.[0] ?? "");

const LOTTO_TABLE = [
  { division: 1, match: "6", winners: 0, payout: 0 },
  { division: 2, match: "5+bonus", winners: 3, payout: 150_000.5 },
  { division: 3, match: "5", winners: 40, payout: 6_000 },
  { division: 4, match: "4+bonus", winners: 120, payout: 2_500 },
  { division: 5, match: "4", winners: 2_500, payout: 150 },
  { division: 6, match: "3+bonus", winners: 3_900, payout: 100 },
  { division: 7, match: "2+bonus", winners: 50_000, payout: 20 },
  { division: 8, match: "3", winners: 60_000, payout: 15 },
];

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-14",
      drawNumber: 2738,
      numbers: [8, 12, 24, 34, 40, 42],
      bonus: 30,
      divisions: LOTTO_TABLE,
    }),
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      drawNumber: 2739,
      numbers: [2, 10, 16, 24, 32, 41],
      bonus: 33,
      divisions: LOTTO_TABLE,
    }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-18", numbers: [5, 8, 14, 38, 39, 44], bonus: 4 }),
    testDraw({ game: "lotto-plus-2", drawDate: "2026-11-18", numbers: [4, 23, 34, 37, 41, 47], bonus: 19 }),
    testDraw({ game: "lotto-plus-1", drawDate: "2026-11-14", numbers: [12, 14, 18, 23, 37, 46], bonus: 38 }),
    testDraw({
      game: "powerball",
      drawDate: "2026-11-17",
      numbers: [6, 7, 10, 42, 44],
      bonus: 2,
      divisions: [{ division: 6, match: "3", winners: 15_000, payout: 25 }],
    }),
    testDraw({ game: "powerball-plus", drawDate: "2026-11-17", numbers: [2, 15, 17, 41, 43], bonus: 1 }),
  ]);
});

describe("the checker's answer for a night", () => {
  it("checks the latest Lotto draw and its Plus draws of the same night, each with its division and payout", async () => {
    // 2 10 16 are Lotto's (Match 3: division 8, R 15); 5 8 14 are Plus 1's (Match 3, no table held); Plus 2: nothing.
    const { status, body, cache } = await get("/check-numbers?game=lotto&numbers=2+10+16+5+8+14");
    expect(status).toBe(200);
    expect(cache).not.toBe("HIT");
    expect(text(body)).toContain("Latest draw: Wednesday 18 November 2026");
    expect(night(body, "lotto")).toContain("You matched 3 (2, 10, 16)");
    expect(night(body, "lotto")).toContain("Division 8 (Match 3): R 15 per winner");
    expect(night(body, "lotto-plus-1")).toContain("You matched 3 (5, 8, 14)");
    expect(night(body, "lotto-plus-1")).toContain("Division 8 (Match 3): payout not published");
    expect(night(body, "lotto-plus-2")).toContain("No prize");
    // The matched balls are marked in words, not by colour alone.
    expect(text(body).match(/\(matched\)/g)).toHaveLength(6);
    expect(hrefs(body)).toEqual(
      expect.arrayContaining(["/results/lotto/2026-11-18", "/results/lotto-plus-1/2026-11-18", "/results/lotto-plus-2/2026-11-18"]),
    );
    // Below: "In all our records", as before.
    expect(text(body)).toContain("In all our records");
    expect(text(body)).toContain("1 winning draw for 2 5 8 10 14 16 in Lotto");
  });

  it("a Plus game leads with its own draw and checks the rest of the night too", async () => {
    const { body } = await get("/check-numbers?game=lotto-plus-1&numbers=2+10+16+5+8+14");
    const order = [...body.matchAll(/data-testid="night-((?:lotto|powerball|daily)[a-z0-9-]*)"/g)].map((m) => m[1]);
    expect(order).toEqual(["lotto-plus-1", "lotto", "lotto-plus-2"]);
  });

  it("PowerBall: a board's own + PowerBall, and PowerBall Plus of the same night", async () => {
    const { body } = await get(`/check-numbers?game=powerball&numbers=${encodeURIComponent("6 7 10 15 17 + 1")}`);
    expect(night(body, "powerball")).toContain("Division 6 (Match 3): R 25 per winner");
    // 15 17 and the PowerBall 1: Match 2 + PowerBall, division 7.
    expect(night(body, "powerball-plus")).toContain("Division 7 (Match 2 + PowerBall): payout not published");
  });

  it("a chosen date checks that night; a date without a draw offers the nearest ones", async () => {
    const chosen = await get("/check-numbers?game=lotto&numbers=8+12+24+1+2+3&date=2026-11-14");
    expect(text(chosen.body)).toContain("Your draw: Saturday 14 November 2026");
    expect(night(chosen.body, "lotto")).toContain("Division 8 (Match 3): R 15 per winner");
    expect(text(chosen.body)).toContain("Our records hold no Lotto Plus 2 (LOTTO 5 MAX) draw of this night.");
    expect(hrefs(chosen.body)).toContain("/check-numbers?game=lotto&numbers=8+12+24+1+2+3&date=2026-11-18");

    const none = await get("/check-numbers?game=lotto&numbers=8+12+24+1+2+3&date=2026-11-16");
    expect(none.status).toBe(200);
    expect(text(none.body)).toContain("No Lotto draw on Monday 16 November 2026");
    expect(hrefs(none.body)).toEqual(
      expect.arrayContaining([
        "/check-numbers?game=lotto&numbers=8+12+24+1+2+3&date=2026-11-14",
        "/check-numbers?game=lotto&numbers=8+12+24+1+2+3&date=2026-11-18",
      ]),
    );
  });

  it("answers each board separately", async () => {
    const { body } = await get(`/check-numbers?game=lotto&numbers=${encodeURIComponent("2 10 16 24 32 33\n1 3 5 7 9 11")}`);
    const lotto = night(body, "lotto");
    expect(lotto).toContain("Board 1: 2 10 16 24 32 33");
    expect(lotto).toContain("Division 2 (Match 5 + Bonus): R 150,000.50 per winner");
    expect(lotto).toContain("Board 2: 1 3 5 7 9 11");
    expect(text(body)).toContain("Board 2: No wins for 1 3 5 7 9 11 in Lotto");
  });

  it("a bad line gets a message beside the field, never an error page", async () => {
    for (const numbers of [
      "1 2 3 4 5 6\n1 2 x",
      "1 2 3 4 5 6\n1 2 3 4 5 6 7",
      "+\n+\n+",
      "9".repeat(40),
      Array(12).fill("1 2 3 4 5 6").join("\n"),
    ]) {
      const { status, body } = await get(`/check-numbers?game=lotto&numbers=${encodeURIComponent(numbers)}&date=2026-02-30`);
      expect(status, numbers).toBe(200);
      expect(text(body), numbers).toMatch(/Line \d+: |at most 10 boards/);
      expect(text(body), numbers).toContain('"2026-02-30" is not a date we can read.');
    }
    const { body } = await get(`/check-numbers?game=lotto&numbers=${encodeURIComponent("1 2 3 4 5 6\n1 2 3")}`);
    expect(text(body)).toContain("Line 2: Lotto needs exactly 6 numbers; you entered 3.");
    expect(body).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="check-numbers-hint check-numbers-error"/);
  });

  it("an old address gives the same answer in all our records", async () => {
    const { body } = await get("/check-numbers?game=lotto&numbers=2+10+16+24+32+41");
    expect(text(body)).toContain("1 winning draw for 2 10 16 24 32 41 in Lotto");
    expect(text(body)).toContain("Checked 2 draws in our records since 14 Nov 2026.");
  });
});
