/** The spec's loading spinner. */
export function Spinner({ label = "Loading results" }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
      />
      {label}
    </span>
  );
}
