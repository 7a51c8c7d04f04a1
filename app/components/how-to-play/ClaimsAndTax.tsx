import { digitalClaimText } from "~/content/fact-tokens";
import { CLAIMS, CURRENT_OPERATOR, OPERATORS, TAX } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { Section } from "~/components/ui/Section";

function tierAmount(min: number, max: number | null): string {
  if (max === null) return `${formatRand(min)} and above`;
  return min === 0 ? `Under ${formatRand(max + 0.01)}` : `Up to ${formatRand(max)}`;
}

/** Collecting prizes and tax: every figure from the facts module (app/facts/facts.ts), where its source is. */
export function ClaimsAndTax({ operatorUrl }: { operatorUrl: string }) {
  return (
    <Section id="claims-heading" title="Collecting prizes" titleSize="lg">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Write your name and ID number on the back of the ticket. Claim within {CLAIMS.deadlineDays} days of the draw, with the ticket and
          your ID.
        </li>
        {CLAIMS.tiers.map((tier) => (
          <li key={tier.min}>
            {tierAmount(tier.min, tier.max)}: at {tier.where}
            {tier.note ? ` (${tier.note})` : ""}.
          </li>
        ))}
        <li>{digitalClaimText()}</li>
        <li>
          Step by step, and what happens to unclaimed prizes:{" "}
          <a href="/claiming-prizes" className="text-brand-700 underline">
            claiming a prize
          </a>
          . That is the procedure the previous operator, {OPERATORS.ithuba.name}, published. {CURRENT_OPERATOR.name} has run the lottery
          since {formatDay(CURRENT_OPERATOR.from)} and may change details: check the current process on{" "}
          <a href={operatorUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            the official site
          </a>
          .
        </li>
        <li>
          Tax: winnings are not taxed as income for the winner. A {TAX.proposedRate}% withholding tax on winnings above{" "}
          {formatRand(TAX.proposedThreshold)} was proposed in {TAX.proposedIn} and dropped in {TAX.droppedIn}.
        </li>
      </ul>
    </Section>
  );
}
