/**
 * The public pages the facts cite, each once (app/facts/facts.ts, app/rules/prices.ts). One binding
 * each, so a page's script that needs one fact bundles only that fact's sources, not the whole list.
 */
import type { Source } from "./source";

export const operatorSite = {
  title: "The National Lottery, official site",
  publisher: "the National Lottery operator",
  url: "https://www.nationallottery.co.za",
} as const satisfies Source;
export const nlc = {
  title: "National Lotteries Commission",
  publisher: "National Lotteries Commission, the regulator",
  url: "https://www.nlcsa.org.za",
} as const satisfies Source;
export const gov2007 = {
  title: "M Mpahlwa: National Lottery (the Minister's statement on the suspension)",
  publisher: "South African Government, gov.za",
  url: "https://www.gov.za/nso/news/m-mpahlwa-national-lottery-02-apr-2007",
  published: "2007-04-02",
} as const satisfies Source;
export const mgGidani2007 = {
  title: "Gidani gets green light for lottery",
  publisher: "Mail & Guardian",
  url: "https://mg.co.za/print/2007-09-21-gidani-gets-green-light-for-lottery",
  published: "2007-09-21",
} as const satisfies Source;
export const mgRelaunch2007 = {
  title: "Tickets sales climb as first lottery jackpot looms",
  publisher: "Mail & Guardian",
  url: "https://mg.co.za/article/2007-10-08-tickets-sales-climb-as-first-lottery-jackpot-looms/",
  published: "2007-10-08",
} as const satisfies Source;
export const playcasinoPowerball2015 = {
  title: "Lottery PowerBall Prices Shoot up as Jackpot Increases (on Ithuba's statement of 9 November 2015)",
  publisher: "PlayCasino, a gambling news site",
  url: "https://www.playcasino.co.za/blog/lottery-powerball-prices-shoot-up-as-jackpot-increases",
} as const satisfies Source;
export const citizenTemporary2025 = {
  title: "You can still play Lotto today, after last minute announcement",
  publisher: "The Citizen",
  url: "https://www.citizen.co.za/news/lottery-operations-continue-with-a-temporary-licensee-appointed",
} as const satisfies Source;
export const minister2025 = {
  title: "Minister Parks Tau announces appointment of temporary licensee in respect of National Lottery and Sports Pool",
  publisher: "the Minister of Trade, Industry and Competition's statement, as carried by EIN Presswire",
  url: "https://www.einpresswire.com/article/818515169/minister-parks-tau-announces-appointment-of-temporary-licensee-in-respect-of-national-lottery-and-sports-pool",
  published: "2025-06-03",
} as const satisfies Source;
export const timesliveLockdown2020 = {
  title: "Sale of lotto tickets at retailers prohibited during lockdown - warns lottery commission",
  publisher: "TimesLIVE",
  url: "https://www.timeslive.co.za/news/south-africa/2020-04-25-sale-of-lotto-tickets-at-retailers-prohibited-during-lockdown-warns-lottery-commission/",
  published: "2020-04-25",
} as const satisfies Source;
export const iolWinners2020 = {
  title: "Two Gauteng lotto winners to wait until after lockdown to cash their millions",
  publisher: "IOL",
  url: "https://www.iol.co.za/the-star/news/two-gauteng-lotto-winners-to-wait-until-after-lockdown-to-cash-their-millions-46775442",
  published: "2020-04-16",
} as const satisfies Source;
export const tsaScams2023 = {
  title: "Won the LOTTO according to an email or SMS?",
  publisher: "The South African",
  url: "https://www.thesouthafrican.com/news/lotto-warns-of-sms-scammers-13-october-2023/",
  published: "2023-10-13",
} as const satisfies Source;
export const mgScams2008 = {
  title: "South Africans' luck runs out with lottery scams",
  publisher: "Mail & Guardian",
  url: "https://mg.co.za/article/2008-08-28-south-africans-luck-runs-out-with-lottery-scams",
  published: "2008-08-28",
} as const satisfies Source;
export const citizenUnclaimed2024 = {
  title: "R257 million unclaimed: Lotto looking for its winners",
  publisher: "The Citizen",
  url: "https://www.citizen.co.za/lotto/unclaimed-lotto-winnings-17-november-2024/",
  published: "2024-11-17",
} as const satisfies Source;
export const iolUnclaimed2022 = {
  title: "What happens to the money from unclaimed Lotto and Powerball jackpots",
  publisher: "IOL",
  url: "https://www.iol.co.za/news/this-is-what-happens-to-the-money-from-unclaimed-lotto-and-powerball-jackpots-2830d40e-5d04-44ee-b10c-4996912791de",
  published: "2022-03-28",
} as const satisfies Source;
export const citizenBanking2025 = {
  title: "Check your Lotto ticket! Someone won more than R10 million over the weekend",
  publisher: "The Citizen",
  url: "https://www.citizen.co.za/lotto/lotto-jackpot-r10-million-won/",
  published: "2025-08-18",
} as const satisfies Source;
export const tsaPowerball2022 = {
  title: "Report on the PowerBall and PowerBall Plus draws of Friday 2 December 2022",
  publisher: "The South African",
  url: "https://www.thesouthafrican.com/news/cyril-ramaphosa-enter-friday-2-december-powerball-and-powerball-plus-draws-breaking/",
  published: "2022-12-02",
} as const satisfies Source;
export const citizenPrices2022 = {
  title: "R74m Powerball jackpot: Christmas comes early for one South African",
  publisher: "The Citizen",
  url: "https://www.citizen.co.za/lotto/powerball-jackpot-november-2022/",
  published: "2022-11-16",
} as const satisfies Source;
export const citizenCutoff2026 = {
  title: "Another Lotto player joins the millionaires club",
  publisher: "The Citizen",
  url: "https://www.citizen.co.za/lotto/another-lotto-player-joins-the-millionaires-club/",
  published: "2026-01-22",
} as const satisfies Source;
export const tsaNoIncrease2025 = {
  title: "ITHUBA shakes up Lotto and introduces new Daily Lotto Plus draw",
  publisher: "The South African",
  url: "https://www.thesouthafrican.com/lotto-results/ithuba-shakes-up-lotto-and-introduces-new-daily-lotto-plus-draw-explainer/",
  published: "2025-09-21",
} as const satisfies Source;
export const timesliveDailyLottoPlus2025 = {
  title: "Ithuba launches Daily Lotto Plus, promises more winnings",
  publisher: "TimesLIVE",
  url: "https://www.timeslive.co.za/news/south-africa/2025-09-25-ithuba-launches-daily-lotto-plus-promises-more-winnings/",
  published: "2025-09-25",
} as const satisfies Source;
export const saLotteryLab = {
  title: "SA Lottery Lab (a results project's game notes)",
  publisher: "calvinmilazi01 on GitHub",
  url: "https://github.com/calvinmilazi01/sa-lottery-lab",
} as const satisfies Source;
export const lottoTracker = {
  title: "LottoTracker (a ticket checker that reads the operator's results feed)",
  publisher: "milnet01 on GitHub",
  url: "https://github.com/milnet01/LottoTracker",
} as const satisfies Source;
export const iolDailyLotto2019 = {
  title: "Ithuba launches new Daily Lotto game",
  publisher: "IOL",
  url: "https://www.iol.co.za/news/south-africa/ithuba-launches-new-daily-lotto-game-19734721",
} as const satisfies Source;
export const iolRolldown2019 = {
  title: "Ithuba cancels Pick 3 and Rapido games",
  publisher: "IOL",
  url: "https://www.iol.co.za/news/south-africa/gauteng/ithuba-cancels-pick-3-and-rapido-games-19965110",
} as const satisfies Source;
export const sanewsTax2011 = {
  title: "Gambling winnings to be taxed 15%",
  publisher: "SAnews, the government news agency",
  url: "https://sanews.gov.za/south-africa/gambling-winnings-be-taxed-15",
} as const satisfies Source;
export const cdhTax2019 = {
  title: "Government to introduce a gambling tax (the 2011 proposal and what the 2012 Budget put in its place)",
  publisher: "Cliffe Dekker Hofmeyr",
  url: "https://www.cliffedekkerhofmeyr.com/en/news/publications/2019/Tax/budget-speech-alert-2019-government-to-introduce-a-gambling-tax.html",
  published: "2019-02-21",
} as const satisfies Source;
export const iolCounselling2021 = {
  title: "R115m Powerball jackpots up for grabs tonight in another rollover",
  publisher: "IOL",
  url: "https://www.iol.co.za/news/r115m-powerball-jackpots-up-for-grabs-tonight-in-another-rollover-91bdbc13-d0ee-4f5b-917d-e15733616350",
  published: "2021-11-09",
} as const satisfies Source;
export const nrgp = {
  title: "National Responsible Gambling Programme",
  publisher: "South African Responsible Gambling Foundation",
  url: "https://responsiblegambling.org.za",
} as const satisfies Source;
export const ngbNrgp = {
  title: "National Responsible Gambling Programme",
  publisher: "National Gambling Board",
  url: "https://www.ngb.org.za/stakeholder-information/national-responsible-gambling-programme/",
} as const satisfies Source;
export const sadag = {
  title: "South African Depression and Anxiety Group",
  publisher: "SADAG",
  url: "https://www.sadag.org",
} as const satisfies Source;
export const lifeline = {
  title: "Lifeline South Africa",
  publisher: "Lifeline South Africa",
  url: "https://lifelinesa.co.za",
} as const satisfies Source;
export const saps = { title: "South African Police Service", publisher: "SAPS", url: "https://www.saps.gov.za" } as const satisfies Source;
