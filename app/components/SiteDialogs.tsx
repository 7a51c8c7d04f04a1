import type { ReactNode } from "react";
import { SPONSORED_REL } from "~/content/offers";
import { HELPLINES, MINIMUM_AGE, websiteLabel } from "~/content/helplines";
import { Dialog } from "./Dialog";

/** The ids the site script (app/browser/dialogs.ts) opens these dialogs by. */
const LEAVING_DIALOG = "leaving-dialog";
const HELP_DIALOG = "help-dialog";

const SECONDARY_BUTTON = "rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50";
const PRIMARY_BUTTON = "rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * The shell's two dialogs, in every page, closed: the leaving-the-site dialog that an operator link
 * opens, and the helplines that "Need help?" opens. Without JavaScript neither opens: the operator link
 * is a plain new-tab link and "Need help?" leads to the full page.
 */
export function SiteDialogs() {
  return (
    <>
      <Dialog id={LEAVING_DIALOG} title="You are leaving this site">
        <p className="mt-3 text-slate-700">
          You are about to visit an external website that we do not control. Gambling is for people aged {MINIMUM_AGE} and older: set a
          budget and play responsibly.
        </p>
        <p className="mt-2 text-sm break-all text-slate-600" data-leaving-address />
        <form method="dialog" className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="submit" className={SECONDARY_BUTTON}>
            Stay on This Site
          </button>
          <button type="button" className={PRIMARY_BUTTON} data-leaving-continue>
            Continue
          </button>
        </form>
      </Dialog>
      <Dialog id={HELP_DIALOG} title="Play responsibly">
        <p className="mt-3 text-slate-700">
          Lottery games are for people aged {MINIMUM_AGE}+ only. If gambling stops being fun, free and confidential help is available:
        </p>
        <ul className="mt-3 space-y-3">
          {HELPLINES.map((line) => (
            <li key={line.name}>
              <p className="font-semibold">{line.name}</p>
              <p className="text-sm text-slate-700">
                <a className="font-semibold text-brand-700 underline" href={`tel:${line.tel}`}>
                  {line.phone}
                </a>{" "}
                · {line.hours}
                {line.website ? (
                  <>
                    {" · "}
                    <a className="text-brand-700 underline" href={line.website} target="_blank" rel="noopener noreferrer">
                      {websiteLabel(line.website)}
                    </a>
                  </>
                ) : null}
                {line.extra ? (
                  <>
                    <br />
                    {line.extra}
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
        <form method="dialog" className="mt-5 flex justify-between gap-3">
          <a href="/responsible-gaming" className="self-center font-semibold text-brand-700 underline">
            More help
          </a>
          <button type="submit" className={PRIMARY_BUTTON}>
            Close
          </button>
        </form>
      </Dialog>
    </>
  );
}

/**
 * A link to an operator (Play Now, Try Online Lottery): with JavaScript it asks first through the
 * leaving-the-site dialog; without, it is a plain new-tab link.
 */
export function OperatorLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel={SPONSORED_REL} className={className} data-leaving>
      {children}
      <span className="sr-only"> (opens an external site in a new tab)</span>
    </a>
  );
}

/** A promotional external link: new tab, no opener, no referrer, marked sponsored. */
export function SponsoredLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel={SPONSORED_REL} className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Opens the helplines dialog; without JavaScript it is a link to the full page. */
export function HelplinesLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a href="/responsible-gaming" className={className} data-dialog={HELP_DIALOG}>
      {children}
    </a>
  );
}
