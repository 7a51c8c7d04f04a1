/**
 * Where our draws come from, in words a visitor can check (the /data-sources page). Each stored draw's
 * `source` names its origin: "csv:J|G|E" for the results history we imported (codes of the repositories
 * that hold the draw, the one whose values we kept first), "official", "resultsza" or "search" for the live ingest,
 * "manual" for our editors. The provenance in data/PROVENANCE.md is the long version of this module.
 */
import type { GameId } from "~/rules/games";
import { OPERATORS, SUSPENSION_2007 } from "~/facts/facts";
import { formatDay } from "~/words/dates";

export interface SourceInfo {
  /** The code in the `source` column ("J", or "official" for a live source). */
  code: string;
  name: string;
  /** What it is and what we took from it. */
  what: string;
  /** Where to see it; null for our own ingest. */
  link: { label: string; href: string } | null;
  licence: string;
}

const NO_LICENCE = "No licence stated";
const github = (repository: string) => ({ label: `github.com/${repository}`, href: `https://github.com/${repository}` });

/** The public repositories our imported history comes from, in the order we trust them when they overlap. */
export const HISTORY_SOURCES: readonly SourceInfo[] = [
  {
    code: "J",
    name: "Ithuba National Lottery historic data",
    what: "A dump of the previous official results API: every Lotto draw from June 2015 to November 2024, with the jackpot, the next jackpot and every prize division.",
    link: github("Johandielangman/Ithuba-National-Lottery-Historic-Data"),
    licence: "MIT",
  },
  {
    code: "C",
    name: "SA Lottery Lab",
    what: "A nightly copy of the current official results API (from June 2026) for all six games: the numbers, and the next jackpot announced after the latest draw.",
    link: github("calvinmilazi01/sa-lottery-lab"),
    licence: NO_LICENCE,
  },
  {
    code: "K",
    name: "kaosdraw",
    what: "Pages of the previous official API's historical results: Lotto 2015 to 2020 and PowerBall 2015 to 2019, numbers and draw numbers.",
    link: github("orionmagus/kaosdraw"),
    licence: NO_LICENCE,
  },
  {
    code: "P",
    name: "PowerBall Plus data collector",
    what: "A copy of the official site's PowerBall Plus history: 30 draws from December 2020 to April 2021.",
    link: github("MulisaRamukosi/PowerBallPlusDataCollector"),
    licence: NO_LICENCE,
  },
  {
    code: "G",
    name: "SA Lotto and PowerBall spreadsheets",
    what: "Spreadsheets taken from za.national-lottery.com: Lotto 2015 to 2025 and PowerBall from October 2009, PowerBall with its jackpot and whether it was won.",
    link: github("jeanth20/SA_Lotto_Powerball_Prediction_AI"),
    licence: NO_LICENCE,
  },
  {
    code: "H",
    name: "za.national-lottery.com page cache",
    what: "Saved Lotto result pages of za.national-lottery.com, 2000 to 2023: numbers, draw numbers, the jackpot figure of each draw and the full prize divisions.",
    link: github("hirebarend/za-national-lottery-scraper"),
    licence: "MIT",
  },
  {
    code: "M",
    name: "DrawLab SA",
    what: "Year archives and result pages of za.national-lottery.com, 2024 to August 2026: Lotto, PowerBall and Daily Lotto numbers, prize divisions of draws from January to August 2026, and some jackpots.",
    link: github("Mr-Meow-ZA/yeet"),
    licence: NO_LICENCE,
  },
  {
    code: "N",
    name: "South Africa Lotto result pages",
    what: "Six saved za.national-lottery.com result pages of late 2025, with numbers, draw numbers, jackpots and prize divisions.",
    link: github("nivek018/southafricalotto"),
    licence: NO_LICENCE,
  },
  {
    code: "W",
    name: "LottoWise",
    what: "Copies of africanlottery.net's history downloads: Lotto from March 2000, PowerBall from October 2009 and Daily Lotto from March 2019, all to May 2026, with draw numbers. We took the Daily Lotto draws of 2020 to 2023 and most draw numbers from it; it agrees with every older source where they overlap.",
    link: github("StronkOnes/LottoWise"),
    licence: NO_LICENCE,
  },
  {
    code: "Q",
    name: "Lotto group sheet",
    what: "A project that records each 2026 draw once results sites agree: numbers only. We took Lotto Plus 1 and Lotto Plus 2 for January to May 2026 from it, where no other source we found has them, and PowerBall Plus for those months (A confirms every one).",
    link: github("xabilon18-ctrl/lotto-group-sheet"),
    licence: NO_LICENCE,
  },
  {
    code: "A",
    name: "ArchStractor",
    what: "A scrape of za.national-lottery.com's PowerBall Plus year archives (PowerBall XTRA since June 2026), from the first draw on 1 December 2015 to September 2026: the numbers without their dates. PowerBall Plus is drawn straight after PowerBall, so we dated each year's draws by PowerBall's draw nights where the counts match: every year but 2016 (one draw fewer than nights), which we left out. It agrees with every draw that another source also holds.",
    link: github("ENM032/ArchStractor"),
    licence: NO_LICENCE,
  },
  {
    code: "R",
    name: "News reports",
    what: "Saved news and results pages, not a repository: The Citizen, TheSouthAfrican, IOL, EWN, East Coast Radio, HeraldLive and others, 2018 to 2026. We took from them Lotto Plus 1 and 2 draws of November 2018, April and May 2024 and 2025 that no repository holds, each checked against the Lotto draw the page gives beside it, and jackpots won or rolled over, among them PowerBall's R178,955,240.90 won by one ticket on 20 January 2026.",
    link: null,
    licence: "Each publisher's terms; the results are facts they report",
  },
  {
    code: "E",
    name: "SA lotto predictor",
    what: "A copy of J with later rows. We use it only to confirm draws up to 13 November 2024: its later rows disagree with the other sources.",
    link: github("erskineshikonele/sa-lotto-predictor"),
    licence: NO_LICENCE,
  },
  {
    code: "S",
    name: "Snap Lotto",
    what: "An app's database seed, read from screenshots of the official site: draws of September and October 2025 with draw numbers.",
    link: github("MrMafora/Snap_Lotto"),
    licence: NO_LICENCE,
  },
  {
    code: "L",
    name: "Maint-Loop (a Lottologia.com page)",
    what: "A text copy of a Lottologia.com page listing the Daily Lotto draws of 2019. No other source we found covers them, so they are not confirmed by a second one.",
    link: github("sebego-tumelo/Maint-Loop"),
    licence: NO_LICENCE,
  },
];

/** The sources of draws added after the import. */
export const LIVE_SOURCES: readonly SourceInfo[] = [
  {
    code: "official",
    name: "Official results API",
    what: "The National Lottery operator's results service, read by our scheduled ingest after every draw: numbers, jackpots and prize divisions.",
    link: null,
    licence: "Facts published by the National Lottery",
  },
  {
    code: "resultsza",
    name: "ResultsZA",
    what: "A paid results service that mirrors the official results, with prize divisions, and tells us the moment a result is published. A draw that it and the official results give alike is confirmed; where they differ we show the official reading and list the other below, under the update log.",
    link: { label: "resultsza.co.za", href: "https://resultsza.co.za" },
    licence: "Facts published by the National Lottery",
  },
  {
    code: "search",
    name: "Search engine",
    what: "Result pages found by a web search, used only for a recent draw the official source does not list. Such a draw must pass the game's rules and agree with the official source where it has the draw, and never replaces a draw we hold.",
    link: null,
    licence: "Facts published by the National Lottery",
  },
  {
    code: "manual",
    name: "Our editors",
    what: "A draw entered or corrected by hand from the official result.",
    link: null,
    licence: "Facts published by the National Lottery",
  },
];

export const LICENCE_NOTE =
  "The draw results themselves are facts published by the National Lottery. Of the repositories listed here, only J and H state a licence for their files (MIT); the others state none. R is not a repository but news pages, each under its publisher's terms.";

const BY_CODE = new Map([...HISTORY_SOURCES, ...LIVE_SOURCES].map((source) => [source.code, source]));

export function sourceInfo(code: string): SourceInfo | undefined {
  return BY_CODE.get(code);
}

/**
 * The source codes of a stored `source` value: "csv:J|G|E" → J, G, E (the first is the one whose values
 * we kept), "official" → official. A CSV import without codes is "csv".
 */
export function sourceCodes(source: string): string[] {
  if (source.startsWith("csv:")) return source.slice(4).split("|").filter(Boolean);
  return [source];
}

/** Periods when a game had no draws at all: a gap there is not missing data. */
export interface NoDrawPeriod {
  games: readonly GameId[];
  /** Inclusive SA dates. */
  from: string;
  to: string;
  note: string;
}

export const NO_DRAW_PERIODS: readonly NoDrawPeriod[] = [
  {
    // The suspension of 2007 lives in the facts module with its sources (SUSPENSION_2007, OPERATORS).
    games: ["lotto", "lotto-plus-1", "lotto-plus-2"],
    from: SUSPENSION_2007.from,
    to: SUSPENSION_2007.to,
    note: `No draws took place: the National Lottery was suspended between operators, from the end of ${OPERATORS.uthingo.name}'s licence on ${formatDay(OPERATORS.uthingo.to)} until ${OPERATORS.gidani.name} relaunched it in October 2007.`,
  },
];

/**
 * A draw whose date our sources disagree on (data/PROVENANCE.md, "W vs data kept"). We keep it under `kept`,
 * the date of the sources listed first; `other` is the date another source gives it. Pages say so on the
 * draw, and the checker answers a ticket of either date with it, as it may be the same draw.
 */
export interface DisputedDrawDate {
  /** The games drawn that night whose rows carry the kept date (a Plus draw is on the Lotto ticket). */
  games: readonly GameId[];
  kept: string;
  /** Source codes (HISTORY_SOURCES) that give the kept date. */
  keptBy: readonly string[];
  other: string;
  otherBy: readonly string[];
  /** The draw number the other source gives it (none of the kept date's sources gives one). */
  otherDrawNumber: number | null;
}

const DISPUTED_DRAW_DATES: readonly DisputedDrawDate[] = [
  {
    // M and Q: za.national-lottery.com's page `.../lotto/results/30-april-2026`; W: africanlottery.net, the same
    // balls 3 9 15 32 36 49 + 40 as draw 2641 on Wed 29 Apr (2640 = 25 Apr and 2642 = 2 May in every source).
    games: ["lotto", "lotto-plus-1", "lotto-plus-2"],
    kept: "2026-04-30",
    keptBy: ["M", "Q"],
    other: "2026-04-29",
    otherBy: ["W"],
    otherDrawNumber: 2641,
  },
];

/** The disputed date of a game's draw on `date`, under either of its dates; undefined for every other draw. */
export function disputedDrawDate(game: GameId, date: string): DisputedDrawDate | undefined {
  return DISPUTED_DRAW_DATES.find((d) => d.games.includes(game) && (d.kept === date || d.other === date));
}

const sourceNames = (codes: readonly string[]) => codes.map((code) => sourceInfo(code)?.name ?? code).join(" and ");

/**
 * "The date of this draw is disputed: …": what the draw page and the checker say beside a disputed draw, in
 * one sentence built from the entry above.
 */
export function disputedDateText(d: DisputedDrawDate): string {
  const number = d.otherDrawNumber !== null ? ` as draw ${d.otherDrawNumber}` : "";
  return (
    `The date of this draw is disputed: ${sourceNames(d.keptBy)} date it ${formatDay(d.kept)}, ` +
    `${sourceNames(d.otherBy)} dates it ${formatDay(d.other)}${number}. We list it under ${formatDay(d.kept)}, ` +
    `and check a ticket of either date against it.`
  );
}
