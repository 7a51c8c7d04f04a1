import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { windowName, type StatWindow } from "~/statistics/windows";

export interface BasisFacts {
  window: StatWindow;
  drawsCounted: number;
  eraDraws: number;
  from: string | null;
  to: string | null;
  eraFrom: string;
  /** "1-52". */
  range: string;
}

const draws = (n: number) => `${formatInteger(n)} ${n === 1 ? "draw" : "draws"}`;

/**
 * What a figure counts, said beside it: the window, the draws counted (and their dates), the era with its
 * ball range. `compact` for the small cards.
 */
export function Basis({ facts, compact = false, className = "" }: { facts: BasisFacts; compact?: boolean; className?: string }) {
  const short = facts.window !== "era" && facts.drawsCounted < Number(facts.window);
  const dates = facts.from && facts.to ? `${formatDay(facts.from)} to ${formatDay(facts.to)}` : "no draws yet";
  const era = `since ${formatDay(facts.eraFrom)}, balls ${facts.range}.`;
  if (compact) {
    return (
      <p className={`text-xs text-slate-600 ${className}`} data-basis="">
        {`${facts.window === "era" ? "Whole era" : `Last ${facts.window}`}: ${draws(facts.drawsCounted)} counted; era ${era}`}
      </p>
    );
  }
  return (
    <p className={`text-sm text-slate-700 ${className}`} data-basis="">
      <strong>Window:</strong>
      {` ${windowName(facts.window)}, `}
      <strong>{`${draws(facts.drawsCounted)} counted`}</strong>
      {` (${dates})${short ? `: the era holds only ${draws(facts.eraDraws)} so far` : ""}. `}
      <strong>Era:</strong>
      {` ${era}`}
    </p>
  );
}
