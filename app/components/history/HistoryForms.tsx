import { Form } from "@remix-run/react";
import { displayName, type GameId } from "~/rules/games";
import { DateField } from "../DateField";
import { FIELD_CLASS, SUBMIT_CLASS } from "../form-classes";

const inputClass = FIELD_CLASS;
const buttonClass = SUBMIT_CLASS;

/** Game and date-range filter: a GET form, so the state is in the URL and it works without JavaScript. */
export function HistoryFilter({
  games,
  game,
  from,
  to,
  allLabel,
}: {
  games: readonly GameId[];
  game?: GameId;
  from?: string;
  to?: string;
  allLabel?: string;
}) {
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end"
      aria-label="Results filter"
    >
      <div>
        <label htmlFor="filter-game" className="text-sm font-semibold">
          Game type
        </label>
        <select id="filter-game" name="game" defaultValue={game ?? "both"} className={inputClass}>
          {allLabel ? <option value="both">{allLabel}</option> : null}
          {games.map((id) => (
            <option key={id} value={id}>
              {displayName(id)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="text-sm font-semibold">
          From
        </label>
        <DateField id="filter-from" name="from" value={from} />
      </div>
      <div>
        <label htmlFor="filter-to" className="text-sm font-semibold">
          To
        </label>
        <DateField id="filter-to" name="to" value={to} />
      </div>
      <button type="submit" className={buttonClass}>
        Filter
      </button>
    </Form>
  );
}

/** Search one draw date (the home page's search action lands here with ?date=). */
export function DateSearch({ date, game }: { date?: string; game?: GameId }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Date search">
      {game ? <input type="hidden" name="game" value={game} /> : null}
      <div className="min-w-48 flex-1">
        <label htmlFor="search-date" className="text-sm font-semibold">
          Search by date
        </label>
        <DateField id="search-date" name="date" value={date} />
      </div>
      <button type="submit" className={buttonClass}>
        Search
      </button>
    </Form>
  );
}
