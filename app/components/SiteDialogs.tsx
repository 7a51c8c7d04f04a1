import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { SPONSORED_REL } from "~/content/offers";

interface SiteDialogs {
  /** Opens the leaving-the-site dialog for this address. */
  confirmOutbound: (href: string) => void;
  openResponsibleGambling: () => void;
}

const SiteDialogsContext = createContext<SiteDialogs | null>(null);

const SiteDialogBodies = lazy(() => import("./SiteDialogBodies"));

/**
 * The shell's two dialogs, in one place every page reuses. Their code loads on the first request for
 * either and then stays mounted, so closing goes through the native dialog and focus returns to the
 * control that opened it.
 */
export function SiteDialogsProvider({ children }: { children: ReactNode }) {
  const [outboundTarget, setOutboundTarget] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const confirmOutbound = useCallback((href: string) => {
    setRequested(true);
    setOutboundTarget(href);
  }, []);
  const openResponsibleGambling = useCallback(() => {
    setRequested(true);
    setHelpOpen(true);
  }, []);
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
      {requested ? (
        <Suspense fallback={null}>
          <SiteDialogBodies
            outboundTarget={outboundTarget}
            onStay={stay}
            onProceed={proceed}
            helpOpen={helpOpen}
            onHelpClose={() => setHelpOpen(false)}
          />
        </Suspense>
      ) : null}
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
