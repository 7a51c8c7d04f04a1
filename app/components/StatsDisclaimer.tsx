/** Said wherever statistics of past draws appear. */
export function StatsDisclaimer({ className = "" }: { className?: string }) {
  return (
    <p className={`rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ${className}`}>
      These are statistics of past draws, not forecasts. Every draw is random: each combination has exactly the same chance, and how often a
      number came up before does not change its odds next time.
    </p>
  );
}
