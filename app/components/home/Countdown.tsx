import { countdownFigures } from "~/words/numbers";
import { countdownTo } from "~/words/sa-time";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/**
 * The time left until the next draw, as the server's clock has it when the page is made. In the browser
 * the site script (app/browser/countdown.ts) recomputes it every second from `data-target` and rewrites
 * the `data-figure`s, with the same figures (countdownFigures).
 */
export function Countdown({ targetIso, serverNow, label }: { targetIso: string; serverNow: number; label: string }) {
  const figures = countdownFigures(countdownTo(new Date(targetIso), new Date(serverNow)));
  return (
    <div role="timer" aria-label={label} className="flex gap-2" data-testid="countdown" data-countdown data-target={targetIso}>
      {UNITS.map((unit, i) => (
        <div key={unit} className="min-w-14 rounded-lg bg-white/15 px-2 py-1.5 text-center">
          <span className="block text-2xl font-extrabold tabular-nums" data-figure>
            {figures[i]}
          </span>
          <span className="block text-xs tracking-wide uppercase">{unit}</span>
        </div>
      ))}
    </div>
  );
}
