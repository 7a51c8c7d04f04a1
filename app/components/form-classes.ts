/**
 * The look of the public forms' fields and buttons (history filters, the checker, contact), in one place:
 * every field and button at least 44 px high, the tap target tests/e2e/layout.spec.ts checks.
 */
export const FIELD_CLASS =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export const SUBMIT_CLASS = "min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
