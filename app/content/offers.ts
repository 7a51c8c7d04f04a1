/**
 * International lotteries for the banner grids and the footer (the advert offers built from them are in
 * adverts.ts, so pages without adverts do not load them). Data, not copy in components. We claim no
 * partnership with anyone: the defaults point to each lottery's own site or its national operator's page
 * (`site` says which), and they carry no rating (a rating would need our own stated basis).
 */
import { MINIMUM_AGE } from "../facts/facts";

export interface Banner {
  id: string;
  title: string;
  description: string;
  href: string;
  /**
   * What the link opens, as a reader should know it: "official" only where the address is the lottery's own
   * (or its national operator's) site; otherwise the bare address. None is a licensed operator of ours, a
   * partner or a payer: the links are unpaid.
   */
  site: string;
}

export const INTERNATIONAL_LOTTERIES: readonly Banner[] = [
  {
    id: "euromillions",
    title: "EuroMillions",
    description: "Europe's big Tuesday and Friday draw",
    href: "https://www.national-lottery.co.uk/games/euromillions",
    site: "the UK National Lottery's EuroMillions page",
  },
  {
    id: "us-powerball",
    title: "US Powerball",
    description: "America's record-breaking jackpot game",
    href: "https://www.powerball.com",
    site: "Powerball's official site",
  },
  {
    id: "mega-millions",
    title: "Mega Millions",
    description: "The other giant US jackpot",
    href: "https://www.megamillions.com",
    site: "Mega Millions' official site",
  },
  {
    id: "uk49s-lunchtime",
    title: "UK49s Lunchtime",
    description: "Daily draw at 12:49 UK time",
    href: "https://www.49s.co.uk",
    site: "the official 49's site",
  },
  {
    id: "uk49s-teatime",
    title: "UK49s Teatime",
    description: "Daily early-evening draw, UK time",
    href: "https://www.49s.co.uk",
    site: "the official 49's site",
  },
  {
    id: "uk-lotto",
    title: "UK National Lottery",
    description: "Lotto drawn Wednesdays and Saturdays",
    href: "https://www.national-lottery.co.uk/games/lotto",
    site: "the UK National Lottery's Lotto page",
  },
  {
    id: "eurojackpot",
    title: "EuroJackpot",
    description: "Pan-European draw on Tuesdays and Fridays",
    href: "https://www.eurojackpot.com",
    site: "eurojackpot.com",
  },
  {
    id: "irish-lotto",
    title: "Irish Lotto",
    description: "Ireland's national Lotto",
    href: "https://www.lottery.ie",
    site: "the Irish National Lottery's site",
  },
];

/** The footer lists the first six. */
export const FOOTER_LOTTERIES = INTERNATIONAL_LOTTERIES.slice(0, 6);

/**
 * The line under every advert section and banner grid. The spec's "Licensed operator" is not said: these
 * lotteries are not licensed operators of ours or of South Africa's lottery, and no partner of ours.
 */
export const ADVERT_FOOTNOTE = `Play responsibly • ${MINIMUM_AGE}+ only • Unpaid links to each lottery's own site or its operator's page, not to partners of ours`;

/** rel for every advert or outbound promotional link. */
export const SPONSORED_REL = "noopener noreferrer sponsored";
