/**
 * The prize section of a draw without its prize table: one plain sentence, said once on the page (the
 * facts' missing-details line leaves the divisions to it). A recent draw: when payouts usually come, with
 * the official results a tap away; an older draw whose table we never had: that we don't have it.
 */
import { Card } from "~/components/ui/Card";
export function DivisionsPending({ line, officialUrl }: { line: string; officialUrl: string }) {
  return (
    <Card as="p" className="text-slate-700" data-testid="payouts-pending">
      {line}.{" "}
      <a href={officialUrl} className="font-semibold text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
        Official results on {new URL(officialUrl).host}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Card>
  );
}

export function NoPrizeTable() {
  return (
    <Card as="p" className="text-slate-700" data-testid="no-prize-table">
      {"We don't have the prize table for this draw."}
    </Card>
  );
}
