import { INTERNATIONAL_LOTTERIES } from "./offers";

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
  euromillions: {
    offer: "Draws every Tuesday and Friday",
    features: ["5 numbers from 1-50", "2 Lucky Stars from 1-12", "13 prize tiers"],
    colour: "#1e3a8a",
  },
  "us-powerball": {
    offer: "Three draws a week",
    features: ["5 white balls from 1-69", "Powerball from 1-26", "9 ways to win"],
    colour: "#991b1b",
  },
  "mega-millions": { offer: "Draws on Tuesday and Friday", features: ["5 numbers", "Mega Ball", "Multi-state US game"], colour: "#1e40af" },
  "uk49s-lunchtime": {
    offer: "A fixed-odds draw every day",
    features: ["6 numbers and a Booster from 1-49", "12:49 UK time"],
    colour: "#065f46",
  },
  "uk49s-teatime": {
    offer: "A fixed-odds draw every day",
    features: ["6 numbers and a Booster from 1-49", "17:49 UK time"],
    colour: "#7c2d12",
  },
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
