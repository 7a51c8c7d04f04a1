import { CLAIMS } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { claimLine, claimLineText, claimTier, whereToClaim } from "~/tickets/claims";
import { divisionName } from "~/tickets/verdict";
import type { BigWin, NightClaims } from "./night-claims";
import { Card } from "~/components/ui/Card";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** "R 249,000" never breaks after its "R" (a no-break space). */
const keepRand = (text: string) => text.replace(/\bR (?=\d)/g, "R\u00a0");

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

/**
 * The claim line of a night with a prize or a possible one: the last day to claim (days left, closing
 * soon, or ended), where to claim as two plain cases while there is time, and the claiming guide.
 */
export function ClaimNote({ claims, today }: { claims: NightClaims; today: string }) {
  const lines = claims.dates.map((date) => ({ date, line: claimLine(date, today) }));
  const open = lines.some(({ line }) => line.status !== "expired");
  const where = whereToClaim(claims.amount);
  return (
    <Card as="section" aria-labelledby="claim-heading" className="text-sm" data-testid="claim">
      <h3 id="claim-heading" className="text-base font-bold">
        Claiming
      </h3>
      {lines.map(({ date, line }) => (
        <p key={date} className="mt-1 font-semibold" data-testid="claim-line">
          {`${lines.length > 1 ? `${formatDay(date)}: ` : ""}${claims.won ? claimLineText(line) : `For a prize there, ${lowerFirst(claimLineText(line))}`}.`}
        </p>
      ))}
      {open ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>{keepRand(where.shop)}</li>
          <li>{keepRand(where.digital)}</li>
        </ul>
      ) : null}
      <a href="/claiming-prizes" className={linkClass}>
        How to claim a prize
      </a>
    </Card>
  );
}

/**
 * A Division 1 or 2 win, said first and plainly: sign the ticket now and keep it safe, where a prize this
 * size is claimed (the regional office's tier of app/facts/facts.ts CLAIMS, or the payout's own tier), and
 * the last day; once that day has passed, only that it has.
 */
export function BigWinBox({ wins, today }: { wins: readonly BigWin[]; today: string }) {
  const top = wins[0]!;
  const line = claimLine(top.drawDate, today);
  const regional = CLAIMS.tiers[2];
  const where =
    top.verdict.payout !== null
      ? `Bought at a shop: claim it at ${claimTier(top.verdict.payout).where}, with the signed ticket and your ID document.`
      : `Bought at a shop: prizes of ${formatRand(regional.min)} or more are claimed at ${regional.where}, with the signed ticket and your ID document.`;
  const named = wins.map(
    (win) => `${divisionName(win.verdict)} on ${win.gameName}, ${formatDay(win.drawDate)}${win.board ? ` (board ${win.board})` : ""}`,
  );
  return (
    <section aria-labelledby="big-win-heading" className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4" data-testid="big-win">
      <h2 id="big-win-heading" className="text-xl font-bold text-brand-800">
        {`A big win: ${named.join(" and ")}`}
      </h2>
      {line.status === "expired" ? (
        <p className="mt-2 font-semibold">{`${claimLineText(line)}.`}</p>
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            <strong>Sign the back of your ticket now</strong>, with your name and ID number, and keep it somewhere safe: a ticket is paid to
            whoever presents it.
          </li>
          <li>{keepRand(where)}</li>
          <li>{keepRand(whereToClaim(top.verdict.payout).digital)}</li>
          <li className="font-semibold">{`${claimLineText(line)}.`}</li>
        </ol>
      )}
      <a href="/claiming-prizes" className={linkClass}>
        How to claim a big prize
      </a>
    </section>
  );
}
