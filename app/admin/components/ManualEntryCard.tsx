import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { bonusName, currentEra, displayName, divisionLabel, GAME_IDS, isGameId, rangeText, type GameId } from "~/rules/games";
import { divisionFieldName, formEra, MAX_DIVISION_ROWS, type DrawFormErrors, type DrawFormField, type DrawFormValues } from "../draw-form";
import { Card, FieldMessages, inputClass, linkClass, Notice, primaryButton } from "./ui";

export type ManualEntryOutcome =
  { ok: true; formId: string; message: string } | { ok: false; formId: string; errors: DrawFormErrors; values: DrawFormValues };

/**
 * Manual Entry: add a draw or correct one (the Edit link of Data Management loads it here). The server
 * validates it against the rules of its date's era; each message appears beside its field. The hints
 * follow the chosen game and date as you type (with JavaScript; without it they show the form's first state).
 */
export function ManualEntryCard({
  initial,
  editingTitle,
  outcome,
}: {
  initial: DrawFormValues;
  editingTitle: string | null;
  outcome: ManualEntryOutcome | null;
}) {
  const values = outcome && !outcome.ok ? outcome.values : initial;
  const errors = outcome && !outcome.ok ? outcome.errors : {};
  return (
    <Card id="manual-entry" title="Manual Entry">
      <p className="mt-1 text-sm text-slate-700">
        Add a draw, or correct one: the game and the date pick the draw that is written. A blank field keeps what is stored (it is unknown,
        not zero).
      </p>
      {editingTitle ? (
        <p className="mt-2 text-sm">
          Editing the <strong>{editingTitle}</strong>.{" "}
          <Link to="/admin#manual-entry" className={linkClass}>
            Start a new draw instead
          </Link>
        </p>
      ) : null}
      {outcome?.ok ? (
        <div className="mt-3">
          <Notice tone="success" testId="manual-entry-saved">
            {outcome.message}
          </Notice>
        </div>
      ) : null}
      {errors.form ? (
        <div className="mt-3">
          <Notice tone="error">{errors.form.join(" ")}</Notice>
        </div>
      ) : null}
      {/* A new key per answer: the fields start again from what the server sent back (empty after a save). */}
      <DrawForm key={outcome?.formId ?? editingTitle ?? "new"} values={values} errors={errors} />
    </Card>
  );
}

function fieldProps(field: DrawFormField, errors: DrawFormErrors, hintId?: string) {
  const describedBy = [hintId, errors[field] ? `draw-${field}-error` : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": errors[field] ? true : undefined, "aria-describedby": describedBy || undefined };
}

function DrawForm({ values, errors }: { values: DrawFormValues; errors: DrawFormErrors }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-draw";
  const [game, setGame] = useState(values.game);
  const [drawDate, setDrawDate] = useState(values.drawDate);
  const gameId: GameId = isGameId(game) ? game : "lotto";
  const era = formEra({ game, drawDate }) ?? currentEra(gameId);
  const hasBonus = era.bonusMax !== null;
  const divisionRules = era.divisions;
  const divisionsOpen = Boolean(errors.divisions) || values.divisions.some((row) => row.winners !== "" || row.payout !== "");

  return (
    <Form method="post" action="/admin#manual-entry" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="save-draw" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="draw-game" className="text-sm font-semibold">
            Game
          </label>
          <select
            id="draw-game"
            name="game"
            value={game}
            onChange={(e) => setGame(e.target.value)}
            className={inputClass}
            {...fieldProps("game", errors)}
          >
            {GAME_IDS.map((id) => (
              <option key={id} value={id}>
                {displayName(id)}
              </option>
            ))}
          </select>
          <FieldMessages id="draw-game-error" messages={errors.game} />
        </div>
        <div>
          <label htmlFor="draw-drawDate" className="text-sm font-semibold">
            Draw date
          </label>
          <input
            id="draw-drawDate"
            name="drawDate"
            type="date"
            value={drawDate}
            onChange={(e) => setDrawDate(e.target.value)}
            className={inputClass}
            {...fieldProps("drawDate", errors)}
          />
          <FieldMessages id="draw-drawDate-error" messages={errors.drawDate} />
        </div>
        <TextInput field="drawNumber" label="Draw number" optional values={values} errors={errors} inputMode="numeric" />
        <div>
          <label htmlFor="draw-rollover" className="text-sm font-semibold">
            Rollover
          </label>
          <select
            id="draw-rollover"
            name="rollover"
            defaultValue={values.rollover}
            className={inputClass}
            {...fieldProps("rollover", errors)}
          >
            <option value="">Unknown</option>
            <option value="yes">Yes: nobody won the jackpot</option>
            <option value="no">No: the jackpot was won</option>
          </select>
          <FieldMessages id="draw-rollover-error" messages={errors.rollover} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <TextInput
            field="numbers"
            label="Main numbers"
            values={values}
            errors={errors}
            inputMode="numeric"
            hint={`${era.mainCount} numbers from ${rangeText(era.mainMax)}, separated by spaces`}
          />
        </div>
        <TextInput
          field="bonus"
          label={hasBonus ? bonusName(gameId) : "Bonus ball"}
          values={values}
          errors={errors}
          inputMode="numeric"
          hint={hasBonus ? `From ${rangeText(era.bonusMax!)}` : `${displayName(gameId)} has none: leave blank`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput field="jackpot" label="Jackpot (R)" optional values={values} errors={errors} inputMode="decimal" />
        <TextInput field="nextJackpot" label="Next jackpot (R)" optional values={values} errors={errors} inputMode="decimal" />
        <TextInput field="rolloverAmount" label="Rollover amount (R)" optional values={values} errors={errors} inputMode="decimal" />
      </div>
      <details open={divisionsOpen} className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold">
          Prize divisions <span className="font-normal text-slate-600">(optional)</span>
        </summary>
        <p id="draw-divisions-hint" className="mt-2 text-sm text-slate-700">
          {divisionRules
            ? `${displayName(gameId)} has ${divisionRules.length} divisions in this period. Winners and rand paid to each winner; leave a row blank when unknown.`
            : `The division table of ${displayName(gameId)} in this period is not in our records: divisions cannot be stored.`}
        </p>
        <FieldMessages id="draw-divisions-error" messages={errors.divisions} />
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {Array.from({ length: MAX_DIVISION_ROWS }, (_, index) => {
            const division = index + 1;
            const rule = divisionRules?.find((d) => d.division === division);
            const row = values.divisions[index] ?? { winners: "", payout: "" };
            const invalid = errors.divisions ? { "aria-invalid": true, "aria-describedby": "draw-divisions-error" } : {};
            return (
              <fieldset key={division} className="rounded-lg bg-slate-50 p-2">
                <legend className="float-left w-full text-sm font-semibold">
                  Division {division}
                  {rule ? <span className="font-normal text-slate-600">: {divisionLabel(gameId, rule)}</span> : null}
                  {divisionRules && !rule ? <span className="font-normal text-slate-600">: none in this period, leave blank</span> : null}
                </legend>
                <div className="clear-left grid grid-cols-2 gap-2">
                  <div>
                    <label htmlFor={`draw-div${division}-winners`} className="text-xs font-semibold">
                      Winners
                    </label>
                    <input
                      id={`draw-div${division}-winners`}
                      name={divisionFieldName(division, "winners")}
                      defaultValue={row.winners}
                      inputMode="numeric"
                      autoComplete="off"
                      className={inputClass}
                      {...invalid}
                    />
                  </div>
                  <div>
                    <label htmlFor={`draw-div${division}-payout`} className="text-xs font-semibold">
                      Prize each (R)
                    </label>
                    <input
                      id={`draw-div${division}-payout`}
                      name={divisionFieldName(division, "payout")}
                      defaultValue={row.payout}
                      inputMode="decimal"
                      autoComplete="off"
                      className={inputClass}
                      {...invalid}
                    />
                  </div>
                </div>
              </fieldset>
            );
          })}
        </div>
      </details>
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? "Saving..." : "Save draw"}
      </button>
    </Form>
  );
}

/** A text field: its label on one line (so inputs side by side line up), its hint and messages below. */
function TextInput({
  field,
  label,
  optional = false,
  hint,
  values,
  errors,
  inputMode,
}: {
  field: "drawNumber" | "numbers" | "bonus" | "jackpot" | "nextJackpot" | "rolloverAmount";
  label: string;
  optional?: boolean;
  hint?: string;
  values: DrawFormValues;
  errors: DrawFormErrors;
  inputMode: "numeric" | "decimal";
}) {
  const hintId = hint ? `draw-${field}-hint` : undefined;
  return (
    <div>
      <label htmlFor={`draw-${field}`} className="text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      <input
        id={`draw-${field}`}
        name={field}
        defaultValue={values[field]}
        inputMode={inputMode}
        autoComplete="off"
        className={inputClass}
        {...fieldProps(field, errors, hintId)}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={`draw-${field}-error`} messages={errors[field]} />
    </div>
  );
}
