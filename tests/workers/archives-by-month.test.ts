/**
 * The year archives by month and the game page's month filter, through the whole Worker against a real
 * D1 (issue 33, section 2): month headings with their counts and the row of jumps on a year page, and
 * `/results/{game}?month=YYYY-MM` answering that month's draws, a month we hold none of, and bad input
 * with a message beside the field (never a 500), without the bad answer entering the edge cache. All
 * figures are invented.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

async function get(path: string, { cache = false } = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`) as never, cache ? env : { ...env, EDGE_CACHE_TTL: "0" }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: await res.text(), edgeCache: res.headers.get("X-Edge-Cache"), location: res.headers.get("Location") };
}

const text = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/** Lotto's Wednesdays and Saturdays of March 2018: nine draws. */
const MARCH_2018 = [
  "2018-03-03",
  "2018-03-07",
  "2018-03-10",
  "2018-03-14",
  "2018-03-17",
  "2018-03-21",
  "2018-03-24",
  "2018-03-28",
  "2018-03-31",
];

beforeAll(async () => {
  await clearDraws();
  const dates = ["2018-01-03", ...MARCH_2018, "2018-06-02"];
  await writeDraws(
    dates.map((drawDate, index) =>
      testDraw({ game: "lotto", drawDate, drawNumber: 1790 + index, numbers: [1, 2, 3, 4, 5, 6 + index], bonus: 40 }),
    ),
  );
});

describe("a year page by month", () => {
  it("has a heading per month, newest first, each with its count, and jumps to the months with draws in calendar order", async () => {
    const { status, body } = await get("/results/lotto/2018");
    expect(status).toBe(200);
    const headings = [...body.matchAll(/<h2 id="([a-z]+)"[^>]*>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(headings).toEqual([
      ["june", "June 2018"],
      ["march", "March 2018"],
      ["january", "January 2018"],
    ]);
    const page = text(body);
    expect(page).toContain("9 draws in March 2018");
    expect(page).toContain("1 draw in June 2018");
    expect(page).toContain("1 draw in January 2018");
    const jumps = body.match(/data-testid="month-jumps"[\s\S]*?<\/ul>/)![0];
    expect(hrefs(jumps)).toEqual(["#january", "#march", "#june"]);
    // The March list holds exactly March's draws, newest first. Its links are written relative to the
    // page's folder (a daily game's year has 364), and lead to each draw's page from the page's address.
    const march = body.match(/<h2 id="march"[\s\S]*?<\/ol>/)![0];
    expect(hrefs(march)).toEqual([...MARCH_2018].reverse());
    expect(hrefs(march).map((href) => new URL(href, "https://example.test/results/lotto/2018").pathname)).toEqual(
      [...MARCH_2018].reverse().map((date) => `/results/lotto/${date}`),
    );
    // The page has that one address: another spelling (a trailing slash) is redirected to it, so the
    // relative links never resolve from a folder deeper down.
    const slashed = await get("/results/lotto/2018/");
    expect(slashed.status).toBe(301);
    expect(slashed.location).toBe("/results/lotto/2018");
    // The way to the history page and the game page's month filter.
    expect(hrefs(body)).toEqual(expect.arrayContaining(["/lotto-history?game=lotto", "/results/lotto"]));
  });
});

describe("the game page's month filter", () => {
  it("?month=2018-03 shows March's nine draws in one step, with the way to the year page's March", async () => {
    const { status, body } = await get("/results/lotto?month=2018-03");
    expect(status).toBe(200);
    const section = body.match(/<section id="by-month"[\s\S]*?<\/section>/)![0];
    expect(text(section)).toContain("Lotto draws in March 2018");
    expect(text(section)).toContain("9 draws in March 2018");
    const list = section.match(/data-testid="draw-list"[\s\S]*?<\/ol>/)![0];
    expect(hrefs(list)).toEqual([...MARCH_2018].reverse().map((date) => `/results/lotto/${date}`));
    expect(hrefs(section)).toContain("/results/lotto/2018#march");
    // The field keeps the month, and the form is a plain GET to this page.
    expect(section).toMatch(/<form method="get" action="\/results\/lotto#by-month"/);
    expect(section).toMatch(/<input id="month-filter" type="month" name="month" min="2018-01" max="2018-12"[^>]*value="2018-03"/);
  });

  it("a month is named in its title, H1 and canonical address, not the hub's", async () => {
    const { body } = await get("/results/lotto?month=2018-03");
    expect(body).toMatch(/<title>Lotto results, March 2018<\/title>/);
    expect(body).toMatch(/<h1[^>]*>Lotto results, March 2018<\/h1>/);
    expect(body).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/results\/lotto\?month=2018-03"\/>/);
    expect(body).toContain("All 9 Lotto draws of March 2018 in our records");
    expect(body).toMatch(/<meta name="robots" content="index, follow"/);
    // The hub keeps its own.
    const hub = (await get("/results/lotto")).body;
    expect(hub).toMatch(/<h1[^>]*>Lotto results<\/h1>/);
    expect(hub).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/results\/lotto"\/>/);
  });

  it("a month we hold no draws of says so plainly, and is not indexed", async () => {
    const { status, body } = await get("/results/lotto?month=2018-02");
    expect(status).toBe(200);
    expect(text(body)).toContain("There are no Lotto draws of February 2018 in our records.");
    expect(body).toMatch(/<h1[^>]*>Lotto results, February 2018<\/h1>/);
    expect(body).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  it("bad input gets a message beside the field, never a 500, and is never stored in the edge cache", async () => {
    for (const [month, message] of [
      ["2018-13", "Enter a month as YYYY-MM, such as 2018-03."],
      ["March 2018", "Enter a month as YYYY-MM, such as 2018-03."],
      ["<b>x</b>", "Enter a month as YYYY-MM, such as 2018-03."],
      ["1999-12", "Enter a month from 2000 on."],
    ] as const) {
      const { status, body, edgeCache } = await get(`/results/lotto?month=${encodeURIComponent(month)}`, { cache: true });
      expect(status, month).toBe(200);
      const section = body.match(/<section id="by-month"[\s\S]*?<\/section>/)![0];
      expect(section, month).toMatch(/aria-invalid="true" aria-describedby="month-filter-format month-filter-error"/);
      expect(text(section.match(/<p id="month-filter-error"[\s\S]*?<\/p>/)![0]).trim(), month).toBe(message);
      expect(section, month).not.toContain("<b>x</b>");
      expect(edgeCache, month).toBe("BYPASS");
    }
  });

  it("a valid month is a page of its own in the edge cache", async () => {
    expect((await get("/results/lotto?month=2018-01&utm_source=x", { cache: true })).edgeCache).toBe("MISS");
    const again = await get("/results/lotto?month=2018-01", { cache: true });
    expect(again.edgeCache).toBe("HIT");
    expect(text(again.body)).toContain("1 draw in January 2018");
  });

  it("without a month the page shows the filter below the latest draws, with no month's list", async () => {
    const { body } = await get("/results/lotto");
    expect(body.indexOf('id="by-month"')).toBeGreaterThan(body.indexOf('id="latest-heading"'));
    expect(text(body)).toContain("Lotto draws by month");
    expect(body).not.toContain("month-filter-error");
  });
});
