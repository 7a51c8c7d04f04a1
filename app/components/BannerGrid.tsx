import { ADVERT_FOOTNOTE, INTERNATIONAL_LOTTERIES } from "~/content/offers";
import { BannerArt } from "./BannerArt";
import { SponsoredLink } from "./SiteDialogs";

/** International-lottery banners: 4 columns, 8 banners (or the first `count`). Labelled as adverts. */
export function BannerGrid({ count = 8, heading = "International lotteries" }: { count?: number; heading?: string }) {
  return (
    <section aria-labelledby="banner-grid-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between">
        <h2 id="banner-grid-heading" className="font-bold">
          {heading}
        </h2>
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Advert</span>
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {INTERNATIONAL_LOTTERIES.slice(0, count).map((banner) => (
          <li key={banner.id}>
            <SponsoredLink href={banner.href} className="block rounded-lg hover:opacity-90">
              <BannerArt id={banner.id} title={banner.title} />
              <span className="mt-1 block text-sm font-semibold">{banner.title}</span>
              <span className="block text-xs text-slate-600">{banner.description}</span>
              <span className="block text-xs text-slate-600">Opens {banner.site}</span>
            </SponsoredLink>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{ADVERT_FOOTNOTE}</p>
    </section>
  );
}
