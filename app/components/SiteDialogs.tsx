import { createContext, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { HELPLINES, MINIMUM_AGE } from "~/lib/helplines";
import { SPONSORED_REL } from "~/lib/offers";
import { Dialog } from "./Dialog";

interface SiteDialogs {
  /** Opens the leaving-the-site dialog for this address. */
  confirmOutbound: (href: string) => void;
  openResponsibleGambling: () => void;
}

const SiteDialogsContext = createContext<SiteDialogs | null>(null);

/** The shell's two dialogs, in one place every page reuses. */
export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [outboundTarget, setOutboundTarget] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const confirmOutbound = useCallback((href: string) => setOutboundTarget(href), []);
  const openResponsibleGambling = useCallback(() => setHelpOpen(true), []);
  const api = useMemo(() => ({ confirmOutbound, openResponsibleGambling }), [confirmOutbound, openResponsibleGambling]);
  const stay = () => setOutboundTarget(null);
  const proceed = () => {
    // No opener and no referrer for the operator's site.
    if (outboundTarget) window.open(outboundTarget, "_blank", "noopener,noreferrer");
    setOutboundTarget(null);
  };
  return (
    <SiteDialogsContext.Provider value={api}>
      {children}
      <Dialog open={outboundTarget !== null} onClose={stay} title="You are leaving this site">
        <p className="mt-3 text-slate-700">
          You are about to visit an external website that we do not control. Gambling is for people aged {MINIMUM_AGE} and older:
          set a budget and play responsibly.
        </p>
        {outboundTarget ? <p className="mt-2 break-all text-sm text-slate-600">{outboundTarget}</p> : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={stay} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            Stay on This Site
          </button>
          <button type="button" onClick={proceed} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Continue
          </button>
        </div>
      </Dialog>
      <Dialog open={helpOpen} onClose={() => setHelpOpen(false)} title="Play responsibly">
        <p className="mt-3 text-slate-700">
          Lottery games are for people aged {MINIMUM_AGE}+ only. If gambling stops being fun, free and confidential help is available:
        </p>
        <ul className="mt-3 space-y-3">
          {HELPLINES.map((line) => (
            <li key={line.name}>
              <p className="font-semibold">{line.name}</p>
              <p className="text-sm text-slate-700">
                <a className="font-semibold text-brand-700 underline" href={`tel:${line.tel}`}>{line.phone}</a> · {line.hours}
                {line.extra ? <><br />{line.extra}</> : null}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex justify-between gap-3">
          <a href="/responsible-gaming" className="self-center font-semibold text-brand-700 underline">More help</a>
          <button type="button" onClick={() => setHelpOpen(false)} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Close
          </button>
        </div>
      </Dialog>
    </SiteDialogsContext.Provider>
  );
}

export function useSiteDialogs(): SiteDialogs {
  const api = useContext(SiteDialogsContext);
  if (!api) throw new Error("useSiteDialogs needs a SiteDialogsProvider");
  return api;
}

/**
 * A link to an operator (Play Now, Find Licensed Retailers): with JavaScript it asks first through the
 * leaving-the-site dialog; without, it is a plain new-tab link.
 */
export function OperatorLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { confirmOutbound } = useSiteDialogs();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    confirmOutbound(href);
  };
  return (
    <a href={href} target="_blank" rel={SPONSORED_REL} onClick={onClick} className={className}>
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

/** Opens the responsible-gambling dialog; without JavaScript it is a link to the full page. */
export function ResponsibleGamblingButton({ className, children }: { className?: string; children: ReactNode }) {
  const { openResponsibleGambling } = useSiteDialogs();
  return (
    <a
      href="/responsible-gaming"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openResponsibleGambling();
      }}
    >
      {children}
    </a>
  );
}
