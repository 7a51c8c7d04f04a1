/** The prize figures we hold for a draw, and one line for those we do not. */
import { Card } from "~/components/ui/Card";
export function DrawFacts({
  facts,
  missing,
  headingLevel = 2,
}: {
  facts: readonly [string, string][];
  missing: string | null;
  headingLevel?: 2 | 3;
}) {
  if (facts.length === 0 && !missing) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card as="section" aria-labelledby="draw-facts">
      <Heading id="draw-facts" className="text-lg font-bold">
        Jackpot and prize money
      </Heading>
      {facts.length > 0 ? (
        <dl className="mt-3 grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {missing ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="missing-details">
          {missing}.
        </p>
      ) : null}
    </Card>
  );
}
