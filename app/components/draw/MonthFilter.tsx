import { gamePath } from "~/site/draw-paths";
import { MONTH_PARAM } from "~/input/month-param";
import type { GameId } from "~/rules/games";
import { FIELD_CLASS, SUBMIT_CLASS } from "../form-classes";

/**
 * One month of a game's draws in one step: a GET form to the game's page (`/results/lotto?month=2018-03`),
 * so it works without JavaScript and the answer is a link to share. `<input type="month">` where the
 * browser has it; others show a text field, hence the format beside it. A bad value comes back with the
 * server's message beside the field.
 */
export function MonthFilter({
  game,
  gameName,
  value,
  error,
  min,
  max,
}: {
  game: GameId;
  gameName: string;
  value?: string;
  error?: string;
  /** "2000-03": the first and last months of the archive. */
  min?: string;
  max?: string;
}) {
  const id = "month-filter";
  return (
    <form
      method="get"
      action={`${gamePath(game)}#by-month`}
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={`${id}-label`}
    >
      <label htmlFor={id} className="font-semibold">
        {gameName} draws of one month
      </label>
      <span id={`${id}-format`} className="block text-xs text-slate-600">
        Month and year (YYYY-MM, e.g. 2018-03)
      </span>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          type="month"
          name={MONTH_PARAM}
          defaultValue={value}
          min={min}
          max={max}
          className={`${FIELD_CLASS} w-auto max-w-full`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-format${error ? ` ${id}-error` : ""}`}
        />
        <button type="submit" className={`${SUBMIT_CLASS} mt-1`}>
          Show month
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="month-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
