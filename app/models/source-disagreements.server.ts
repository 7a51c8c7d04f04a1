/**
 * The readings two sources disagree on (draw_disagreements, app/models/draw-provenance.server.ts), as the
 * admin's System Status and the public correction log on /data-sources list them: open ones first, then
 * the latest settled ones, each with both readings.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { drawDisagreements, draws, type DrawReading } from "~/db/schema";
import { formatInteger, formatRand } from "~/words/numbers";
import { displayName, isGameId } from "~/rules/games";
import { drawPath } from "~/site/draw-paths";
import { DRAW_SOURCE_LABELS, provenanceOf } from "./draw-provenance.server";

/** How many the lists show. */
export const DISAGREEMENTS_LISTED = 20;

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

export function disagreementsQuery(db: Db, limit = DISAGREEMENTS_LISTED) {
  return db
    .select({
      id: drawDisagreements.id,
      game: draws.game,
      drawDate: draws.drawDate,
      drawNumber: draws.drawNumber,
      source: drawDisagreements.source,
      keptSource: drawDisagreements.keptSource,
      fields: drawDisagreements.fields,
      held: drawDisagreements.held,
      kept: drawDisagreements.kept,
      raisedAt: drawDisagreements.raisedAt,
      resolvedAt: drawDisagreements.resolvedAt,
    })
    .from(drawDisagreements)
    .innerJoin(draws, eq(draws.id, drawDisagreements.drawId))
    .orderBy(sql`${drawDisagreements.resolvedAt} IS NOT NULL`, desc(drawDisagreements.raisedAt))
    .limit(limit);
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

export function toDisagreements(rows: Awaited<ReturnType<typeof disagreementsQuery>>): DisagreementView[] {
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

export async function sourceDisagreements(db: Db): Promise<DisagreementView[]> {
  return toDisagreements(await disagreementsQuery(db));
}
