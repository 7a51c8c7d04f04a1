import { Form } from "@remix-run/react";
import { displayName, GAME_IDS, type GameId, hasPowerBall } from "~/rules/games";
import { DateField } from "../DateField";
import { FIELD_CLASS, SUBMIT_CLASS } from "../form-classes";
import type { CheckFormErrors, CheckFormValues } from "~/input/check-numbers-input.server";

export type GameRules = Record<GameId, { count: number; max: number; powerballMax: number | null }>;

const inputClass = FIELD_CLASS;
const errorClass = "mt-1 text-sm font-semibold text-red-700";

/**
 * While a game is chosen in the form's list, CSS shows what belongs to it (`group-has-*`, no script).
 * Tailwind finds classes whole in the source, so each game's is written out.
 */
const SHOWN_WHILE_CHOSEN: Record<GameId, string> = {
  lotto: "hidden group-has-[option[value=lotto]:checked]:inline",
  "lotto-plus-1": "hidden group-has-[option[value=lotto-plus-1]:checked]:inline",
  "lotto-plus-2": "hidden group-has-[option[value=lotto-plus-2]:checked]:inline",
  powerball: "hidden group-has-[option[value=powerball]:checked]:inline",
  "powerball-plus": "hidden group-has-[option[value=powerball-plus]:checked]:inline",
  "daily-lotto": "hidden group-has-[option[value=daily-lotto]:checked]:inline",
};

/**
 * The checker's form: a GET form, so its state is the URL (shareable, and it works without JavaScript).
 * One board per line of the numbers field. The hint words each game's boards, and CSS shows the chosen
 * game's. The PowerBall field belongs to PowerBall games only: CSS hides it while another game is
 * chosen, and other games ignore its value. Browsers without `:has` show it with its note.
 */
export function CheckForm({
  game,
  values,
  errors,
  rules,
  maxBoards,
  folded,
}: {
  game: GameId;
  values: CheckFormValues;
  errors: CheckFormErrors;
  rules: GameRules;
  maxBoards: number;
  /** Under 640 px, fold the form away behind its summary (once there is an answer, so it is on the first screen). */
  folded: boolean;
}) {
  // PowerBall and PowerBall Plus draw from the same machines: one range for the field's note.
  const powerballMax = rules.powerball.powerballMax;
  const lineErrors = errors.lines ?? [];
  const numbersInvalid = Boolean(errors.numbers || lineErrors.length > 0);
  const describedBy = ["check-numbers-hint", numbersInvalid ? "check-numbers-error" : null].filter(Boolean).join(" ");
  const form = (
    <Form
      method="get"
      className={`group ${folded ? "mt-3 sm:mt-0" : ""} grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start`}
      noValidate
      aria-label="Number checker"
    >
      <div>
        <label htmlFor="check-game" className="text-sm font-semibold">
          Game
        </label>
        <select
          id="check-game"
          name="game"
          defaultValue={game}
          className={inputClass}
          aria-invalid={errors.game ? true : undefined}
          aria-describedby={errors.game ? "check-game-error" : undefined}
        >
          {GAME_IDS.map((id) => (
            <option key={id} value={id}>
              {displayName(id)}
            </option>
          ))}
        </select>
        {errors.game ? (
          <p id="check-game-error" className={errorClass}>
            {errors.game}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="check-date" className="text-sm font-semibold">
          Draw date <span className="font-normal text-slate-600">(optional: leave empty for the latest draw)</span>
        </label>
        <DateField id="check-date" name="date" value={values.date} invalid={Boolean(errors.date)} errorId="check-date-error" />
        {errors.date ? (
          <p id="check-date-error" className={errorClass}>
            {errors.date}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="check-numbers" className="text-sm font-semibold">
          Your numbers
        </label>
        <p id="check-numbers-hint" className="text-sm text-slate-600">
          {`One board per line, up to ${maxBoards}: `}
          {GAME_IDS.map((id) => (
            <span key={id} className={SHOWN_WHILE_CHOSEN[id]}>
              {boardHint(rules[id], hasPowerBall(id))}
            </span>
          ))}
        </p>
        <textarea
          id="check-numbers"
          name="numbers"
          defaultValue={values.numbers}
          rows={4}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
          aria-invalid={numbersInvalid ? true : undefined}
          aria-describedby={describedBy}
        />
        {numbersInvalid ? (
          <div id="check-numbers-error" className={errorClass}>
            {errors.numbers ? <p>{errors.numbers}</p> : null}
            {lineErrors.length > 0 ? (
              <ul>
                {lineErrors.map((error) => (
                  <li key={error.line}>{error.message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="group-has-[option:not([value^=powerball]):checked]:hidden">
        <label htmlFor="check-powerball" className="text-sm font-semibold">
          PowerBall{" "}
          <span className="font-normal text-slate-600">
            {`(PowerBall games only${powerballMax ? `: 1 to ${powerballMax}` : ""}; for every line without its own + PowerBall)`}
          </span>
        </label>
        <input
          id="check-powerball"
          name="powerball"
          defaultValue={values.powerball}
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          aria-invalid={errors.powerball ? true : undefined}
          aria-describedby={errors.powerball ? "check-powerball-error" : undefined}
        />
        {errors.powerball ? (
          <p id="check-powerball-error" className={errorClass}>
            {errors.powerball}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${SUBMIT_CLASS} self-end sm:col-start-1 lg:col-start-4`}>
        Check numbers
      </button>
    </Form>
  );
  if (!folded) return form;
  return (
    // `.search-forms` (app/tailwind.css): a disclosure under 640 px, always open from 640 px.
    <details className="search-forms">
      <summary className="flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-200 bg-white px-4 font-semibold text-brand-800">
        Change numbers, game or date
      </summary>
      {form}
    </details>
  );
}

/** "6 numbers from 1 to 52, separated by spaces.", and for PowerBall games how to add each board's PowerBall. */
function boardHint(rule: GameRules[GameId], powerballGame: boolean): string {
  const pick = `${rule.count} numbers from 1 to ${rule.max}, separated by spaces`;
  return powerballGame && rule.powerballMax
    ? `${pick}, then + and that board's PowerBall (1 to ${rule.powerballMax}), e.g. 3 11 24 38 45 + 7.`
    : `${pick}.`;
}
