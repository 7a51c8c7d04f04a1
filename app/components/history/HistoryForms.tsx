import { Form } from "@remix-run/react";
import { displayName, type GameId } from "~/lib/games";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";
const buttonClass = "rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";

/** Game and date-range filter: a GET form, so the state is in the URL and it works without JavaScript. */
export function HistoryFilter({ games, game, from, to, allLabel }: { games: readonly GameId[]; game?: GameId; from?: string; to?: string; allLabel?: string }) {
  return (
    <Form method="get" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end" aria-label="Results filter">
      <div>
        <label htmlFor="filter-game" className="text-sm font-semibold">Game type</label>
        <select id="filter-game" name="game" defaultValue={game ?? "both"} className={inputClass}>
          {allLabel ? <option value="both">{allLabel}</option> : null}
          {games.map((id) => (
            <option key={id} value={id}>{displayName(id)}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="text-sm font-semibold">From</label>
        <input id="filter-from" type="date" name="from" defaultValue={from} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-to" className="text-sm font-semibold">To</label>
        <input id="filter-to" type="date" name="to" defaultValue={to} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass}>Filter</button>
    </Form>
  );
}

/** Search one draw date (the home page's search action lands here with ?date=). */
export function DateSearch({ date, game }: { date?: string; game?: GameId }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Date search">
      {game ? <input type="hidden" name="game" value={game} /> : null}
      <div className="min-w-48 flex-1">
        <label htmlFor="search-date" className="text-sm font-semibold">Search by date</label>
        <input id="search-date" type="date" name="date" defaultValue={date} className={inputClass} />
      </div>
      <button type="submit" className={buttonClass}>Search</button>
    </Form>
  );
}
