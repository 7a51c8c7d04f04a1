/**
 * Which public sources a page shows in its "Sources" list: those of the hand-kept facts it states. A content
 * file's facts are found from the tokens it uses ({{claims.table}} states the claims procedure) and from its
 * `facts:` front matter (facts stated in words, such as the scams warning); a page built in code names its
 * facts itself. Client-safe.
 */
import { mergeSources, type Sourced, type Source } from "../facts/source";
import {
  CLAIMS,
  DAILY_LOTTO_PLUS,
  DAILY_LOTTO_ROLLDOWN,
  GOOD_CAUSES,
  HELPLINE_LIST,
  ITHUBA_LICENCE,
  LOTTO_58_PRIZES,
  NEW_NAMES_2026,
  OPERATOR_CONTACT,
  OPERATORS,
  SALES_TIMES,
  SCAM_WARNING,
  SUSPENSION_2007,
  TAX,
} from "../facts/facts";
import type { FactName } from "./fact-names";
import { ALL_PRICE_PERIODS, PRICE_TABLE } from "~/rules/prices";

const FACTS_BY_NAME: Record<FactName, readonly Sourced[]> = {
  operators: [OPERATORS, ITHUBA_LICENCE],
  operatorContact: [OPERATOR_CONTACT],
  suspension2007: [SUSPENSION_2007],
  claims: [CLAIMS],
  tax: [TAX],
  prices: ALL_PRICE_PERIODS,
  salesTimes: [SALES_TIMES],
  dailyLottoRolldown: [DAILY_LOTTO_ROLLDOWN],
  goodCauses: [GOOD_CAUSES],
  scams: [SCAM_WARNING],
  helplines: [HELPLINE_LIST],
  lotto58: [LOTTO_58_PRIZES],
  dailyLottoPlus: [DAILY_LOTTO_PLUS, ...PRICE_TABLE["daily-lotto-plus"]],
  newNames2026: [NEW_NAMES_2026],
};

/** The facts behind each token that states a hand-kept fact (the rest come from the rules or the data). */
const TOKEN_FACTS: readonly [RegExp, readonly Sourced[]][] = [
  [/^operator\.officialSite$/, FACTS_BY_NAME.operatorContact],
  [/^operator\.(?!officialSite$)/, FACTS_BY_NAME.operators],
  [/^suspension2007\./, FACTS_BY_NAME.suspension2007],
  [/^claims\./, FACTS_BY_NAME.claims],
  [/^tax\./, FACTS_BY_NAME.tax],
  [/^prices\.table$/, FACTS_BY_NAME.prices],
  [/^prices\.powerball(Before|Since)?$/, PRICE_TABLE.powerball.filter((p) => !p.hobbyOnly)],
  [/^prices\.powerballPlus$/, PRICE_TABLE["powerball-plus"].filter((p) => !p.hobbyOnly)],
  [/^sales\./, FACTS_BY_NAME.salesTimes],
  [/^goodCauses\./, FACTS_BY_NAME.goodCauses],
  [/^helplines/, FACTS_BY_NAME.helplines],
  [/^lotto58\./, FACTS_BY_NAME.lotto58],
  [/^(dailyLottoPlus\.|prices\.dailyLottoPlus$)/, FACTS_BY_NAME.dailyLottoPlus],
  [/^(lottoPlus2|powerballPlus)\.currentName$/, FACTS_BY_NAME.newNames2026],
];

/** What a page's "Sources" list shows: the addresses, what is thin about them, and the oldest review date. */
export interface SourceList {
  sources: Source[];
  caveats: string[];
  checked: string | null;
}

/** The sources of named facts. */
export function sourcesOf(names: readonly FactName[]): SourceList {
  return mergeSources(names.flatMap((name) => FACTS_BY_NAME[name]));
}

/** The sources of a content file: the facts of its tokens (in the HTML before they are filled) and of its `facts:` field. */
export function sourcesOfContent(html: string, names: readonly FactName[] = []): SourceList {
  const tokens = [...html.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);
  const facts: Sourced[] = [];
  for (const token of tokens) for (const [pattern, of] of TOKEN_FACTS) if (pattern.test(token)) facts.push(...of);
  return mergeSources([...facts, ...names.flatMap((name) => FACTS_BY_NAME[name])]);
}
