import { Link } from "@remix-run/react";
import { FOOTER_LOTTERIES } from "~/content/offers";
import { MINIMUM_AGE, PRIMARY_HELPLINE } from "~/content/helplines";
import { ResponsibleGamblingButton, SponsoredLink } from "./SiteDialogs";

/** Each link a full 44 px row, so a thumb finds it on a phone. */
const FOOTER_LINK = "tap hover:underline";

export function SiteFooter({ siteName, year }: { siteName: string; year: number }) {
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200" id="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-bold text-white">
            Quick Links
          </h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to="/" className={FOOTER_LINK}>
                Today's Results
              </Link>
            </li>
            <li>
              <Link to="/history" className={FOOTER_LINK}>
                Results History
              </Link>
            </li>
            <li>
              <Link to="/check-numbers" className={FOOTER_LINK}>
                Check My Numbers
              </Link>
            </li>
            <li>
              <Link to="/how-to-play" className={FOOTER_LINK}>
                How to Play
              </Link>
            </li>
            <li>
              <Link to="/tips" className={FOOTER_LINK}>
                Tips &amp; Predictions
              </Link>
            </li>
            <li>
              <Link to="/about" className={FOOTER_LINK}>
                About
              </Link>
            </li>
            <li>
              <Link to="/data-sources" className={FOOTER_LINK}>
                Where Our Data Comes From
              </Link>
            </li>
            <li>
              <Link to="/api" className={FOOTER_LINK}>
                Results API and Data
              </Link>
            </li>
            <li>
              <Link to="/contact-us" className={FOOTER_LINK}>
                Contact
              </Link>
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
              <Link to="/privacy-policy" className={FOOTER_LINK}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={FOOTER_LINK}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/responsible-gaming" className={FOOTER_LINK}>
                Responsible Gaming
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-slate-300">
          <p>
            © {year} {siteName}. We are not affiliated with the National Lottery or its operator. Results and jackpots come from official
            public announcements; always check your ticket against the official result.
          </p>
          <p className="font-semibold text-white">
            Gamble responsibly, {MINIMUM_AGE}+ only. <ResponsibleGamblingButton className="underline">Need help?</ResponsibleGamblingButton>{" "}
            Call {PRIMARY_HELPLINE.phone} (toll-free, 24/7).
          </p>
        </div>
      </div>
    </footer>
  );
}
