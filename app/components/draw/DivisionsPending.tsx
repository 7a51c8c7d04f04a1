/** In a prize-divisions section: the prize table of a recent draw is not published yet, and when it usually comes. */
export function DivisionsPending({ line }: { line: string }) {
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="payouts-pending">
      Prize divisions are not published yet. {line}.
    </p>
  );
}
