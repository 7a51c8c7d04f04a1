import { HELPLINES, MINIMUM_AGE } from "~/content/helplines";
import { Dialog } from "./Dialog";

/**
 * The shell's two dialogs. SiteDialogs loads this module on the first request for either, so pages
 * carry its markup and text only once a visitor asks for them.
 */
export default function SiteDialogBodies({
  outboundTarget,
  onStay,
  onProceed,
  helpOpen,
  onHelpClose,
}: {
  outboundTarget: string | null;
  onStay: () => void;
  onProceed: () => void;
  helpOpen: boolean;
  onHelpClose: () => void;
}) {
  return (
    <>
      <Dialog open={outboundTarget !== null} onClose={onStay} title="You are leaving this site">
        <p className="mt-3 text-slate-700">
          You are about to visit an external website that we do not control. Gambling is for people aged {MINIMUM_AGE} and older: set a
          budget and play responsibly.
        </p>
        {outboundTarget ? <p className="mt-2 text-sm break-all text-slate-600">{outboundTarget}</p> : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onStay} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            Stay on This Site
          </button>
          <button
            type="button"
            onClick={onProceed}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Continue
          </button>
        </div>
      </Dialog>
      <Dialog open={helpOpen} onClose={onHelpClose} title="Play responsibly">
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
        <div className="mt-5 flex justify-between gap-3">
          <a href="/responsible-gaming" className="self-center font-semibold text-brand-700 underline">
            More help
          </a>
          <button
            type="button"
            onClick={onHelpClose}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
