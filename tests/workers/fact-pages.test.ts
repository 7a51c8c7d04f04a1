/**
 * The practical pages of issue 35 inside workerd with a real D1: the biggest jackpots computed from the
 * draws (won ones only, with their winner counts), the claims and scams pages with their sources, the
 * prices and times on How to Play, and the site-wide links (footer, responsible gaming). All draws are invented.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CLAIMS, SCAM_WARNING } from "~/facts/facts";
import { clearDraws, testDraw, writeDraws } from "./seed";

const get = (path: string) => SELF.fetch(`https://example.test${path}`);
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The text of the page's Sources list (between its heading and the end of its section). */
const sourcesSection = (page: string) => /<h2 id="sources-heading"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";

beforeAll(async () => {
  await clearDraws();
  await writeDraws([
    // Won by four: listed first, with each winner's share.
    testDraw({
      game: "lotto",
      drawDate: "2018-01-27",
      numbers: [6, 7, 15, 21, 24, 48],
      bonus: 16,
      jackpot: 110_000_000,
      rollover: false,
      divisions: [{ division: 1, match: "6", winners: 4, payout: 27_500_000 }],
    }),
    // Bigger, but nobody won it: never a "biggest jackpot won".
    testDraw({ game: "lotto", drawDate: "2018-01-24", numbers: [1, 2, 3, 4, 5, 6], bonus: 7, jackpot: 120_000_000, rollover: true }),
    // Won (the flag says so) with no divisions held: listed, its winners "not in our records".
    testDraw({ game: "lotto", drawDate: "2017-11-11", numbers: [3, 21, 28, 30, 46, 51], bonus: 42, jackpot: 6_251_034.2, rollover: false }),
    // No jackpot figure: not listed at all.
    testDraw({ game: "lotto", drawDate: "2017-11-15", numbers: [8, 9, 10, 11, 12, 13], bonus: 14, rollover: false }),
    testDraw({
      game: "powerball",
      drawDate: "2019-02-19",
      numbers: [1, 2, 3, 4, 5],
      bonus: 6,
      jackpot: 232_131_750.69,
      rollover: false,
      divisions: [{ division: 1, match: "5+powerball", winners: 1, payout: 232_131_750.69 }],
    }),
    // Daily Lotto (issue 43): R 400,000 advertised but shared by two (R 331,701.20 paid) ranks below the
    // R 447,746.70 paid to one winner of a draw with no advertised figure.
    testDraw({
      game: "daily-lotto",
      drawDate: "2025-11-20",
      numbers: [1, 2, 3, 4, 5],
      jackpot: 400_000,
      rollover: false,
      divisions: [{ division: 1, match: "5", winners: 2, payout: 165_850.6 }],
    }),
    testDraw({
      game: "daily-lotto",
      drawDate: "2025-12-04",
      numbers: [4, 6, 21, 26, 33],
      divisions: [{ division: 1, match: "5", winners: 1, payout: 447_746.7 }],
    }),
    // Won (the flag) with no divisions held: its section has no winners columns.
    testDraw({ game: "lotto-plus-1", drawDate: "2018-02-03", numbers: [1, 2, 3, 4, 5, 6], bonus: 7, jackpot: 5_000_000, rollover: false }),
  ]);
});

describe("/biggest-jackpots", () => {
  it("lists the won jackpots, biggest first, with their winner counts", async () => {
    const page = await html("/biggest-jackpots");
    expect(page).toContain(
      "Biggest in our records: R 110,000,000 paid to the winners on Sat 27 Jan 2018, shared by 4 winners (R 27,500,000 each).",
    );
    const lotto = /<section aria-labelledby="jackpots-lotto"[\s\S]*?<\/section>/.exec(page)![0];
    expect(lotto).not.toContain("R 120,000,000");
    expect(lotto.indexOf("27 Jan 2018")).toBeLessThan(lotto.indexOf("11 Nov 2017"));
    expect(lotto).toContain("R 6,251,034.20");
    expect(lotto).toContain("not in our records");
    expect(lotto).not.toContain("15 Nov 2017");
    expect(lotto).toContain('href="/results/lotto/2018-01-27"');
    expect(page).toContain("R 232,131,750.69 paid to the winner on Tue 19 Feb 2019, won by one ticket.");
  });

  it("ranks by what was paid where the divisions are held, says which figure each row is, and hides empty columns", async () => {
    const page = await html("/biggest-jackpots");
    expect(page).toMatch(/<title>[^<]{1,60}<\/title>/);
    expect(page).toContain('data-testid="figures-explained"');
    const daily = /<section aria-labelledby="jackpots-daily-lotto"[\s\S]*?<\/section>/.exec(page)![0];
    expect(daily).toContain("Biggest in our records: R 447,746.70 paid to the winner on Thu 4 Dec 2025, won by one ticket.");
    expect(daily.indexOf("4 Dec 2025")).toBeLessThan(daily.indexOf("20 Nov 2025"));
    // The shared draw shows what was paid (2 × R 165,850.60), never its advertised R 400,000.
    expect(daily).toContain("R 331,701.20");
    expect(daily).not.toContain("R 400,000");
    expect(daily).toContain(">paid to the winners<");
    const lotto = /<section aria-labelledby="jackpots-lotto"[\s\S]*?<\/section>/.exec(page)![0];
    expect(lotto).toContain(">advertised jackpot<");
    const plus1 = /<section aria-labelledby="jackpots-lotto-plus-1"[\s\S]*?<\/section>/.exec(page)![0];
    expect(plus1).toContain("R 5,000,000");
    expect(plus1).not.toContain(">Winners<");
    expect(plus1).not.toContain(">Each winner<");
    expect(lotto).toContain(">Each winner<");
    expect(page).toMatch(/id="jackpots-powerball-plus"[\s\S]*?No won jackpot with its amount is in our records yet/);
  });
});

describe("the claims and scams pages", () => {
  it("/claiming-prizes: the steps, the claims table from the facts module, unclaimed prizes and its sources", async () => {
    const page = await html("/claiming-prizes");
    expect(page).not.toContain("{{");
    expect(page).toContain("Write your name and ID number on the back of the ticket");
    expect(page).toContain("Where to claim a National Lottery prize");
    expect(page).toContain("R 249,000");
    expect(page).toContain("National Lotteries Distribution Trust Fund (NLDTF)");
    const sources = sourcesSection(page);
    for (const source of CLAIMS.sources) expect(sources).toContain(source.url);
    expect(sources).toContain(CLAIMS.caveat.split(";")[0]);
  });

  it("/lottery-scams: the rule, what to do, and its sources", async () => {
    const page = await html("/lottery-scams");
    expect(page).toContain("The National Lottery does not announce wins by SMS, e-mail or WhatsApp");
    expect(page).toContain("A real prize never costs a fee.");
    const sources = sourcesSection(page);
    for (const source of SCAM_WARNING.sources) expect(sources).toContain(source.url);
  });
});

describe("site-wide", () => {
  it("every page's footer links the scams page and the practical pages, and says what our data is", async () => {
    for (const path of ["/", "/about", "/results/lotto"]) {
      const page = await html(path);
      const footer = /<footer[\s\S]*?<\/footer>/.exec(page.slice(page.lastIndexOf('id="site-footer"') - 200))![0];
      expect(footer, path).toContain('href="/lottery-scams"');
      expect(footer, path).toContain('href="/claiming-prizes"');
      expect(footer, path).toContain('href="/biggest-jackpots"');
      expect(footer, path).not.toContain("Results and jackpots come from official public announcements;");
      expect(footer, path).toContain("Results come from official public announcements or public copies of them (");
      expect(footer, path).toContain('href="/data-sources"');
      expect(footer, path).toContain('href="https://responsiblegambling.org.za"');
    }
  });

  it("/responsible-gaming links the scams page and shows the programme's website beside its helpline", async () => {
    const page = await html("/responsible-gaming");
    expect(page).toContain('href="/lottery-scams"');
    const box = /<section aria-labelledby="helplines-heading"[\s\S]*?<\/section>/.exec(page)![0];
    expect(box).toContain("responsiblegambling.org.za");
    expect(sourcesSection(page)).toContain("https://responsiblegambling.org.za");
  });

  it("About says the adverts are unpaid links and what /data-sources shows, with its sources", async () => {
    const page = await html("/about");
    expect(page).not.toContain("paid for by adverts");
    expect(page).toContain("today they hold no paid adverts");
    expect(page).toContain("public copies of the official results");
    expect(sourcesSection(page)).toContain("https://www.einpresswire.com/");
  });

  it("How to Play: prices by period with who states them, the Ithuba-era cut-off, the roll-down, and its sources", async () => {
    const page = await html("/how-to-play?tab=daily-lotto");
    expect(page).toContain("Price of a board by game and period");
    expect(page).toContain("hobby projects only");
    expect(page).toContain("a single report");
    expect(page).toContain("20:30 SAST");
    expect(page).toContain("Sales cut-off (Ithuba&#x27;s times, until Sun 31 May 2026)");
    expect(page).toContain("the jackpot pool rolls down");
    expect(page).not.toContain("operator pays gambling tax");
    const sources = sourcesSection(page);
    expect(sources).toContain("https://www.iol.co.za/news/south-africa/ithuba-launches-new-daily-lotto-game-19734721");
    expect(sources).toContain("only by two hobby projects");
  });

  it("an article that states hand-kept facts lists their sources", async () => {
    const page = await html("/blog/lottery-power-ball-results-how-to-check");
    expect(sourcesSection(page)).toContain(CLAIMS.sources[0].url);
  });

  it("the sitemap lists the new pages", async () => {
    const sitemap = await (await get("/sitemaps/pages.xml")).text();
    for (const path of ["/claiming-prizes", "/lottery-scams", "/biggest-jackpots"]) expect(sitemap).toContain(`${path}</loc>`);
  });
});
