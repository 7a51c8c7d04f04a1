import { formatDay } from "~/words/dates";
import type { NewestDraw } from "../status.server";
import { formatSast } from "./ui";

const OUTCOME_TEXT = { ok: "answered", partial: "answered, some draws refused", failed: "failed" } as const;

/**
 * A game whose scheduled draw is late, in red (the public pages say the same line): when it became late
 * and what each source last answered for the game (outcome, time, error), from the ingest runs.
 */
export function LateGame({ row }: { row: NewestDraw }) {
  if (!row.late) return null;
  return (
    <div className="mt-1 rounded-lg border border-red-300 bg-red-50 p-2 text-xs text-red-900" data-testid={`late-${row.game}`}>
      <p className="font-semibold">
        Late since {formatSast(row.late.since)}: the draw of {formatDay(row.late.drawDate)} is not in.
      </p>
      <ul className="mt-1 space-y-0.5">
        {row.answers.map((answer) => (
          <li key={answer.source} className="break-words">
            {answer.label}:{" "}
            {answer.at && answer.outcome
              ? `${OUTCOME_TEXT[answer.outcome]} ${formatSast(answer.at)}${answer.error ? ` · ${answer.error}` : ""}`
              : "not asked for this game in its recent runs"}
          </li>
        ))}
      </ul>
    </div>
  );
}
