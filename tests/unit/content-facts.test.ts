/**
 * One home for each fact (issue 20 §3): facts reach articles and pages through {{tokens}}, and a fact that
 * has a token may not be typed into a content file by hand. The prize structure (which divisions are
 * fixed, at what) is derived from the real division data in data/ and must match PRIZE_ERAS.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "~/content/front-matter";
import { derivePrizeEras, PRIZE_ERAS, type DivisionRow } from "~/content/prize-structure";
import { fillTokens, tokenValues } from "~/loaders/content-tokens.server";
import type { SiteFacts } from "~/models/site-facts.server";
import { gameRecords } from "~/statistics/records";
import { BLOCK_TOKENS } from "~/content/fact-tokens";
import type { Source } from "~/facts/source";
import { sourcesOfContent } from "~/content/fact-sources";
import {
  ALL_FACTS,
  SALES_TIMES,
  SCAM_WARNING,
  CLAIMS,
  HELPLINE_LIST,
  ITHUBA_LICENCE,
  LOTTO_58_PRIZES,
  OPERATORS,
  SUSPENSION_2007,
  TAX,
} from "~/facts/facts";
import { ALL_PRICE_PERIODS, PRICE_TABLE } from "~/rules/prices";
import { combinations, currentEra } from "~/rules/games";
import { formatInteger } from "~/words/numbers";

const env = { SITE_NAME: "Test Site", CONTACT_EMAIL: "hello@example.test" };
const facts: SiteFacts = {
  lotto: {
    drawCount: 10,
    firstDate: "2000-03-11",
    latest: { date: "2026-10-07", numbers: [1, 2, 3, 4, 5, 6], bonus: 7 },
    outcomes: { known: 9, won: 2 },
  },
  powerball: { drawCount: 10, firstDate: "2009-10-23", latest: null, outcomes: { known: 0, won: 0 } },
  "daily-lotto": { drawCount: 10, firstDate: "2019-03-10" },
};
// The records as the statistics module reads them (no draws here: each says "not yet in our records").
const records = { lotto: gameRecords([], []), powerball: gameRecords([], []) };
const values = tokenValues(env, { ...facts, records } as SiteFacts);

function readDivisions(): DivisionRow[] {
  const [header, ...lines] = readFileSync("data/divisions.csv", "utf8").trim().split(/\r?\n/);
  const cols = header!.split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    const row = Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? ""]));
    return { game: row.game!, date: row.draw_date!, division: Number(row.division), match: row.match!, payout: Number(row.payout_rand) };
  });
}

const CONTENT_DIRS = ["app/content/blog", "app/content/pages"];
const contentFiles = CONTENT_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => ({ path: `${dir}/${f}`, body: splitFrontMatter(readFileSync(`${dir}/${f}`, "utf8")).body })),
);
const articles = contentFiles.filter((f) => f.path.includes("/blog/"));

const rand = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split(".");
  return `R\\s?${formatInteger(Number(whole)).replace(/,/g, "[, ]?")}${cents === "00" ? "(?:[.,]00)?" : `[.,]${cents}`}(?![\\d,])`;
};
const phone = (text: string) => text.replace(/\s/g, "\\s?");
const longDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][
    m - 1
  ];
  return `\\b${d}\\s${month}\\s${y}\\b`;
};

/**
 * Facts that have a token, as they would look typed by hand: each is named after the token to use. Money
 * matches with or without the space ("R5", "R 5"), phones with or without spaces, odds with or without commas.
 */
const HAND_TYPED: [token: string, pattern: RegExp][] = [
  ...(["lotto", "powerball", "daily-lotto"] as const).map((game): [string, RegExp] => {
    const n = formatInteger(combinations(currentEra(game)));
    return [`{{${game === "daily-lotto" ? "dailyLotto" : game}.jackpotOdds}}`, new RegExp(`${n}|${n.replace(/,/g, "")}`)];
  }),
  ...HELPLINE_LIST.lines.map((line): [string, RegExp] => [
    "{{helplines}} / {{helplines.gambling}} / {{helplines.crisis}}",
    new RegExp(phone(line.phone)),
  ]),
  // Every price of the price table ({{prices.table}}, {{prices.powerball}} …): "R5", "R 2.50", never "an R5 million jackpot".
  ...[...new Set(ALL_PRICE_PERIODS.map((p) => p.price))].map((price): [string, RegExp] => [
    "{{prices.table}} / {{prices.powerball}} / {{prices.powerballBefore}} / {{prices.powerballPlus}}",
    new RegExp(`${rand(price)}(?!\\s?(?:m\\b|million|billion|bn))`),
  ]),
  ["{{claims.summary}} / {{claims.table}}", new RegExp(rand(CLAIMS.tiers[1].max!))],
  ["{{claims.summary}} / {{claims.table}}", new RegExp(`${rand(CLAIMS.tiers[2].min)}(?!\\s?(?:m\\b|million))`)],
  ["{{claims.deadline}}", new RegExp(`\\b${CLAIMS.deadlineDays}\\s?days`)],
  ["{{tax.summary}}", new RegExp(`\\b${TAX.proposedRate}\\s?%|\\b${TAX.proposedRate} per ?cent`)],
  ["{{tax.summary}}", new RegExp(rand(TAX.proposedThreshold))],
  ["{{operator.ithubaLicenceEnded}}", new RegExp(longDate(ITHUBA_LICENCE.ended))],
  ["{{operator.ithubaTemporary}}", new RegExp(longDate(ITHUBA_LICENCE.temporaryUntil))],
  ["{{operator.currentSince}}", new RegExp(longDate(OPERATORS.sizekhaya.from))],
  ["{{suspension2007.lastDraw}}", new RegExp(longDate(SUSPENSION_2007.lastDrawBefore))],
  ["{{suspension2007.period}}", /\bApril\s?(?:to|-|–)\s?October 2007\b/],
  ["{{drawTime}}", /\b21:00\b/],
  ["{{sales.close}}", new RegExp(`\\b${SALES_TIMES.salesClose}\\b|\\b${SALES_TIMES.salesClose.replace(":", "h")}\\b`)],
  ["{{claims.digitalPaidUnder}}", new RegExp(rand(CLAIMS.digitalPaidUnder))],
  // The 58-ball period's prize structure (LOTTO_58_PRIZES): "1 in 9.61", "48%", "45 per cent".
  ["{{lotto58.anyPrizeOdds}}", new RegExp(`\\b${String(LOTTO_58_PRIZES.anyPrizeOneIn).replace(".", "[.,]")}\\b`)],
  ["{{lotto58.anyPrizeOddsBefore}}", new RegExp(`1 in ${String(LOTTO_58_PRIZES.anyPrizeOneInBefore).replace(".", "[.,]")}\\b`)],
  ...[LOTTO_58_PRIZES.payoutShare, LOTTO_58_PRIZES.payoutShareBefore].map((share): [string, RegExp] => [
    "{{lotto58.payoutShare}} / {{lotto58.payoutShareBefore}}",
    new RegExp(`\\b${Math.round(share * 100)}\\s?(?:%|per ?cent)`),
  ]),
  // Fixed prize amounts come from the division data ({{prizes.*}}): "R4,000", "R 4 000".
  ...[...new Set(PRIZE_ERAS.flatMap((era) => era.divisions.map((d) => d.fixed)).filter((a): a is number => a !== null && a >= 1000))].map(
    (amount): [string, RegExp] => ["{{prizes.*}}", new RegExp(`${rand(amount)}(?!\\s?(?:m\\b|million))`)],
  ),
];

describe("the prize structure", () => {
  it("is what the division data in data/ shows, era by era", () => {
    const derived = derivePrizeEras(readDivisions());
    // When this fails after new data, paste the printed value into PRIZE_ERAS (app/content/prize-structure.ts).
    if (JSON.stringify(derived) !== JSON.stringify(PRIZE_ERAS)) console.log(JSON.stringify(derived, null, 1));
    expect(derived).toEqual(PRIZE_ERAS);
  });

  it("states the fixed lower divisions the data shows (issue 20 §1)", () => {
    expect(values["prizes.lotto.fixed"]).toBe(
      "Match 4 + Bonus R 4,000, Match 4 R 200, Match 3 + Bonus R 200, Match 2 + Bonus R 30 and Match 3 R 20",
    );
    expect(values["prizes.lotto.pooled"]).toBe("divisions 1 to 3 (Match 6, Match 5 + Bonus and Match 5)");
    expect(values["prizes.powerball.fixed"]).toBe(
      "Match 4 R 2,000, Match 3 + PowerBall R 500, Match 3 R 100, Match 2 + PowerBall R 100, Match 1 + PowerBall R 20 and Match 0 + PowerBall R 10",
    );
    expect(values["prizes.lotto.history"]).toContain(
      "Wed 2 Aug 2017 – Wed 13 Nov 2024</strong> (759 draws with prize divisions): fixed: Match 3 R 50 and Match 2 + Bonus R 20",
    );
    expect(values["prizes.powerball.history"]).toContain("fixed: Match 1 + PowerBall R 15 and Match 0 + PowerBall R 10");
    // Match 3 turned fixed within the 49-ball era (issue 35): never "every division shared a pool" for all of it.
    expect(values["prizes.lotto.history"]).toContain(
      "Wed 3 Oct 2001 – Sat 21 May 2016</strong> (1,470 draws with prize divisions): every division shared a pool.",
    );
    expect(values["prizes.lotto.history"]).toContain(
      "Wed 25 May 2016 – Sat 29 Jul 2017</strong> (124 draws with prize divisions): fixed: Match 3 R 50; the other divisions shared pools.",
    );
    expect(values["prizes.dailyLotto.fixed"]).toBe("none: every division shares a pool");
  });

  it("derives fixed only from enough draws that all paid the same", () => {
    const rows = (payouts: number[]) =>
      payouts.map((payout, i) => ({ game: "lotto", date: `2026-07-${String(i + 1).padStart(2, "0")}`, division: 8, match: "3", payout }));
    expect(derivePrizeEras(rows(Array(10).fill(20)))[0]!.divisions[0]!.fixed).toBe(20);
    expect(derivePrizeEras(rows([...Array(9).fill(20), 21]))[0]!.divisions[0]!.fixed).toBeNull();
    expect(derivePrizeEras(rows(Array(9).fill(20)))).toEqual([]);
    // A pool that turns fixed for its last draws: fixed since the first of them, when there are enough.
    const turned = derivePrizeEras(rows([13, 27, 31, ...Array(10).fill(50)]))[0]!.divisions[0]!;
    expect(turned).toMatchObject({ fixed: null, fixedFrom: { amount: 50, from: "2026-07-04", before: "2026-07-03", draws: 10 } });
    expect(derivePrizeEras(rows([13, 27, 31, 40, ...Array(9).fill(50)]))[0]!.divisions[0]!.fixedFrom).toBeUndefined();
  });
});

describe("facts", () => {
  it("each carry public sources (https addresses a reader can open) and the date we checked them (issue 35)", () => {
    const facts = [...Object.entries(ALL_FACTS), ...ALL_PRICE_PERIODS.map((p, i) => [`price period ${i}`, p] as const)];
    expect(facts.length).toBeGreaterThan(20);
    for (const [name, fact] of facts) {
      expect(fact.sources.length, name).toBeGreaterThan(0);
      for (const source of fact.sources as readonly Source[]) {
        expect(source.url, name).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
        expect(source.title.length, name).toBeGreaterThan(5);
        expect(source.publisher.length, name).toBeGreaterThan(2);
        if (source.published) expect(source.published, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(fact.checked, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fact.checked <= new Date().toISOString().slice(0, 10), `${name}: checked in the future`).toBe(true);
      // No internal document: readers cannot open it.
      expect(JSON.stringify(fact), name).not.toMatch(/\/work\/|product-decisions|\.md\b/);
    }
  });

  it("say where only hobby projects or a single report support them (the prices since June 2026)", () => {
    for (const period of ALL_PRICE_PERIODS.filter((p) => p.hobbyOnly)) {
      expect(period.caveat).toMatch(/only by two hobby projects/);
      expect(period.from).toBe("2026-06-01");
    }
    expect(PRICE_TABLE.powerball[0]!.caveat).toMatch(/single report/);
  });

  it("are the corrected ones (issue 20 §1)", () => {
    expect(values["tax.summary"]).toContain(
      "A 15% withholding tax on winnings above R 25,000 was proposed in the 2011 Budget and dropped in the 2012 Budget.",
    );
    // One threshold for automatic payments, dated and labelled as the previous operator's (not the older 2021 rule).
    expect(values["claims.summary"]).toBe(
      "prizes under R 2,000 at any National Lottery retailer; up to R 49,999.99 at an approved payout centre; R 50,000 and above at a regional office of the operator; wins below R 249,000 played on a banking app, the website or the app paid automatically (Ithuba's rule, stated in November 2024)",
    );
    expect(values["claims.table"]).toContain("Ithuba's rule (its statement of November 2024)");
    expect(values["claims.table"]).not.toMatch(/banking channel/);
    // The 58-ball period, Daily Lotto Plus and the first-draw days our sources support.
    expect(values["lotto58.anyPrizeOdds"]).toBe("1 in 9.61");
    expect(values["lotto58.payoutShare"]).toBe("48%");
    expect(values["lotto58.payoutShareBefore"]).toBe("45%");
    expect(values["prices.dailyLottoPlus"]).toBe("R 1.50");
    expect(values["dailyLottoPlus.launched"]).toBe("September 2025");
    expect(values["lottoPlus2.firstDraw"]).toBe("August 2017 (no report we hold gives the day)");
    expect(values["powerballPlus.firstDraw"]).toBe("Tue 1 Dec 2015");
    expect(values["claims.deadline"]).toBe("365 days");
    expect(values["prices.powerball"]).toBe("R 5");
    expect(values["prices.powerballBefore"]).toBe("R 3.50");
    expect(values["prices.powerballPlus"]).toBe("R 2.50");
    expect(values["tax.summary"]).not.toMatch(/gambling tax|operator pays/);
    expect(values["prices.powerballSince"]).toBe("November 2015");
    expect(values["operator.ithubaLicenceEnded"]).toBe("Sat 31 May 2025");
    expect(values["operator.ithubaTemporary"]).toBe("a 12-month temporary licence until Sun 31 May 2026");
    expect(values["powerball.goodFridayFrom"]).toBe("2016");
    expect(values.helplines).toContain("0800 567 567");
    expect(values.helplines).not.toContain("076 675 0710");
  });
});

describe("content files", () => {
  it("type no fact by hand that has a token", () => {
    const found: string[] = [];
    for (const file of contentFiles) {
      for (const [token, pattern] of HAND_TYPED) {
        const match = pattern.exec(file.body);
        if (match) found.push(`${file.path}: "${match[0]}" is typed by hand; use ${token}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("the check catches a hand-typed copy", () => {
    const caught = (text: string) => HAND_TYPED.some(([, pattern]) => pattern.test(text));
    for (const text of [
      "call 0800 006 008",
      "odds of 1 in 20,358,520",
      "a board costs R5.",
      "R 3.50 before",
      "15% tax",
      "claim within 365 days",
      "R4,000 for match 4",
      "at 21:00 SAST",
      "on 31 May 2025",
      "suspended from April to October 2007",
      "sales close at 20:30",
      "sales close at 20h30",
      "paid automatically under R249,000",
      "Daily Lotto costs R3 a board",
      "Daily Lotto Plus cost R1.50 more",
      "any prize 1 in 9.61",
      "from 1 in 38.2",
      "a payout of 48%",
      "45 per cent of sales",
    ]) {
      expect(caught(text), text).toBe(true);
    }
    expect(caught("an R5 million jackpot")).toBe(false);
  });

  it("each article draws its facts from tokens, and every token it uses is known", () => {
    const uses: Record<string, string[]> = {};
    for (const article of articles) {
      const tokens = [...article.body.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);
      uses[article.path] = [...new Set(tokens)].sort();
      for (const token of tokens) expect(values[token], `${article.path} uses {{${token}}}`).toBeDefined();
      expect(uses[article.path]!.length, `${article.path} states its facts through tokens`).toBeGreaterThanOrEqual(2);
    }
    expect(Object.keys(uses)).toHaveLength(16);
  });

  it("put block tokens on a line of their own, and fill them there", () => {
    for (const name of BLOCK_TOKENS) {
      expect(fillTokens(`<p>{{${name}}}</p>`, values)).not.toContain("<p>");
      expect(() => fillTokens(`<p>See {{${name}}} here</p>`, values)).toThrow(/line of its own/);
    }
  });

  it("show the sources of the hand-kept facts they state (issue 35): tokens and the facts: field", () => {
    const pages = contentFiles.filter((f) => f.path.includes("/pages/"));
    const sourcesOfPage = (name: string) => {
      const file = readFileSync(`app/content/pages/${name}.md`, "utf8");
      const { data, body } = splitFrontMatter(file);
      return sourcesOfContent(
        body,
        (data.facts ?? "")
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean) as never[],
      );
    };
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(["app/content/pages/claiming-prizes.md", "app/content/pages/lottery-scams.md"]),
    );
    // Every page that states a hand-kept fact lists sources; one that states none (privacy) lists none.
    for (const name of ["about", "responsible-gaming", "claiming-prizes", "lottery-scams"]) {
      const list = sourcesOfPage(name);
      expect(list.sources.length, name).toBeGreaterThan(0);
      expect(list.checked, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(sourcesOfPage("privacy-policy").sources).toEqual([]);
    const scams = sourcesOfPage("lottery-scams").sources.map((s) => s.url);
    for (const source of SCAM_WARNING.sources) expect(scams).toContain(source.url);
    // A token brings its fact's sources, each address once.
    const claims = sourcesOfContent("<p>{{claims.table}}</p><p>{{claims.deadline}}</p>");
    expect(claims.sources.map((s) => s.url)).toEqual(CLAIMS.sources.map((s) => s.url));
    expect(claims.caveats).toEqual([CLAIMS.caveat]);
    // The price table carries the hobby-project caveat of the 2026 prices.
    expect(sourcesOfContent("<p>{{prices.table}}</p>").caveats.join(" ")).toMatch(/only by two hobby projects/);
  });

  it("spell PowerBall one way", () => {
    for (const file of contentFiles) expect(file.body, file.path).not.toMatch(/Powerball|POWERBALL(?! XTRA)|Power Ball\b/);
  });
});
