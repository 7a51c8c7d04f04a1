import { describe, expect, it } from "vitest";
import { allArticles } from "~/content/articles.server";
import { contentPage } from "~/content/pages.server";
import { fillTokens, tokenValues } from "~/loaders/content-tokens.server";
import type { SiteFacts } from "~/models/site-facts.server";
import { gameRecords } from "~/statistics/records";

const env = { SITE_NAME: "Test Site", CONTACT_EMAIL: "hello@example.test" };
const facts: SiteFacts = {
  lotto: { drawCount: 2631, firstDate: "2000-03-11" },
  powerball: { drawCount: 1759, firstDate: "2009-10-23" },
  "daily-lotto": { drawCount: 0, firstDate: null },
};
// The records as the statistics module reads them (no draws here: each says "not yet in our records").
const records = { lotto: gameRecords([], []), powerball: gameRecords([], []) };
const values = tokenValues(env, { ...facts, records } as SiteFacts);

describe("the blog's 16 articles", () => {
  const articles = allArticles();

  it("are all there, in the spec's order, with unique slugs", () => {
    expect(articles).toHaveLength(16);
    expect(articles.map((a) => a.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(articles.map((a) => a.slug)).size).toBe(16);
    expect(articles[10]!.slug).toBe("lotto-and-powerball-result-draw-times-prizes");
    expect(articles[10]!.ads).toBe(false);
  });

  it("have about 200 words per minute of read time", () => {
    for (const article of articles) {
      const perMinute = article.wordCount / article.readTime;
      expect(perMinute, article.slug).toBeGreaterThan(170);
      expect(perMinute, article.slug).toBeLessThan(240);
    }
  });

  it("use only known tokens, and every one is filled", () => {
    for (const article of articles) {
      const html = article.htmlParts.map((part) => fillTokens(part, values)).join("");
      expect(html, article.slug).not.toMatch(/\{\{|\}\}|\[\[advert\]\]/);
    }
  });

  it("relate only to real articles, and place the advert where they have one", () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const article of articles) {
      for (const related of article.related) expect(slugs.has(related), `${article.slug} → ${related}`).toBe(true);
      expect(article.htmlParts.length, article.slug).toBe(article.ads ? 2 : 1);
      expect(article.htmlParts.join(""), article.slug).not.toMatch(/<h1/);
    }
  });

  it("state SA facts through the rules and the data, not typed figures", () => {
    const text = articles.map((a) => a.htmlParts.join("")).join("\n");
    expect(text).not.toContain("232,088,485"); // the spec's unsupported record
    expect(text).not.toContain("24,435,180 (");
  });
});

describe("tokens", () => {
  it("fill rule figures from the rules module and stats from the data", () => {
    expect(values["lotto.jackpotOdds"]).toBe("1 in 20,358,520");
    expect(values["powerball.jackpotOdds"]).toBe("1 in 33,900,160");
    expect(values["stats.lotto.drawCount"]).toBe("2,631 draws since Sat 11 Mar 2000");
    expect(values["stats.dailyLotto.drawCount"]).toBe("no draws yet");
  });

  it("escape configured text and refuse unknown tokens", () => {
    expect(tokenValues({ ...env, SITE_NAME: "<b>x</b>" }, null)["site.name"]).toBe("&lt;b&gt;x&lt;/b&gt;");
    expect(() => fillTokens("<p>{{nope}}</p>", values)).toThrow("Unknown content token {{nope}}");
  });

  it("render the helplines list in place of its paragraph", () => {
    expect(fillTokens("<p>{{helplines}}</p>", values)).toContain("0800 006 008");
  });
});

describe("legal and help pages", () => {
  it.each(["privacy-policy", "terms-of-service", "about", "responsible-gaming"] as const)("%s renders with every token known", (name) => {
    const page = contentPage(name);
    expect(page.title.length).toBeGreaterThan(3);
    expect(fillTokens(page.html, values)).not.toMatch(/\{\{/);
  });

  it("privacy keeps the spec's periods", () => {
    const html = contentPage("privacy-policy").html;
    expect(html).toMatch(/26 months/);
    expect(html).toMatch(/30 days/);
  });
});
