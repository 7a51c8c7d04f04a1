/**
 * The front matter of content files (docs/content-format.md), field by field: each valid and invalid
 * value, through the same function the build's Markdown plugin calls, so a bad file fails the build with
 * its path and the field named.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFrontMatter, splitFrontMatter, type ContentKind } from "~/content/front-matter";
import { contentModule } from "~/content/render-markdown";

const FILE = "app/content/blog/example.md";

/** A file with these fields (undefined: the line is left out). */
function source(fields: Record<string, string | undefined>, body = "Body text.\n"): string {
  const lines = Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [`${key}: ${value}`]));
  return `---\n${lines.join("\n")}\n---\n${body}`;
}

const ARTICLE = {
  title: "How to Check Your Lotto Results",
  description: "One or two sentences for search results and the blog card, long enough to say what the article is about.",
  category: "guide",
  readTime: "5",
  publishDate: "2025-08-17",
  updated: "2026-11-21",
  author: "Results Desk",
  keywords: "lotto results, check lotto numbers",
  relatedTitle: "More guides for Lotto players",
  related: "lotto-results-how-to-check, power-lotto-results-complete-guide, daily-lotto-results-complete-guide",
};

const PAGE = {
  title: "About Us",
  description: "Who we are, where our South African lottery results come from and how they are updated after each draw.",
  updated: "2026-11-24",
};

const BASE: Record<ContentKind, Record<string, string>> = { article: ARTICLE, page: PAGE };

/** field → values it accepts (with what they parse to) and values it refuses (with the message's end). */
interface FieldCases {
  valid: [value: string | undefined, parsed: unknown][];
  invalid: [value: string | undefined, message: string][];
  /** Other fields to change with this one (the related pair). */
  with?: Record<string, string | undefined>;
}

const long = (length: number) => "x".repeat(length);

const ARTICLE_FIELDS: Record<string, FieldCases> = {
  title: {
    valid: [
      ["Ten chars!", "Ten chars!"],
      ["Values: may hold colons", "Values: may hold colons"],
    ],
    invalid: [
      [undefined, "is missing"],
      ["", "must be at least 10 characters"],
      ["Too short", "must be at least 10 characters"],
    ],
  },
  description: {
    valid: [
      [long(50), long(50)],
      [long(170), long(170)],
    ],
    invalid: [
      [undefined, "is missing"],
      [long(49), "must be at least 50 characters"],
      [long(171), "must be at most 170 characters"],
    ],
  },
  category: {
    valid: [
      ["guide", "guide"],
      ["Ultimate Guide", "Ultimate Guide"],
      ["ab", "ab"],
    ],
    invalid: [
      [undefined, "is missing"],
      ["", "must be at least 2 characters"],
      ["a", "must be at least 2 characters"],
    ],
  },
  readTime: {
    valid: [
      ["1", 1],
      ["5", 5],
      ["30", 30],
    ],
    invalid: [
      [undefined, "is missing"],
      ["", "must be a whole number of minutes"],
      ["0", "must be at least 1 minute"],
      ["31", "must be at most 30 minutes"],
      ["2.5", "must be a whole number of minutes"],
      ["five", "must be a whole number of minutes"],
      ["1e1", "must be a whole number of minutes"],
      ["-3", "must be a whole number of minutes"],
    ],
  },
  publishDate: {
    valid: [
      ["2025-08-17", "2025-08-17"],
      ["2024-02-29", "2024-02-29"],
      ["2026-11-21", "2026-11-21"],
    ],
    invalid: [
      [undefined, "is missing"],
      ["17 August 2025", "must be a date as YYYY-MM-DD"],
      ["2025-8-17", "must be a date as YYYY-MM-DD"],
      ["2025-02-30", "is not a calendar date"],
      ["2025-13-01", "is not a calendar date"],
      ["2025-02-29", "is not a calendar date"],
    ],
  },
  updated: {
    valid: [
      ["2026-11-21", "2026-11-21"],
      ["2025-08-17", "2025-08-17"],
    ],
    invalid: [
      [undefined, "is missing"],
      ["2026/11/21", "must be a date as YYYY-MM-DD"],
      ["2026-04-31", "is not a calendar date"],
      ["2025-08-16", "is before publishDate"],
    ],
  },
  author: {
    valid: [
      ["Results Desk", "Results Desk"],
      ["Statistics Editor", "Statistics Editor"],
      ["Guides Editor", "Guides Editor"],
      ["International Desk", "International Desk"],
    ],
    invalid: [
      [undefined, "is missing"],
      ["Jane Smith", "must be one of Results Desk, Statistics Editor, Guides Editor, International Desk"],
      ["results desk", "must be one of Results Desk"],
    ],
  },
  keywords: {
    valid: [
      ["lotto results", ["lotto results"]],
      ["a, b ,c,", ["a", "b", "c"]],
    ],
    invalid: [
      [undefined, "is missing"],
      ["", "needs at least one keyword"],
      [" , ", "needs at least one keyword"],
    ],
  },
  related: {
    valid: [
      ["a-b, c, d-e-f", ["a-b", "c", "d-e-f"]],
      [
        "lotto-results-how-to-check,power-lotto-results-complete-guide,daily-lotto-results-complete-guide",
        ["lotto-results-how-to-check", "power-lotto-results-complete-guide", "daily-lotto-results-complete-guide"],
      ],
    ],
    invalid: [
      [undefined, "is needed with relatedTitle"],
      ["", "is needed with relatedTitle"],
      ["a, b", "must name three article slugs"],
      ["a, b, c, d", "must name three article slugs"],
      ["a, b, a", "names an article twice"],
      ["a, B, c", "(item 2) must be article slugs"],
      ["a, b, c.md", "(item 3) must be article slugs"],
      ["a, b-, c", "(item 2) must be article slugs"],
    ],
  },
  relatedTitle: {
    valid: [["Read next", "Read next"]],
    invalid: [
      [undefined, "is needed with related"],
      ["", "must not be empty"],
    ],
  },
};

/** The `facts:` field of both kinds: names of app/content/fact-names.ts, whose sources the page lists. */
const FACTS_FIELD: FieldCases = {
  valid: [
    [undefined, []],
    ["scams", ["scams"]],
    ["claims, goodCauses", ["claims", "goodCauses"]],
  ],
  invalid: [
    ["scam", "must name facts among operators, suspension2007"],
    ["claims, product-decisions", "must name facts among"],
  ],
};

ARTICLE_FIELDS.facts = FACTS_FIELD;

const PAGE_FIELDS: Record<string, FieldCases> = {
  title: {
    valid: [
      ["About Us", "About Us"],
      ["Terms", "Terms"],
    ],
    invalid: [
      [undefined, "is missing"],
      ["", "must be at least 4 characters"],
      ["FAQ", "must be at least 4 characters"],
    ],
  },
  description: ARTICLE_FIELDS.description!,
  facts: FACTS_FIELD,
  updated: {
    valid: [["2026-11-24", "2026-11-24"]],
    invalid: [
      [undefined, "is missing"],
      ["24/11/2026", "must be a date as YYYY-MM-DD"],
      ["2026-11-31", "is not a calendar date"],
    ],
  },
};

describe.each([
  ["article", ARTICLE_FIELDS],
  ["page", PAGE_FIELDS],
] as const)("%s front matter", (kind, fields) => {
  const read = (changes: Record<string, string | undefined>) => readFrontMatter(kind, FILE, source({ ...BASE[kind], ...changes }));

  it("the example in docs/content-format.md's shape is valid", () => {
    expect(() => read({})).not.toThrow();
  });

  describe.each(Object.entries(fields))("%s", (field, cases) => {
    it.each(cases.valid)("accepts %j", (value, parsed) => {
      expect((read({ [field]: value }).data as Record<string, unknown>)[field]).toEqual(parsed);
    });

    it.each(cases.invalid)("refuses %j", (value, message) => {
      expect(() => read({ [field]: value })).toThrow(`${FILE}: front matter: `);
      expect(() => read({ [field]: value })).toThrow(message);
      // The message names the field the problem is in (the pair's rules name the missing half).
      expect(() => read({ [field]: value })).toThrow(/field "(\w+)"/);
    });
  });

  it("refuses a field it does not know, naming it", () => {
    expect(() => read({ relatedTitel: "Typo" })).toThrow(`${FILE}: front matter: unknown field "relatedTitel"`);
  });
});

describe("article front matter as a whole", () => {
  it("parses to the run-time types: numbers and lists", () => {
    expect(readFrontMatter("article", FILE, source(ARTICLE)).data).toEqual({
      ...ARTICLE,
      readTime: 5,
      keywords: ["lotto results", "check lotto numbers"],
      related: ["lotto-results-how-to-check", "power-lotto-results-complete-guide", "daily-lotto-results-complete-guide"],
      facts: [],
    });
  });

  it("may leave out the related pair together (an article without the related grid)", () => {
    const { data } = readFrontMatter("article", FILE, source({ ...ARTICLE, relatedTitle: undefined, related: undefined }));
    expect(data.relatedTitle).toBeUndefined();
    expect(data.related).toEqual([]);
  });

  it("names every bad field in one message", () => {
    expect(() => readFrontMatter("article", FILE, source({ ...ARTICLE, readTime: "0", author: "Jane" }))).toThrow(
      /readTime.*must be at least 1 minute; field "author" must be one of/,
    );
  });
});

describe("the sixteen articles' titles", () => {
  it("are at most 60 characters, so a search result shows them whole, and all different", () => {
    const dir = "app/content/blog";
    const titles = readdirSync(dir).map((name) => readFrontMatter("article", name, readFileSync(`${dir}/${name}`, "utf8")).data.title);
    expect(titles).toHaveLength(16);
    expect(titles.filter((title) => title.length > 60)).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("the front matter block", () => {
  it.each<[string, string, string]>([
    ["no block", "Just Markdown\n", "no front matter"],
    ["an unclosed block", "---\ntitle: About Us\n", "no front matter"],
    ["a line without a key", `---\ntitle: About Us\njust words\n---\n`, 'line 3 is not "key: value"'],
    ["a line starting with a colon", `---\n: value\n---\n`, 'line 2 is not "key: value"'],
    ["a field given twice", `---\ntitle: About Us\ntitle: About\n---\n`, 'field "title" is given twice'],
  ])("refuses %s", (_name, text, message) => {
    expect(() => readFrontMatter("page", "app/content/pages/about.md", text)).toThrow(`app/content/pages/about.md: `);
    expect(() => readFrontMatter("page", "app/content/pages/about.md", text)).toThrow(message);
  });

  it("reads Windows line endings, blank lines and colons in values, and returns the body after the block", () => {
    const text = `---\r\ntitle: About: Us\r\n\r\ndescription: ${long(60)}\r\nupdated: 2026-11-24\r\n---\r\n## Body\r\n`;
    expect(readFrontMatter("page", FILE, text)).toEqual({
      data: { title: "About: Us", description: long(60), updated: "2026-11-24", facts: [] },
      body: "## Body\r\n",
    });
  });

  it("splitFrontMatter (the tests' body reader) gives the same body", () => {
    const text = source(PAGE, "## Heading\n\nText.\n");
    expect(splitFrontMatter(text).body).toBe(readFrontMatter("page", FILE, text).body);
    expect(splitFrontMatter(text).data).toEqual(PAGE);
  });
});

describe("every content file", () => {
  it.each(
    (["blog", "pages"] as const).flatMap((dir) =>
      readdirSync(`app/content/${dir}`)
        .filter((name) => name.endsWith(".md"))
        .map((name) => [dir === "blog" ? "article" : "page", `app/content/${dir}/${name}`] as const),
    ),
  )("%s %s has valid front matter", (kind, path) => {
    expect(() => readFrontMatter(kind, path, readFileSync(path, "utf8"))).not.toThrow();
  });
});

describe("the module a content file becomes at build time", () => {
  const module = (body: string) => contentModule("page", FILE, source(PAGE, body));

  it("exports the front matter, the HTML with its tokens kept, and the word count", () => {
    const code = module("## Odds\n\nThe odds are {{lotto.jackpotOdds}}, drawn at {{ drawTime }}.\n\n{{helplines}}\n");
    expect(code).toContain(`export const data = ${JSON.stringify({ ...PAGE, facts: [] })};`);
    expect(code).toContain(
      `export const html = ${JSON.stringify("<h2>Odds</h2>\n<p>The odds are {{lotto.jackpotOdds}}, drawn at {{ drawTime }}.</p>\n<p>{{helplines}}</p>\n")};`,
    );
    expect(code).toContain("export const words = 9;"); // "##", "{{" and "}}." have no letter or digit
  });

  it("wraps tables in the sideways-scrolling region", () => {
    expect(module("| a | b |\n|---|---|\n| 1 | 2 |\n")).toContain(
      '<div class=\\"table-scroll\\" tabindex=\\"0\\" role=\\"region\\" aria-label=\\"Table (scrolls sideways)\\"><table>',
    );
  });

  it("fails, naming the file, when Markdown would change a token", () => {
    expect(() => module("See [the odds]({{lotto.jackpotOdds}}).\n")).toThrow(
      `${FILE}: Markdown changed the token(s) {{lotto.jackpotOdds}}`,
    );
  });

  it("fails, naming the file and field, on bad front matter", () => {
    expect(() => contentModule("article", FILE, source({ ...ARTICLE, author: "Jane" }))).toThrow(`${FILE}: front matter: field "author"`);
  });
});
