/**
 * Facts about the South African lottery that are not in our draw data: operators and licences, the claims
 * procedure, tax, sales and results times, where the money goes, scams, helplines. Each lives here once,
 * with its public sources (addresses a reader can open) and the date we last reviewed it, and reaches pages
 * and articles through the content tokens (app/loaders/content-tokens.server.ts, docs/content-format.md) or a
 * direct import; pages list the sources of the facts they state (app/content/fact-sources.ts). Prices by
 * game and date live in app/rules/prices.ts with their own sources. What the data can tell (prize amounts,
 * draw counts, records) is derived from the data instead (app/content/prize-structure.ts, the stats
 * tokens); game rules by era (ranges, divisions, draw days, odds) live in app/rules/games.ts.
 *
 * A fact typed by hand into an article is a defect: tests/unit/content-facts.test.ts fails on it, and on a
 * fact here without an https source or a checked date. Client-safe: no server imports.
 */
import type { Sourced } from "./source";
import * as S from "./sources";

export type { Sourced };

/** The date the facts below were last reviewed together (issue 35). */
const REVIEWED = "2026-11-27";

// ---------------------------------------------------------------------------------------------------
// Operators and licences

export interface Operator {
  name: string;
  /**
   * First SA date it ran the games: the day its licence began where a source gives it (Ithuba, Sizekhaya),
   * else its first draw in our records (Uthingo, Gidani: no source we hold gives the day their licence
   * began). Last: the day its licence or its running of the games ended (null = still running).
   */
  from: string;
  to: string | null;
}

export const OPERATORS = {
  /** Uthingo ran the first licence until it expired; from: the first Lotto draw (data/lotto.csv). */
  uthingo: { name: "Uthingo", from: "2000-03-11", to: "2007-03-31" },
  /**
   * Gidani relaunched the lottery in October 2007 after the suspension; from: its first draw, the first Lotto
   * draw after the suspension (data/lotto.csv, SUSPENSION_2007.firstDrawAfter).
   */
  gidani: { name: "Gidani", from: "2007-10-13", to: "2015-05-31" },
  /** Ithuba: its licence ended 31 May 2025; it then ran on a 12-month temporary licence until 31 May 2026. */
  ithuba: { name: "Ithuba", from: "2015-06-01", to: "2026-05-31" },
  /** The current operator, from 1 June 2026 (the 2026 eras of games.ts start that day). */
  sizekhaya: { name: "Sizekhaya", from: "2026-06-01", to: null },
  sources: [S.gov2007, S.mgGidani2007, S.mgRelaunch2007, S.playcasinoPowerball2015, S.citizenTemporary2025, S.minister2025],
  checked: REVIEWED,
} as const satisfies Record<string, unknown> & Sourced;

export const CURRENT_OPERATOR: Operator = OPERATORS.sizekhaya;

/**
 * How to reach the current operator: the National Lottery's official site (OPERATOR_URL in wrangler.toml
 * links to it), where it publishes its results, procedures and contact details. No phone number or address
 * of the new operator is in any source we hold, so pages send readers there rather than print one.
 */
export const OPERATOR_CONTACT = {
  officialSite: "www.nationallottery.co.za",
  sources: [S.operatorSite, S.citizenTemporary2025, S.minister2025],
  checked: "2026-12-07",
} as const satisfies Sourced & Record<string, unknown>;

export const ITHUBA_LICENCE = {
  /** The last day of Ithuba's full licence. */
  ended: "2025-05-31",
  /** The 12-month temporary licence that followed. */
  temporaryMonths: 12,
  temporaryUntil: "2026-05-31",
  sources: [S.minister2025, S.citizenTemporary2025],
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

/**
 * April-October 2007: Uthingo's licence expired on 31 March 2007, the lottery was suspended that night and
 * Gidani relaunched it in October 2007. There were no draws in between: a gap in the data there is not
 * missing data. (Our last Lotto draw before it is Sat 31 Mar 2007, the first after Sat 13 Oct 2007.)
 */
export const SUSPENSION_2007 = {
  from: "2007-04-01",
  to: "2007-10-12",
  lastDrawBefore: "2007-03-31",
  firstDrawAfter: "2007-10-13",
  sources: [S.gov2007, S.mgGidani2007, S.mgRelaunch2007],
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Claiming a prize

export interface ClaimTier {
  /** Smallest and largest prize of the tier in rand; null = no upper limit. */
  min: number;
  max: number | null;
  where: string;
  note?: string;
}

export const CLAIMS = {
  tiers: [
    { min: 0, max: 1_999.99, where: "any National Lottery retailer", note: "some large retailers pay prizes up to R10,000" },
    { min: 2_000, max: 49_999.99, where: "an approved payout centre" },
    { min: 50_000, max: null, where: "a regional office of the operator" },
  ] as readonly [ClaimTier, ClaimTier, ClaimTier],
  /** Days after the draw in which a prize must be claimed. */
  deadlineDays: 365,
  /**
   * Players of the banking apps, the website and the app are paid automatically below this amount (Ithuba's
   * statement of November 2024; a report of August 2025 says "less than R250 000"): bigger wins are claimed.
   * It replaced an older rule (2020-2021 reports: banking-channel wins up to the payout centres' limit paid
   * automatically), which pages no longer state: one threshold, dated and labelled as the previous operator's.
   */
  digitalPaidUnder: 249_000,
  /** Who stated the automatic payments' threshold, and when: pages say it is the previous operator's rule. */
  digitalRuleBy: OPERATORS.ithuba.name,
  digitalRuleStated: "November 2024",
  /** Winners of this much and more were offered free trauma counselling and financial advice (Ithuba era). */
  counsellingFrom: 50_000,
  /** Where the current procedure is published: the operator's own site (OPERATOR_URL in wrangler.toml). */
  officialSite: OPERATOR_CONTACT.officialSite,
  sources: [S.timesliveLockdown2020, S.iolWinners2020, S.tsaScams2023, S.citizenUnclaimed2024, S.citizenBanking2025, S.iolCounselling2021],
  caveat: `These are the procedures of the previous operator, ${OPERATORS.ithuba.name}, as news reports give them; the operator since June 2026, ${OPERATORS.sizekhaya.name}, may change them, and its own official site is the authority.`,
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Tax

export const TAX = {
  /** Winnings are not taxed as income for the winner. */
  winnersTaxed: false,
  proposedRate: 15,
  proposedThreshold: 25_000,
  proposedIn: "the 2011 Budget",
  droppedIn: "the 2012 Budget",
  sources: [S.sanewsTax2011, S.cdhTax2019, S.tsaPowerball2022, S.citizenBanking2025],
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Sales and results times (the Ithuba era: the new operator has not published its own in any source we hold)

export const SALES_TIMES = {
  /** Ticket sales for a draw closed at this SA time on draw days, on every channel. */
  salesClose: "20:30",
  /** The operator whose times these are, and the last day they are known to apply. */
  operator: OPERATORS.ithuba.name,
  until: OPERATORS.ithuba.to,
  sources: [S.iolDailyLotto2019, S.citizenPrices2022, S.citizenCutoff2026],
  caveat: "These are the times of the previous operator, Ithuba; the current operator has not published its own in any source we hold.",
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Daily Lotto: no rollover. An unwon jackpot pool rolls down to the Match 4 winners of the same night (the
// operator's launch announcement; the data agrees: on those nights Match 4 pays several times its usual
// share while Match 3 and Match 2 pay what they pay on other nights, stats.dailyLotto.rollDown).

export const DAILY_LOTTO_ROLLDOWN = {
  sources: [S.iolDailyLotto2019, S.iolRolldown2019],
  checked: REVIEWED,
} as const satisfies Sourced;

// ---------------------------------------------------------------------------------------------------
// Where the money goes: good causes through the National Lotteries Distribution Trust Fund, which also
// receives prizes not claimed in time.

export const GOOD_CAUSES = {
  fund: "National Lotteries Distribution Trust Fund",
  fundShort: "NLDTF",
  regulator: "National Lotteries Commission",
  sources: [S.nlc, S.citizenUnclaimed2024, S.iolUnclaimed2022],
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Scams: the operator never announces a win by SMS, e-mail or WhatsApp, and never asks for a fee.

export const SCAM_WARNING = {
  sources: [S.tsaScams2023, S.mgScams2008, S.saps],
  checked: REVIEWED,
} as const satisfies Sourced;

// ---------------------------------------------------------------------------------------------------
// Responsible gambling: the verified helplines, used by the dialog, the footer and /responsible-gaming
// (through app/content/helplines.ts) and by content ({{helplines}}, {{helplines.*}}).

export interface Helpline {
  name: string;
  description: string;
  phone: string;
  /** tel: form of the number. */
  tel: string;
  hours: string;
  extra?: string;
  /** The organisation's website, shown beside its number. */
  website?: string;
}

/**
 * The National Responsible Gambling Programme's SMS/WhatsApp "HELP" number (076 675 0710) is not listed:
 * no current official page for it could be cited (issue 20).
 */
export const HELPLINE_LIST = {
  lines: [
    {
      name: "National Responsible Gambling Programme",
      description: "Free, confidential counselling for gamblers and their families",
      phone: "0800 006 008",
      tel: "+27800006008",
      hours: "24/7, toll-free",
      website: "https://responsiblegambling.org.za",
    },
    {
      name: "SADAG Suicide Crisis Helpline",
      description: "If you might harm yourself: a crisis line that is open around the clock",
      phone: "0800 567 567",
      tel: "+27800567567",
      hours: "24 hours",
    },
    {
      name: "SADAG (South African Depression and Anxiety Group)",
      description: "Support for depression, anxiety and related distress",
      phone: "0800 21 22 23",
      tel: "+27800212223",
      hours: "8:00-20:00",
    },
    {
      name: "Lifeline South Africa",
      description: "Crisis counselling",
      phone: "0861 322 322",
      tel: "+27861322322",
      hours: "24/7",
    },
  ] as readonly Helpline[],
  sources: [S.nrgp, S.ngbNrgp, S.sadag, S.lifeline],
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

/**
 * The Lotto family's 58-ball period (Sunday 21 Sep 2025 to 31 May 2026): from 52 to 58 balls, and a Match 2
 * prize added, so the chance of any prize went from 1 in 38.2 to 1 in 9.61 and the share of sales paid
 * out as prizes from 45 % to 48 %. The division table it implies lives in app/rules/games.ts (the Lotto
 * family's eras), which tests/unit/verdict.test.ts checks against `anyPrizeOneIn`.
 */
export const LOTTO_58_PRIZES = {
  from: "2025-09-21",
  to: "2026-05-31",
  anyPrizeOneIn: 9.61,
  anyPrizeOneInBefore: 38.2,
  payoutShare: 0.48,
  payoutShareBefore: 0.45,
  sources: [S.tsaNoIncrease2025, S.timesliveDailyLottoPlus2025],
  caveat:
    "Two news reports of the previous operator's announcement state the new prize structure; the one prize table of the period we hold (Lotto Plus 2, 29 Nov 2025) agrees with it.",
  checked: "2026-12-07",
} as const satisfies Sourced & Record<string, unknown>;

/**
 * Daily Lotto Plus: a second draw on the Daily Lotto board, with a jackpot of its own every night, launched
 * with the Lotto family's change of September 2025 (its price of R1.50 on top of the Daily Lotto board is in
 * app/rules/prices.ts). It ended with the operator change: the hobby project cited says it was discontinued
 * in June 2026 under the new operator, and the new official results feed publishes no pool for it (the
 * ingest maps none). No draw of it is in our records, so it has no pages of its own.
 */
export const DAILY_LOTTO_PLUS = {
  name: "Daily Lotto Plus",
  /** The month it was launched: the reports of 21 and 25 Sep 2025 give no first-draw day. */
  launched: "2025-09",
  /** The last day it can have been drawn: the last day of the previous operator's licence. */
  endedBy: OPERATORS.ithuba.to,
  sources: [S.tsaNoIncrease2025, S.timesliveDailyLottoPlus2025, S.saLotteryLab],
  caveat:
    "Daily Lotto Plus: two news reports of its launch give the game and its price; that it ended with the operator change of June 2026 is stated only by a hobby project, and our records hold none of its draws.",
  checked: "2026-12-07",
} as const satisfies Sourced & Record<string, unknown>;

/**
 * The names the operator publishes Lotto Plus 2 and PowerBall Plus under since June 2026 (the names
 * themselves live with the games, app/rules/game-names.ts): "LOTTO 5 MAX" and "PowerBall XTRA".
 */
export const NEW_NAMES_2026 = {
  sources: [S.saLotteryLab, S.lottoTracker],
  caveat:
    "The new names are stated by two hobby projects that read the operator's own results; no announcement by the operator is among the sources we hold.",
  checked: "2026-12-07",
} as const satisfies Sourced;

/**
 * The age line every page shows: lottery play is for adults, 18 and over. No source we hold states the legal
 * age for buying a National Lottery ticket (the Lotteries Act's text is not among them), so pages give it as
 * this site's rule ("play only if you are 18 or older"), never as a quotation of the law.
 */
export const MINIMUM_AGE = 18;

/** Every sourced fact of this module, for the facts test and the sources lists. */
export const ALL_FACTS = {
  OPERATORS,
  OPERATOR_CONTACT,
  ITHUBA_LICENCE,
  SUSPENSION_2007,
  CLAIMS,
  TAX,
  SALES_TIMES,
  DAILY_LOTTO_ROLLDOWN,
  GOOD_CAUSES,
  SCAM_WARNING,
  HELPLINE_LIST,
  LOTTO_58_PRIZES,
  DAILY_LOTTO_PLUS,
  NEW_NAMES_2026,
} as const satisfies Record<string, Sourced>;
