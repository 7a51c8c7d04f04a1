import { formatDateField, parseDateInput } from "~/input/date-field";
import { FIELD_CLASS } from "./form-classes";

/**
 * A date field of the public forms, in the site's dd/mm/yyyy (issue 18). A text field rather than
 * `type="date"`: a browser's date field shows its own locale's order (mm/dd/yyyy in en-US, yyyy/mm/dd in
 * en-ZA), never the one the site writes. The format is said beside the field, and the server reads
 * dd/mm/yyyy as well as YYYY-MM-DD (`parseDateInput`), so links and older bookmarks keep working.
 */
export function DateField({
  id,
  name,
  value,
  invalid,
  errorId,
}: {
  id: string;
  name: string;
  value?: string;
  invalid?: boolean;
  errorId?: string;
}) {
  const iso = value ? parseDateInput(value) : null;
  const hintId = `${id}-format`;
  return (
    <>
      {/* Above the field, so fields with and without a hint still line up along the bottom of a row. */}
      <span id={hintId} className="block text-xs text-slate-600">
        dd/mm/yyyy
      </span>
      <input
        id={id}
        type="text"
        name={name}
        defaultValue={iso ? formatDateField(iso) : (value ?? "")}
        placeholder="e.g. 14/11/2026"
        autoComplete="off"
        className={FIELD_CLASS}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[hintId, invalid ? errorId : null].filter(Boolean).join(" ")}
      />
    </>
  );
}
