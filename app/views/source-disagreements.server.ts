/**
 * The readings two sources disagree on, in words: which draw, what differs, each source's reading and
 * when it stood (the rows are app/models/source-disagreements.server.ts's).
 */
import type { DrawReading } from "~/db/schema";
import { formatInteger, formatRand } from "~/words/numbers";
import { displayName, isGameId } from "~/rules/games";
import { drawPath } from "~/site/draw-paths";
import { DRAW_SOURCE_LABELS, provenanceOf } from "~/models/draw-provenance.server";
import type { DisagreementRow } from "~/models/source-disagreements.server";

export interface DisagreementView {
  id: number;
  gameName: string;
  drawDate: string;
  drawNumber: number | null;
  /** The draw's page, when the game is one of ours. */
  path: string | null;
  /** What differs ("bonus, division 2 payout"). */
  fields: string;
  kept: { source: string; reading: string };
  held: { source: string; reading: string };
  raisedAt: string;
  /** When the two sources agreed again; null while it stands. */
  resolvedAt: string | null;
}

/** The balls, and the figures of the divisions that differ: "4 15 23 31 42 50 + 9; division 2: 1 winner, R 250,000.50". */
function readingText(reading: DrawReading, fields: readonly string[]): string {
  const balls = `${reading.numbers.join(" ")}${reading.bonus === null ? "" : ` + ${reading.bonus}`}`;
  const divisions = reading.divisions
    .filter((division) => fields.some((field) => field.startsWith(`division ${division.division} `)))
    .map((division) => {
      const winners =
        division.winners === null ? "winners unknown" : `${formatInteger(division.winners)} winner${division.winners === 1 ? "" : "s"}`;
      return `division ${division.division}: ${winners}, ${division.payout === null ? "payout unknown" : formatRand(division.payout)}`;
    });
  return [balls, ...divisions].join("; ");
}

export function toDisagreements(rows: readonly DisagreementRow[]): DisagreementView[] {
  return rows.map((row) => ({
    id: row.id,
    gameName: isGameId(row.game) ? displayName(row.game) : row.game,
    drawDate: row.drawDate,
    drawNumber: row.drawNumber,
    path: isGameId(row.game) ? drawPath(row.game, row.drawDate) : null,
    fields: row.fields.join(", "),
    kept: { source: DRAW_SOURCE_LABELS[provenanceOf(row.keptSource)], reading: readingText(row.kept, row.fields) },
    held: { source: DRAW_SOURCE_LABELS[provenanceOf(row.source)], reading: readingText(row.held, row.fields) },
    raisedAt: row.raisedAt,
    resolvedAt: row.resolvedAt,
  }));
}
