import { Form } from "@remix-run/react";
import { formatDay } from "~/words/dates";
import { displayName } from "~/rules/games";
import type { GameCheck, SourceCheckReport } from "../source-check.server";
import { Notice, formatSast, secondaryButton } from "./ui";

export interface SourceCheckOutcome {
  ok: boolean;
  message: string;
  report: SourceCheckReport | null;
}

/** What the answer would bring: new draws (with their prize divisions) and changes to draws we hold. */
function wouldAdd(check: GameCheck): string {
  const parts = [
    ...check.newDraws.map((draw) => `new draw ${formatDay(draw.drawDate)} (${draw.divisions} prize divisions)`),
    ...check.updates.map((update) => `${formatDay(update.drawDate)}: ${update.fields.join(", ")}`),
    ...(check.rejected.length > 0 ? [`${check.rejected.length} refused: ${check.rejected.join("; ")}`] : []),
  ];
  return parts.length > 0 ? parts.join("; ") : `nothing new (${check.unchanged} held)`;
}

/**
 * "Check sources now" in System Status: a plain form post (no JavaScript needed) that asks each configured
 * source once from the Worker and shows, per source and game, the answer's HTTP status or the error, when,
 * and what it would add. Nothing is stored (app/admin/source-check.server.ts).
 */
export function SourceCheck({ outcome }: { outcome: SourceCheckOutcome | null }) {
  return (
    <div data-testid="source-check">
      <h3 className="mt-4 font-semibold">Check sources now</h3>
      <p className="mt-1 text-sm text-slate-700">
        Asks each configured source once, from this Worker, for every game&rsquo;s recent draws. Nothing is stored: it shows what each
        source answers and what a refresh would add.
      </p>
      <Form method="post" action="/admin" className="mt-2">
        <input type="hidden" name="intent" value="check-sources" />
        <button type="submit" className={secondaryButton}>
          Check sources now
        </button>
      </Form>
      {outcome ? (
        <div className="mt-2 space-y-2">
          <Notice tone={outcome.ok ? "success" : "error"} testId="source-check-message">
            {outcome.message}
          </Notice>
          {outcome.report?.sources.map((source) => (
            <div key={source.source} className="text-sm">
              <p className="font-semibold">{source.label}</p>
              {source.notConfigured ? (
                <p className="text-amber-800">Not asked: {source.notConfigured}.</p>
              ) : (
                // Cells wrap anywhere (error texts hold long addresses): the table keeps to a phone's width.
                <table className="mt-1 w-full text-left text-xs" data-testid={`source-check-${source.source}`}>
                  <caption className="sr-only">What {source.label} answered for each game</caption>
                  <thead>
                    <tr className="text-slate-600">
                      <th scope="col" className="pr-2 font-semibold">
                        Game
                      </th>
                      <th scope="col" className="pr-2 font-semibold">
                        Answer
                      </th>
                      <th scope="col" className="pr-2 font-semibold">
                        Time
                      </th>
                      <th scope="col" className="font-semibold">
                        Would add
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {source.games.map((check) => (
                      <tr key={check.game} className="align-top">
                        <th scope="row" className="pr-2 font-normal">
                          {displayName(check.game)}
                        </th>
                        <td className={`pr-2 wrap-anywhere ${check.error ? "text-red-700" : "text-brand-800"}`}>
                          {[check.statuses.length > 0 ? `HTTP ${check.statuses.join(", ")}` : null, check.error]
                            .filter(Boolean)
                            .join(" · ")}
                        </td>
                        <td className="pr-2">{formatSast(check.at)}</td>
                        <td className="wrap-anywhere">{check.error ? "—" : wouldAdd(check)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
