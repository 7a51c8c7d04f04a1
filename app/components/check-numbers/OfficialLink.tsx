/**
 * The operator's official results (OPERATOR_URL), where the checker cannot answer: a draw not in our
 * records, a payout we don't have, a match no source prices. A new tab, said to screen readers; 44 px high.
 */
export function OfficialLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      rel="noopener noreferrer"
      target="_blank"
      data-testid="official-link"
    >
      {children}
      <span aria-hidden="true">&nbsp;↗</span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
