/**
 * The front matter of content files (docs/content-format.md): one zod schema per kind, applied at build
 * time by the Markdown plugin (scripts/vite-markdown.ts), so a bad field fails `npm run build` and the
 * tests with the file and the field named, never a visitor's request. The Worker imports only the types.
 */
import { z } from "zod";
import { FACT_NAMES } from "./fact-names";

/**
 * Splits a content file into its front matter (`key: value` lines between `---`) and Markdown body.
 * Lenient: lines without a key are skipped. The tests that read bodies use this; validation uses
 * readFrontMatter below, which refuses what this skips.
 */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const { lines: data, body } = readLines(source);
  return { data: Object.fromEntries(data.filter((line) => line.key).map((line) => [line.key, line.value])), body };
}

interface Line {
  /** 1-based, in the file, for error messages. */
  number: number;
  key: string;
  value: string;
}

function readLines(source: string): { found: boolean; lines: Line[]; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { found: false, lines: [], body: source };
  const lines = match[1]!.split(/\r?\n/).map((line, index): Line => {
    const colon = line.indexOf(":"); // values may contain colons: split on the first only
    return colon <= 0
      ? { number: index + 2, key: "", value: line.trim() }
      : { number: index + 2, key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
  });
  return { found: true, lines, body: source.slice(match[0].length) };
}

const listValue = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A real calendar day as YYYY-MM-DD (a regex alone would pass 2026-02-30). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, "is not a calendar date");

/** Search engines cut longer descriptions; shorter ones say too little on the blog card. */
const description = z.string().min(50, "must be at least 50 characters").max(170, "must be at most 170 characters");

/** A comma-separated list. */
const list = (item: z.ZodString) => z.string().transform(listValue).pipe(z.array(item));

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be article slugs (lower-case words joined by hyphens)");

/** Pen-name roles: articles never carry a person's name. */
const AUTHORS = ["Results Desk", "Statistics Editor", "Guides Editor", "International Desk"] as const;

/** The hand-kept facts a file states in words (app/content/fact-names.ts): its "Sources" list shows theirs. */
const facts = z
  .string()
  .optional()
  .transform(listValue)
  .pipe(z.array(z.enum(FACT_NAMES, { errorMap: () => ({ message: `must name facts among ${FACT_NAMES.join(", ")}` }) })));

const articleFrontMatter = z
  .object({
    title: z.string().min(10, "must be at least 10 characters"),
    description,
    category: z.string().min(2, "must be at least 2 characters"),
    // Digits only: z.coerce.number() would take "1e1", "0x1f" or a blank (0).
    readTime: z
      .string()
      .regex(/^\d+$/, "must be a whole number of minutes")
      .transform(Number)
      .pipe(z.number().min(1, "must be at least 1 minute").max(30, "must be at most 30 minutes")),
    publishDate: isoDate,
    updated: isoDate,
    author: z.enum(AUTHORS, {
      errorMap: (issue, context) => ({
        message: issue.code === "invalid_enum_value" ? `must be one of ${AUTHORS.join(", ")}` : context.defaultError,
      }),
    }),
    keywords: list(z.string()).refine((items) => items.length > 0, "needs at least one keyword"),
    relatedTitle: z.string().min(1, "must not be empty").optional(),
    related: z
      .string()
      .optional()
      .transform(listValue)
      .pipe(z.array(slug))
      .refine((items) => items.length === 0 || items.length === 3, "must name three article slugs")
      .refine((items) => new Set(items).size === items.length, "names an article twice"),
    facts,
  })
  .strict()
  .superRefine((data, context) => {
    if (data.updated < data.publishDate) context.addIssue({ code: "custom", path: ["updated"], message: "is before publishDate" });
    // The related grid has a heading and three cards: one without the other is a half-finished file.
    if (data.relatedTitle !== undefined && data.related.length === 0)
      context.addIssue({ code: "custom", path: ["related"], message: "is needed with relatedTitle" });
    if (data.relatedTitle === undefined && data.related.length > 0)
      context.addIssue({ code: "custom", path: ["relatedTitle"], message: "is needed with related" });
  });

const pageFrontMatter = z
  .object({
    title: z.string().min(4, "must be at least 4 characters"),
    description,
    updated: isoDate,
    facts,
  })
  .strict();

export type ArticleFrontMatter = z.output<typeof articleFrontMatter>;
export type PageFrontMatter = z.output<typeof pageFrontMatter>;

export const FRONT_MATTER = { article: articleFrontMatter, page: pageFrontMatter } as const;
export type ContentKind = keyof typeof FRONT_MATTER;

function issueText(issue: z.ZodIssue): string {
  if (issue.code === "unrecognized_keys") return issue.keys.map((key) => `unknown field "${key}"`).join(", ");
  const [field, ...rest] = issue.path;
  const where = rest.length > 0 ? ` (item ${rest.map((part) => (typeof part === "number" ? part + 1 : part)).join(".")})` : "";
  return `field "${String(field)}"${where} ${issue.message === "Required" ? "is missing" : issue.message}`;
}

/**
 * Reads and validates a content file's front matter. Throws one error naming the file and every bad
 * field; `file` is the path shown in it.
 */
export function readFrontMatter<K extends ContentKind>(
  kind: K,
  file: string,
  source: string,
): { data: z.output<(typeof FRONT_MATTER)[K]>; body: string } {
  const { found, lines, body } = readLines(source);
  if (!found) throw new Error(`${file}: no front matter (a block between two --- lines at the top)`);
  const problems: string[] = [];
  const data: Record<string, string> = {};
  for (const line of lines) {
    if (!line.key) {
      if (line.value) problems.push(`line ${line.number} is not "key: value"`);
      continue;
    }
    if (Object.hasOwn(data, line.key)) problems.push(`field "${line.key}" is given twice`);
    data[line.key] = line.value;
  }
  const parsed = FRONT_MATTER[kind].safeParse(data);
  if (!parsed.success) problems.push(...parsed.error.issues.map(issueText));
  if (problems.length > 0 || !parsed.success) throw new Error(`${file}: front matter: ${problems.join("; ")}`);
  return { data: parsed.data, body };
}
