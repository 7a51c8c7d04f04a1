/**
 * International lotteries for the banner grids and the footer, and the advert offers. Data, not copy in
 * components. We claim no partnership with anyone: the defaults point to the lotteries' official sites,
 * and they carry no rating (a rating would need our own stated basis).
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
  { id: "euromillions", title: "EuroMillions", description: "Europe's big Tuesday and Friday draw", href: "https://www.national-lottery.co.uk/games/euromillions", image: "/banners/euromillions.svg", imageAlt: "EuroMillions: five balls and two Lucky Stars" },
  { id: "us-powerball", title: "US Powerball", description: "America's record-breaking jackpot game", href: "https://www.powerball.com", image: "/banners/us-powerball.svg", imageAlt: "US Powerball: five white balls and a red Powerball" },
  { id: "mega-millions", title: "Mega Millions", description: "The other giant US jackpot", href: "https://www.megamillions.com", image: "/banners/mega-millions.svg", imageAlt: "Mega Millions: five balls and a gold Mega Ball" },
  { id: "uk49s-lunchtime", title: "UK49s Lunchtime", description: "Daily draw at 12:49 UK time", href: "https://www.49s.co.uk", image: "/banners/uk49s-lunchtime.svg", imageAlt: "UK49s Lunchtime: six balls and a Booster" },
  { id: "uk49s-teatime", title: "UK49s Teatime", description: "Daily draw at 17:49 UK time", href: "https://www.49s.co.uk", image: "/banners/uk49s-teatime.svg", imageAlt: "UK49s Teatime: six balls and a Booster" },
  { id: "uk-lotto", title: "UK National Lottery", description: "Lotto drawn Wednesdays and Saturdays", href: "https://www.national-lottery.co.uk/games/lotto", image: "/banners/uk-lotto.svg", imageAlt: "UK Lotto: six balls and a bonus ball" },
  { id: "eurojackpot", title: "EuroJackpot", description: "Pan-European draw on Tuesdays and Fridays", href: "https://www.eurojackpot.com", image: "/banners/eurojackpot.svg", imageAlt: "EuroJackpot: five balls and two Euro numbers" },
  { id: "irish-lotto", title: "Irish Lotto", description: "Ireland's national Lotto", href: "https://www.lottery.ie", image: "/banners/irish-lotto.svg", imageAlt: "Irish Lotto: six balls and a bonus" },
];

/** The footer lists the first six. */
export const FOOTER_LOTTERIES = INTERNATIONAL_LOTTERIES.slice(0, 6);

/** rel for every advert or outbound promotional link. */
export const SPONSORED_REL = "noopener noreferrer sponsored";

/** The spec's betting-partner offer shape, for advert slots. */
export interface Offer {
  id: string;
  name: string;
  logo: string;
  logoAlt: string;
  offer: string;
  description: string;
  cta: string;
  colour: string;
  /** Only our own editorial rating with its basis stated; the defaults carry none. */
  rating: { score: number; basis: string } | null;
  features: string[];
  href: string;
}

const OFFER_DETAILS: Record<string, Pick<Offer, "offer" | "features" | "colour">> = {
  euromillions: { offer: "Draws every Tuesday and Friday", features: ["5 numbers from 1-50", "2 Lucky Stars from 1-12", "13 prize tiers"], colour: "#1e3a8a" },
  "us-powerball": { offer: "Three draws a week", features: ["5 white balls from 1-69", "Powerball from 1-26", "9 ways to win"], colour: "#991b1b" },
  "mega-millions": { offer: "Draws on Tuesday and Friday", features: ["5 numbers", "Mega Ball", "Multi-state US game"], colour: "#1e40af" },
  "uk49s-lunchtime": { offer: "A fixed-odds draw every day", features: ["6 numbers and a Booster from 1-49", "12:49 UK time"], colour: "#065f46" },
  "uk49s-teatime": { offer: "A fixed-odds draw every day", features: ["6 numbers and a Booster from 1-49", "17:49 UK time"], colour: "#7c2d12" },
  "uk-lotto": { offer: "Wednesday and Saturday draws", features: ["6 numbers from 1-59", "Bonus ball"], colour: "#9d174d" },
  eurojackpot: { offer: "Tuesday and Friday draws", features: ["5 numbers from 1-50", "2 Euro numbers from 1-12"], colour: "#3b0764" },
  "irish-lotto": { offer: "Wednesday and Saturday draws", features: ["6 numbers from 1-47", "Bonus ball"], colour: "#14532d" },
};

/** Adverts for the official sites of international lotteries: no partnership is claimed. */
export const OFFERS: readonly Offer[] = INTERNATIONAL_LOTTERIES.map((banner) => ({
  id: banner.id,
  name: banner.title,
  logo: banner.image,
  logoAlt: banner.imageAlt,
  description: banner.description,
  cta: "Visit the official site",
  rating: null,
  href: banner.href,
  ...OFFER_DETAILS[banner.id]!,
}));

/** A stable pick of offers for a slot (the same on server and client: no hydration mismatch). */
export function offersFor(slot: number, count: number): Offer[] {
  return Array.from({ length: count }, (_, i) => OFFERS[(slot * count + i) % OFFERS.length]!);
}
