import { OperatorLink } from "~/components/SiteDialogs";
import { CLAIMS, CURRENT_OPERATOR, GOOD_CAUSES, LOTTO_58_PRIZES, OPERATOR_CONTACT, OPERATORS } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { Section } from "~/components/ui/Section";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * Where the money from a ticket goes, with the only figures our sources give (the prizes' share of Lotto's
 * sales, by the previous operator's figures: LOTTO_58_PRIZES), and what is not known said so.
 */
export function WhereTheMoneyGoes() {
  const p = LOTTO_58_PRIZES;
  return (
    <Section id="money-heading" title="Where the money goes" titleSize="lg">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          {`A ticket pays for prizes, for good causes through the ${GOOD_CAUSES.fund} (${GOOD_CAUSES.fundShort}), run by the ${GOOD_CAUSES.regulator}, and for the operator and retailers.`}
        </li>
        <li>
          {`The one share our sources give as a figure is the prizes' share of Lotto: ${percent(p.payoutShareBefore)} of sales before ${formatDay(p.from)}, then ${percent(p.payoutShare)} from that day to ${formatDay(p.to)}, while a Match 2 prize was paid (the previous operator ${OPERATORS.ithuba.name}'s figures). ${CURRENT_OPERATOR.name} has published none in any source we hold, and none gives the good causes' share as a figure.`}
        </li>
        <li>
          {`A prize not claimed within ${CLAIMS.deadlineDays} days goes to the ${GOOD_CAUSES.fundShort}. More on `}
          <a href="/claiming-prizes" className="text-brand-700 underline">
            claiming prizes and where the money goes
          </a>
          .
        </li>
      </ul>
    </Section>
  );
}

/** Who runs the National Lottery and how to reach it: through its official site (no phone number is in our sources). */
export function ReachingTheOperator({ operatorUrl }: { operatorUrl: string }) {
  return (
    <Section id="operator-heading" title="Reaching the operator" titleSize="lg">
      <p className="mt-2 text-sm text-slate-700">
        {`${CURRENT_OPERATOR.name} has run the National Lottery since ${formatDay(CURRENT_OPERATOR.from)}, after ${OPERATORS.ithuba.name}. Reach it through its official site, ${OPERATOR_CONTACT.officialSite}, which gives its contact details. We print no phone number: none of our sources gives the new operator's, and one in a message you received may be a scam.`}
      </p>
      <OperatorLink
        href={operatorUrl}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        {`Open ${OPERATOR_CONTACT.officialSite}`}
      </OperatorLink>
    </Section>
  );
}
