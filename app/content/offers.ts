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
  /** Our own SVG artwork in public/banners/. */
  image: string;
  imageAlt: string;
}

export const INTERNATIONAL_LOTTERIES: readonly Banner[] = [
  {
    id: "euromillions",
    title: "EuroMillions",
    description: "Europe's big Tuesday and Friday draw",
    href: "https://www.national-lottery.co.uk/games/euromillions",
    image: "/banners/euromillions.svg",
    imageAlt: "EuroMillions advert",
  },
  {
    id: "us-powerball",
    title: "US Powerball",
    description: "America's record-breaking jackpot game",
    href: "https://www.powerball.com",
    image: "/banners/us-powerball.svg",
    imageAlt: "US Powerball advert",
  },
  {
    id: "mega-millions",
    title: "Mega Millions",
    description: "The other giant US jackpot",
    href: "https://www.megamillions.com",
    image: "/banners/mega-millions.svg",
    imageAlt: "Mega Millions advert",
  },
  {
    id: "uk49s-lunchtime",
    title: "UK49s Lunchtime",
    description: "Daily draw at 12:49 UK time",
    href: "https://www.49s.co.uk",
    image: "/banners/uk49s-lunchtime.svg",
    imageAlt: "UK49s Lunchtime advert",
  },
  {
    id: "uk49s-teatime",
    title: "UK49s Teatime",
    description: "Daily draw at 17:49 UK time",
    href: "https://www.49s.co.uk",
    image: "/banners/uk49s-teatime.svg",
    imageAlt: "UK49s Teatime advert",
  },
  {
    id: "uk-lotto",
    title: "UK National Lottery",
    description: "Lotto drawn Wednesdays and Saturdays",
    href: "https://www.national-lottery.co.uk/games/lotto",
    image: "/banners/uk-lotto.svg",
    imageAlt: "UK Lotto advert",
  },
  {
    id: "eurojackpot",
    title: "EuroJackpot",
    description: "Pan-European draw on Tuesdays and Fridays",
    href: "https://www.eurojackpot.com",
    image: "/banners/eurojackpot.svg",
    imageAlt: "EuroJackpot advert",
  },
  {
    id: "irish-lotto",
    title: "Irish Lotto",
    description: "Ireland's national Lotto",
    href: "https://www.lottery.ie",
    image: "/banners/irish-lotto.svg",
    imageAlt: "Irish Lotto advert",
  },
];

/** The footer lists the first six. */
export const FOOTER_LOTTERIES = INTERNATIONAL_LOTTERIES.slice(0, 6);

/** rel for every advert or outbound promotional link. */
export const SPONSORED_REL = "noopener noreferrer sponsored";
