/**
 * International lotteries for the banner grids and the footer (the advert offers built from them are in
 * adverts.ts, so pages without adverts do not load them). Data, not copy in components. We claim no
 * partnership with anyone: the defaults point to the lotteries' official sites, and they carry no rating
 * (a rating would need our own stated basis).
 */
export interface Banner {
  id: string;
  title: string;
  description: string;
  href: string;
}

export const INTERNATIONAL_LOTTERIES: readonly Banner[] = [
  {
    id: "euromillions",
    title: "EuroMillions",
    description: "Europe's big Tuesday and Friday draw",
    href: "https://www.national-lottery.co.uk/games/euromillions",
  },
  {
    id: "us-powerball",
    title: "US Powerball",
    description: "America's record-breaking jackpot game",
    href: "https://www.powerball.com",
  },
  {
    id: "mega-millions",
    title: "Mega Millions",
    description: "The other giant US jackpot",
    href: "https://www.megamillions.com",
  },
  {
    id: "uk49s-lunchtime",
    title: "UK49s Lunchtime",
    description: "Daily draw at 12:49 UK time",
    href: "https://www.49s.co.uk",
  },
  {
    id: "uk49s-teatime",
    title: "UK49s Teatime",
    description: "Daily draw at 17:49 UK time",
    href: "https://www.49s.co.uk",
  },
  {
    id: "uk-lotto",
    title: "UK National Lottery",
    description: "Lotto drawn Wednesdays and Saturdays",
    href: "https://www.national-lottery.co.uk/games/lotto",
  },
  {
    id: "eurojackpot",
    title: "EuroJackpot",
    description: "Pan-European draw on Tuesdays and Fridays",
    href: "https://www.eurojackpot.com",
  },
  {
    id: "irish-lotto",
    title: "Irish Lotto",
    description: "Ireland's national Lotto",
    href: "https://www.lottery.ie",
  },
];

/** The footer lists the first six. */
export const FOOTER_LOTTERIES = INTERNATIONAL_LOTTERIES.slice(0, 6);

/** rel for every advert or outbound promotional link. */
export const SPONSORED_REL = "noopener noreferrer sponsored";
