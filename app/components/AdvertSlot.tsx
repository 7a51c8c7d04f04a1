import { offersFor } from "~/content/adverts";
import { ADVERT_FOOTNOTE } from "~/content/offers";
import { SponsoredLink } from "./SiteDialogs";

/**
 * An advert section: offers from the one offers module, labelled as adverts, with the 18+ line. Each
 * offer is a typographic card (its name set large, an accent in the lottery's colour): no artwork or
 * logos of a third party.
 */
export function AdvertSlot({ slot = 0, count = 2, title = "Advertisement" }: { slot?: number; count?: number; title?: string }) {
  const offers = offersFor(slot, count);
  return (
    <aside aria-label={title} className="not-prose my-8 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Advert</p>
      <ul className={`mt-2 grid gap-4 ${count > 1 ? "sm:grid-cols-2" : ""}`}>
        {offers.map((offer) => (
          <li key={offer.id} className="flex flex-col rounded-xl border-l-4 border-(--lottery) bg-slate-50 p-4" data-lottery={offer.id}>
            <p className="text-xl font-extrabold tracking-tight">{offer.name}</p>
            <p className="text-sm font-semibold text-slate-700">{offer.offer}</p>
            <p className="mt-1 text-sm text-slate-700">{offer.description}</p>
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {offer.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {offer.rating ? (
              <p className="mt-1 text-sm">
                Our rating: {offer.rating.score}/5 ({offer.rating.basis})
              </p>
            ) : null}
            <SponsoredLink
              href={offer.href}
              className="mt-3 inline-block self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {offer.cta}
            </SponsoredLink>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{ADVERT_FOOTNOTE}</p>
    </aside>
  );
}
