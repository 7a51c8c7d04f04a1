import { CLAIMS } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { formatInteger } from "~/words/numbers";
import { missingCount, type ClaimableYear, type MissingRun } from "~/coverage/claimable-year";
import { Card } from "~/components/ui/Card";

const draws = (n: number) => `${formatInteger(n)} ${n === 1 ? "draw" : "draws"}`;
const dateRange = (run: MissingRun) => (run.from === run.to ? formatDay(run.from) : `${formatDay(run.from)} – ${formatDay(run.to)}`);

/** "Sat 10 Oct 2026 – Sat 5 Dec 2026: 17 draws", "Wed 29 Apr 2026 (we hold a draw dated Thu 30 Apr 2026, …)": one text node. */
function runText(run: MissingRun): string {
  const count = run.draws > 1 ? `: ${draws(run.draws)}` : "";
  const nearby = run.nearby ? ` (we hold a draw dated ${formatDay(run.nearby)}, an unusual day: it may be this one)` : "";
  return `${dateRange(run)}${count}${nearby}`;
}

/** "We hold 87 of them, and 1 more dated on an unusual day (Thu 30 Apr 2026)." */
function heldText(year: ClaimableYear): string {
  const held =
    year.held === year.scheduled
      ? year.scheduled === 1
        ? "it"
        : `all ${formatInteger(year.scheduled)}`
      : `${formatInteger(year.held)} of them`;
  const unusual =
    year.offSchedule.length > 0
      ? `, and ${formatInteger(year.offSchedule.length)} more dated on an unusual day (${year.offSchedule.map(formatDay).join(", ")})`
      : "";
  return `We hold ${held}${unusual}.`;
}

/** "We hold the prize table of 20 of them." */
function prizesText(year: ClaimableYear): string {
  const holding = year.held + year.offSchedule.length;
  if (holding === 0) return "";
  if (year.withPrizes === 0) return "We hold none of their prize tables.";
  if (year.withPrizes === holding) return holding === 1 ? "We hold its prize table." : "We hold the prize table of every one.";
  return `We hold the prize table of ${formatInteger(year.withPrizes)} of them.`;
}

/**
 * The claimable draws we do not hold, a run of consecutive draws to a line, each with the official results to
 * check a ticket against (OPERATOR_URL: the operator's site has no address per draw).
 */
export function MissingDrawList({ runs, officialUrl }: { runs: readonly MissingRun[]; officialUrl: string }) {
  const host = new URL(officialUrl).host;
  return (
    <ul className="divide-y divide-slate-100">
      {runs.map((run) => (
        <li key={run.from} className="flex items-center justify-between gap-3">
          <span className="min-w-0">{runText(run)}</span>
          <a
            href={officialUrl}
            className="tap shrink-0 font-semibold text-brand-700 underline underline-offset-2"
            rel="noopener noreferrer"
            target="_blank"
          >
            Official results<span className="sr-only">{` on ${host} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A game page's claimable year (claimable-year.ts) in one line, with the draws we do not hold folded
 * into a list.
 */
export function ClaimableYearPanel({ year, gameName, officialUrl }: { year: ClaimableYear; gameName: string; officialUrl: string }) {
  const missing = missingCount(year);
  return (
    <Card as="section" aria-labelledby="claimable-heading" data-testid="claimable-year">
      <h2 id="claimable-heading" className="text-lg font-bold">
        Draws you can still claim
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Prizes can be claimed for {CLAIMS.deadlineDays} days after the draw: {draws(year.scheduled)} of {gameName} from{" "}
        {formatDay(year.from)} to {formatDay(year.to)}. {heldText(year)} {prizesText(year)}
      </p>
      {missing > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer py-3 font-semibold text-brand-700">
            {draws(missing)} we do not hold, and where to check {missing === 1 ? "it" : "them"}
          </summary>
          <MissingDrawList runs={year.missing} officialUrl={officialUrl} />
        </details>
      ) : null}
    </Card>
  );
}
