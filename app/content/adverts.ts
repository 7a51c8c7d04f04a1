import { INTERNATIONAL_LOTTERIES } from "./offers";

/** The spec's betting-partner offer shape, for advert slots. */
export interface Offer {
  id: string;
  name: string;
  offer: string;
  description: string;
  cta: string;
  /** Only our own editorial rating with its basis stated; the defaults carry none. */
  rating: { score: number; basis: string } | null;
  features: string[];
  href: string;
  /** What the link opens (offers.ts, Banner.site). */
  site: string;
}

const OFFER_DETAILS: Record<string, Pick<Offer, "offer" | "features">> = {
  euromillions: {
    offer: "Draws every Tuesday and Friday",
    features: ["5 numbers from 1-50", "2 Lucky Stars from 1-12", "13 prize tiers"],
  },
  "us-powerball": {
    offer: "Three draws a week",
    features: ["5 white balls from 1-69", "Powerball from 1-26", "9 ways to win"],
  },
  "mega-millions": { offer: "Draws on Tuesday and Friday", features: ["5 numbers", "Mega Ball", "Multi-state US game"] },
  "uk49s-lunchtime": {
    offer: "A fixed-odds draw every day",
    features: ["6 numbers and a Booster from 1-49", "12:49 UK time"],
  },
  "uk49s-teatime": {
    offer: "A fixed-odds draw every day",
    features: ["6 numbers and a Booster from 1-49", "Early evening, UK time"],
  },
  "uk-lotto": { offer: "Wednesday and Saturday draws", features: ["6 numbers from 1-59", "Bonus ball"] },
  eurojackpot: { offer: "Tuesday and Friday draws", features: ["5 numbers from 1-50", "2 Euro numbers from 1-12"] },
  "irish-lotto": { offer: "Wednesday and Saturday draws", features: ["6 numbers from 1-47", "Bonus ball"] },
};

/**
 * Adverts for international lotteries' own sites (or their national operators' pages): unpaid, no
 * partnership claimed, and each button says which site it opens.
 */
const OFFERS: readonly Offer[] = INTERNATIONAL_LOTTERIES.map((banner) => ({
  id: banner.id,
  name: banner.title,
  description: banner.description,
  cta: `Visit ${banner.site}`,
  rating: null,
  href: banner.href,
  site: banner.site,
  ...OFFER_DETAILS[banner.id]!,
}));

/** A stable pick of offers for a slot: the same on every render, so every copy of a page agrees. */
export function offersFor(slot: number, count: number): Offer[] {
  return Array.from({ length: count }, (_, i) => OFFERS[(slot * count + i) % OFFERS.length]!);
}
