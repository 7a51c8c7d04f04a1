import type { ReactNode } from "react";
import { BannerGrid } from "~/components/BannerGrid";
import { ResultCard } from "~/components/home/ResultCard";
import type { ResultCardDraw } from "~/views/result-cards.server";
import { displayName, type GameId } from "~/rules/games";
import { GameArchiveLinks } from "./GameArchiveLinks";
import { DateSearch, HistoryFilter } from "./HistoryForms";
import { EmptyResults, LoadMoreToggle, Messages, StatsPanel, type StatsView } from "./HistoryParts";
import { HistoryTable, type HistoryLayout } from "./HistoryTable";

export interface HistoryPageData {
  params: { game?: GameId; from?: string; to?: string; date?: string; expanded: boolean; messages: string[] };
  mode: "date" | "list";
  rows: ResultCardDraw[];
  cards: ResultCardDraw[];
  hasMore: boolean;
  /** The `to` date of the next page of older draws, when there are more than the expanded count shows. */
  olderTo: string | null;
  dateMessage: string | null;
  stats: StatsView | null;
  statsGame: GameId | null;
}

export function HistoryPage({
  title,
  intro,
  data,
  layout,
  games,
  allLabel,
  note,
}: {
  title: string;
  intro: ReactNode;
  data: HistoryPageData;
  layout: HistoryLayout;
  games: readonly GameId[];
  allLabel?: string;
  note?: ReactNode;
}) {
  const { params } = data;
  const caption = `${title}${params.game ? `: ${displayName(params.game)}` : ""}`;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        <div className="mt-2 max-w-3xl text-slate-700">{intro}</div>
        {note ? <div className="mt-3 max-w-3xl rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{note}</div> : null}
      </header>
      {data.stats && data.statsGame ? <StatsPanel stats={data.stats} gameName={displayName(data.statsGame)} /> : null}
      {/* Under 640 px the forms fold away (open when a filter is in use), so the first results are on the first screen. */}
      <details className="search-forms" open={Boolean(params.from || params.to || params.date) || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-200 bg-white px-4 font-semibold text-brand-800">
          Filter and search by date
        </summary>
        <div className="mt-3 grid gap-3 sm:mt-0 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <HistoryFilter games={games} game={params.game} from={params.from} to={params.to} allLabel={allLabel} />
          </div>
          <DateSearch date={params.date} game={params.game} />
        </div>
      </details>
      <Messages messages={[...params.messages, data.dateMessage]} />
      {data.mode === "date" ? (
        data.cards.length === 0 ? (
          <EmptyResults searched />
        ) : (
          <section aria-label="Draws on the searched date" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" id="prizes">
            {data.cards.map((draw) => (
              <ResultCard key={`${draw.game}-${draw.drawDate}`} draw={draw} headingLevel={3} allDivisions />
            ))}
          </section>
        )
      ) : data.rows.length === 0 ? (
        <EmptyResults searched={Boolean(params.from || params.to)} what={params.game ? `${displayName(params.game)} draws` : "draws"} />
      ) : (
        <>
          <HistoryTable rows={data.rows} layout={layout} caption={caption} />
          <LoadMoreToggle expanded={params.expanded} hasMore={data.hasMore} olderTo={data.olderTo} />
        </>
      )}
      <GameArchiveLinks games={games} />
      <BannerGrid />
    </div>
  );
}
