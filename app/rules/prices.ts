/**
 * The one home of ticket prices: rand per board, by game and period, each period with its public sources
 * (docs/content-sources.md). Kept apart from the rule eras of games.ts on purpose: an era there is a change
 * of ball ranges or divisions, which the statistics count by; a price change is not one, and the periods our
 * sources support do not follow the eras (PowerBall went to R5 in November 2015, its 50-ball era began in
 * June 2018). My Tickets (app/tickets/ticket-price.ts), the rules panels and the pages read this table.
 *
 * A period without a source is not here: a date it does not cover has no price ("not in our records"),
 * never a guess. Client-safe.
 */
import type { Sourced } from "~/facts/source";
import { DAILY_LOTTO_PLUS } from "~/facts/facts";
import * as S from "~/facts/sources";
import type { GameId } from "./game-names";
import { formatDay } from "~/words/dates";

export interface PricePeriod extends Sourced {
  /** Rand per board (for an add-on, on top of the main game's board). */
  price: number;
  /** First SA date the price is attested; null when our sources say only "before" a change. */
  from: string | null;
  /** Whether `from` is the day the price began (false: only the first date a source shows it). */
  fromIsStart: boolean;
  /** Last SA date of the period (inclusive); null = still current as far as our sources go. */
  to: string | null;
  /**
   * Only hobby projects state the price: shown with that said, never used to cost a ticket in My Tickets
   * (its records hold no official or press confirmation).
   */
  hobbyOnly: boolean;
}

const CHECKED = "2026-11-27";
const ITHUBA_END = "2026-05-31";
const SIZEKHAYA_START = "2026-06-01";

const HOBBY_2026 = {
  sources: [
    S.saLotteryLab,
    {
      title: "yeet (a results project's model of the current prize rules)",
      publisher: "Mr-Meow-ZA on GitHub",
      url: "https://github.com/Mr-Meow-ZA/yeet",
    },
  ],
  caveat:
    "The prices since June 2026 are stated only by two hobby projects, not by the operator or a news report we hold: check them at a retailer or on the official site.",
  checked: CHECKED,
  from: SIZEKHAYA_START,
  fromIsStart: false,
  to: null,
  hobbyOnly: true,
} as const;

/** Lotto and its add-ons: R5 a board, R2.50 each add-on, shown by The Citizen in November 2022 and unchanged at the September 2025 change. */
const LOTTO_FAMILY = {
  sources: [S.citizenPrices2022, S.tsaNoIncrease2025],
  caveat:
    "When the Lotto price of R5 (and R2.50 for each add-on) began is not in our records: the earliest report we hold that states it is from November 2022.",
  checked: CHECKED,
  from: "2022-11-16",
  fromIsStart: false,
  to: ITHUBA_END,
  hobbyOnly: false,
} as const;

/** PowerBall at R5 and PowerBall Plus at R2.50 from the change of 28 November 2015 to the end of Ithuba's licence. */
const POWERBALL_FAMILY = {
  from: "2015-11-28",
  fromIsStart: true,
  to: ITHUBA_END,
  hobbyOnly: false,
  sources: [S.playcasinoPowerball2015, S.tsaPowerball2022],
  checked: CHECKED,
} as const;

/**
 * The games with a price: ours, and Daily Lotto Plus, an add-on that was sold from September 2025 until the
 * operator change and has no draws in our records (DAILY_LOTTO_PLUS in app/facts/facts.ts), so no game id.
 */
export type PricedGame = GameId | "daily-lotto-plus";

export const PRICE_TABLE: Record<PricedGame, readonly PricePeriod[]> = {
  lotto: [
    { ...LOTTO_FAMILY, price: 5 },
    { ...HOBBY_2026, price: 5 },
  ],
  "lotto-plus-1": [
    { ...LOTTO_FAMILY, price: 2.5 },
    { ...HOBBY_2026, price: 2.5 },
  ],
  "lotto-plus-2": [
    { ...LOTTO_FAMILY, price: 2.5 },
    { ...HOBBY_2026, price: 2.5 },
  ],
  powerball: [
    {
      price: 3.5,
      from: null,
      fromIsStart: false,
      to: "2015-11-27",
      hobbyOnly: false,
      sources: [S.playcasinoPowerball2015],
      caveat: "The R3.50 PowerBall price and the change of November 2015 come from a single report of Ithuba's statement.",
      checked: CHECKED,
    },
    { ...POWERBALL_FAMILY, price: 5 },
    { ...HOBBY_2026, price: 10 },
  ],
  "powerball-plus": [
    { ...POWERBALL_FAMILY, price: 2.5 },
    { ...HOBBY_2026, price: 5 },
  ],
  "daily-lotto": [
    {
      price: 3,
      from: "2019-03-10",
      fromIsStart: true,
      to: ITHUBA_END,
      hobbyOnly: false,
      sources: [S.iolDailyLotto2019, S.tsaNoIncrease2025],
      checked: CHECKED,
    },
    { ...HOBBY_2026, price: 3 },
  ],
  "daily-lotto-plus": [
    {
      price: 1.5,
      // The day the news report announcing it was published: it was on sale by then.
      from: "2025-09-21",
      fromIsStart: false,
      to: ITHUBA_END,
      hobbyOnly: false,
      sources: [S.tsaNoIncrease2025, S.timesliveDailyLottoPlus2025, S.saLotteryLab],
      // The fact's own caveat, word for word, so a page that lists both says it once.
      caveat: DAILY_LOTTO_PLUS.caveat,
      checked: "2026-12-07",
    },
  ],
};

/** The period that covers an SA date, if any (a period with no known start covers no date). */
export function pricePeriodOn(game: GameId, date: string): PricePeriod | undefined {
  return PRICE_TABLE[game].find((p) => p.from !== null && p.from <= date && (p.to === null || date <= p.to));
}

/** The price of a board on an SA date that our records confirm (no hobby-only figure), or null. */
export function confirmedPriceOn(game: GameId, date: string): number | null {
  const period = pricePeriodOn(game, date);
  return period && !period.hobbyOnly ? period.price : null;
}

/** The period in force today as far as our sources go (the one with no end), if any. */
export function currentPricePeriod(game: GameId): PricePeriod | undefined {
  return PRICE_TABLE[game].find((p) => p.to === null);
}

/** Every period of every game: the sources of the price pages. */
export const ALL_PRICE_PERIODS: readonly PricePeriod[] = Object.values(PRICE_TABLE).flat();

/** The games in the order price tables list them, with the names content uses. */
export const PRICE_GAMES = [
  ["lotto", "Lotto"],
  ["lotto-plus-1", "Lotto Plus 1 (add-on)"],
  ["lotto-plus-2", "Lotto Plus 2 (add-on)"],
  ["powerball", "PowerBall"],
  ["powerball-plus", "PowerBall Plus (add-on)"],
  ["daily-lotto", "Daily Lotto"],
  ["daily-lotto-plus", "Daily Lotto Plus (add-on, withdrawn)"],
] as const satisfies readonly (readonly [PricedGame, string])[];

/** "Sat 28 Nov 2015 – Sun 31 May 2026", "at least Wed 16 Nov 2022 – …", "until Fri 27 Nov 2015", "… – now". */
export function pricePeriodText(period: PricePeriod): string {
  const end = period.to ? formatDay(period.to) : "now";
  if (period.from === null) return `until ${end}`;
  return `${period.fromIsStart ? "" : "at least "}${formatDay(period.from)} – ${end}`;
}

/** Who states a price: what a reader should make of it. */
export function priceBasis(period: PricePeriod): string {
  if (period.hobbyOnly) return "hobby projects only";
  return period.sources.length === 1 ? "a single report" : "news reports";
}
