/**
 * The names a content file may give in its `facts:` front matter field (docs/content-format.md): the hand-kept
 * facts it states without a token, whose sources its "Sources" list then shows. No imports, so the build's
 * Markdown plugin can read it; app/content/fact-sources.ts maps each name to its facts (TypeScript checks
 * that every name has them).
 */
export const FACT_NAMES = [
  "operators",
  "suspension2007",
  "claims",
  "tax",
  "prices",
  "salesTimes",
  "dailyLottoRolldown",
  "goodCauses",
  "scams",
  "helplines",
  "lotto58",
  "dailyLottoPlus",
  "newNames2026",
  "operatorContact",
] as const;

export type FactName = (typeof FACT_NAMES)[number];
