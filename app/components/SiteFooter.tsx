import { FOOTER_LOTTERIES } from "~/content/offers";
import { MINIMUM_AGE, PRIMARY_HELPLINE, websiteLabel } from "~/content/helplines";
import { HelplinesLink, SponsoredLink } from "./SiteDialogs";

/** Each link a full 44 px row, so a thumb finds it on a phone. The shell's links are plain links: every page is a document. */
const FOOTER_LINK = "tap hover:underline";

export function SiteFooter({ siteName, year }: { siteName: string; year: number }) {
  return (
    <footer className="fixed-scheme mt-12 bg-slate-900 text-slate-200" id="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-bold text-white">
            Quick Links
          </h2>
          <ul className="mt-2 text-sm">
            <li>
              <a href="/" className={FOOTER_LINK}>
                Today's Results
              </a>
            </li>
            <li>
              <a href="/history" className={FOOTER_LINK}>
                Results History
              </a>
            </li>
            <li>
              <a href="/check-numbers" className={FOOTER_LINK}>
                Check My Numbers
              </a>
            </li>
            <li>
              <a href="/how-to-play" className={FOOTER_LINK}>
                How to Play
              </a>
            </li>
            <li>
              <a href="/tips" className={FOOTER_LINK}>
                Tips &amp; Predictions
              </a>
            </li>
            <li>
              <a href="/claiming-prizes" className={FOOTER_LINK}>
                Claiming a Prize
              </a>
            </li>
            <li>
              <a href="/biggest-jackpots" className={FOOTER_LINK}>
                Biggest Jackpots
              </a>
            </li>
            <li>
              <a href="/about" className={FOOTER_LINK}>
                About
              </a>
            </li>
            <li>
              <a href="/data-sources" className={FOOTER_LINK}>
                Where Our Data Comes From
              </a>
            </li>
            <li>
              <a href="/api" className={FOOTER_LINK}>
                Results API and Data
              </a>
            </li>
            <li>
              <a href="/contact-us" className={FOOTER_LINK}>
                Contact
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-international">
          <h2 id="footer-international" className="font-bold text-white">
            International Lotteries
          </h2>
          <ul className="mt-2 text-sm">
            {FOOTER_LOTTERIES.map((lottery) => (
              <li key={lottery.id}>
                <SponsoredLink href={lottery.href} className={FOOTER_LINK}>
                  {lottery.title}
                </SponsoredLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-bold text-white">
            Legal Info
          </h2>
          <ul className="mt-2 text-sm">
            <li>
              <a href="/privacy-policy" className={FOOTER_LINK}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="/terms-of-service" className={FOOTER_LINK}>
                Terms of Service
              </a>
            </li>
            <li>
              <a href="/responsible-gaming" className={FOOTER_LINK}>
                Responsible Gaming
              </a>
            </li>
            <li>
              <a href="/lottery-scams" className={FOOTER_LINK}>
                Lottery Scams
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-slate-300">
          <p>
            {`© ${year} ${siteName}. We are not affiliated with the National Lottery or its operator. Results come from official public announcements or public copies of them (`}
            <a href="/data-sources" className="underline">
              our sources
            </a>
            ). Always check your ticket against the official result.
          </p>
          <p className="font-semibold text-white">
            Gamble responsibly, {MINIMUM_AGE}+ only. <HelplinesLink className="underline">Need help?</HelplinesLink> Call{" "}
            {PRIMARY_HELPLINE.phone} (toll-free, 24/7)
            {PRIMARY_HELPLINE.website ? (
              <>
                {" · "}
                <a href={PRIMARY_HELPLINE.website} target="_blank" rel="noopener noreferrer" className="underline">
                  {websiteLabel(PRIMARY_HELPLINE.website)}
                </a>
              </>
            ) : null}
            .
          </p>
        </div>
      </div>
    </footer>
  );
}
