/**
 * Facts about the South African lottery that are not in our draw data: operators and licences, prices,
 * the claims procedure, tax, helplines. Each lives here once, with where it comes from and when it was
 * last checked, and reaches pages and articles through the content tokens (app/content/tokens.server.ts,
 * docs/content-format.md) or a direct import. What the data can tell (prize amounts, draw counts, records)
 * is derived from the data instead (app/content/prize-structure.ts, the stats tokens); game rules by era
 * (ranges, divisions, draw days, odds) live in app/rules/games.ts.
 *
 * A fact typed by hand into an article is a defect: tests/unit/content-facts.test.ts fails on it.
 * Client-safe: no server imports.
 */

/** Where a fact comes from and the date (YYYY-MM-DD) someone last checked it against that source. */
export interface Sourced {
  source: string;
  checked: string;
}

/** The date the facts below were last reviewed together (issue 20). */
const REVIEWED = "2026-11-24";
const PRODUCT_CHECK = 'product decisions, /work/shared/product-decisions.md ("Facts the spec gets wrong (checked)")';

// ---------------------------------------------------------------------------------------------------
// Operators and licences

export interface Operator {
  name: string;
  /** First and last SA date of its licence period as it ran the games (null = still running). */
  from: string;
  to: string | null;
}

export const OPERATORS = {
  /** Uthingo ran the first licence from the first Lotto draw until its licence expired. */
  uthingo: { name: "Uthingo", from: "2000-03-02", to: "2007-03-31" },
  /** Gidani relaunched the lottery in October 2007 after the suspension. */
  gidani: { name: "Gidani", from: "2007-10-01", to: "2015-05-31" },
  /** Ithuba: its licence ended 31 May 2025; it then ran on a 12-month temporary licence until 31 May 2026. */
  ithuba: { name: "Ithuba", from: "2015-06-01", to: "2026-05-31" },
  /** The current operator, from 1 June 2026 (the 2026 eras of games.ts start that day). */
  sizekhaya: { name: "Sizekhaya", from: "2026-06-01", to: null },
  source:
    `${PRODUCT_CHECK} for Ithuba's licence end, the temporary licence and Sizekhaya's start; press reports of ` +
    "the 2007 suspension and relaunch (app/content/data-sources.ts) and of the licence awards for Uthingo, Gidani and Ithuba",
  checked: REVIEWED,
} as const satisfies Record<string, Operator | string>;

export const CURRENT_OPERATOR: Operator = OPERATORS.sizekhaya;

export const ITHUBA_LICENCE = {
  /** The last day of Ithuba's full licence. */
  ended: "2025-05-31",
  /** The 12-month temporary licence that followed. */
  temporaryMonths: 12,
  temporaryUntil: "2026-05-31",
  source: PRODUCT_CHECK,
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
  source: `${PRODUCT_CHECK}; press reports of the time; data/lotto.csv (no draws between the two dates)`,
  checked: REVIEWED,
} as const satisfies Sourced & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------
// Prices (what the data does not say). Under the current operator prices are not in our records.

export const PRICES = {
  /** PowerBall: R5 a board since the change of 28 November 2015 (R3.50 before). */
  powerball: { amount: 5, since: "2015-11-28", before: 3.5 },
  /** PowerBall Plus launched the same day at R2.50 a board, with the 9-division table. */
  powerballPlus: { amount: 2.5, since: "2015-11-28" },
  source:
    `${PRODUCT_CHECK} ("PowerBall costs R5 since November 2015 (from R3.50), when PowerBall Plus (R2.50) launched"); ` +
    "the sales date from two launch reports (FIRST_DRAWS in app/rules/games.ts)",
  checked: REVIEWED,
} as const;

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
    {
      min: 2_000,
      max: 49_999.99,
      where: "an approved payout centre",
      note: "paid automatically into the account of a player who played through a banking channel",
    },
    { min: 50_000, max: null, where: "a regional office of the operator" },
  ] as readonly [ClaimTier, ClaimTier, ClaimTier],
  /** Days after the draw in which a prize must be claimed. */
  deadlineDays: 365,
  /** Where the current procedure is published: the operator's own site (OPERATOR_URL in wrangler.toml). */
  officialSite: "www.nationallottery.co.za",
  source: `The operator's published claims procedure, as stated in the ${PRODUCT_CHECK}`,
  checked: REVIEWED,
} as const;

// ---------------------------------------------------------------------------------------------------
// Tax

export const TAX = {
  /** Winnings are not taxed as income for the winner; the operator pays gambling tax. */
  winnersTaxed: false,
  proposedRate: 15,
  proposedThreshold: 25_000,
  proposedIn: "the 2011 Budget",
  droppedIn: "the 2012 Budget",
  source: `${PRODUCT_CHECK}: "A 15% withholding tax on winnings over R25,000 was proposed in the 2011 Budget and dropped in 2012"`,
  checked: REVIEWED,
} as const;

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
  website?: string;
}

/**
 * The National Responsible Gambling Programme's SMS/WhatsApp "HELP" number (076 675 0710) is not listed:
 * no current official page for it could be cited (product decisions; issue 20).
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
  source: `${PRODUCT_CHECK} ("Responsible gambling (verified public numbers)")`,
  checked: REVIEWED,
} as const;

export const MINIMUM_AGE = 18;
