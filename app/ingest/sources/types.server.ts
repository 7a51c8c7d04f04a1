/** What every results source offers the ingest run, so the run never knows which one it talks to. */
import type { SourceName } from "~/db/schema";
import type { DrawInput } from "~/input/draw-input.server";
import type { GameId } from "~/rules/games";
import type { HeldDraw } from "~/models/held-draws.server";

/** What we already hold, asked by a source before it spends requests on a draw. */
export interface FetchContext {
  now: Date;
  /** Backfill: draws before this SA date are not wanted (the run drops them; sources may skip work on them). */
  notBefore?: string;
  /** The draws we hold of this game on these SA dates (one ranged query). */
  held(game: GameId, dates: readonly string[]): Promise<Map<string, HeldDraw>>;
}

export interface SourceBatch {
  /** Draw candidates in the shape `parseDraw` takes; the run validates them. */
  draws: unknown[];
  /** Stored, but worth a look (a field ignored for its type, a prize table left out). */
  warnings: string[];
  /** What the run should record but nobody need act on (a draw listed before it was drawn, a retried answer). */
  notes?: string[];
  /** Paged sources: how many pages the listing has (backfill stops there). */
  pages?: number;
  /** When the game draws next (UTC instant), where the source says; kept in the run details for later use. */
  nextDrawTime?: string;
  /**
   * A signed push's own time (ISO UTC), checked fresh by whoever took the push: stamped on the source's
   * sighting of each draw, and the write refused when that draw holds a newer one (draw_sources.dispatched_at).
   */
  dispatchedAt?: string;
}

interface VerifyResult {
  accepted: DrawInput[];
  /** One line per refused draw. */
  rejected: string[];
  warnings: string[];
}

export interface ResultsSource {
  name: SourceName;
  /** Why the source cannot run (missing secrets), or null when it can. */
  notConfigured(): string | null;
  /**
   * "whole": a structured feed; one bad draw means the payload is wrong, so the game's batch is refused.
   * "each": candidates read from free text; a bad one is dropped and reported, the others go on.
   */
  strictness: "whole" | "each";
  /** The newest draws of a game. */
  fetchRecent(game: GameId, context: FetchContext): Promise<SourceBatch>;
  /** One page of the game's history, newest first (1-based); for backfill. */
  fetchPage?(game: GameId, page: number, context: FetchContext): Promise<SourceBatch>;
  /** A last check of valid draws before they are written (the search source asks the official one). */
  verify?(game: GameId, draws: DrawInput[], context: FetchContext): Promise<VerifyResult>;
}
