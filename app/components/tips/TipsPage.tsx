/** The body of /tips: hot Lotto numbers, the PowerBall analysis and habits that help, each honest about the odds. */
import { Link } from "@remix-run/react";
import { AdvertSlot } from "~/components/AdvertSlot";
import { FrequencyChart } from "~/components/FrequencyChart";
import { NumberBall } from "~/components/NumberBall";
import { OperatorLink } from "~/components/SiteDialogs";
import { StatsDisclaimer } from "~/components/StatsDisclaimer";
import { formatDay } from "~/words/dates";
import { CLAIMS } from "~/facts/facts";
import type { TipsPageData } from "~/loaders/tips.server";
import { statisticsPath } from "~/site/draw-paths";
import { Section } from "~/components/ui/Section";

export function TipsPage({ page }: { page: TipsPageData }) {
  const { lottoHot, powerball: analysis, operatorUrl } = page;
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">Tips and Predictions</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          What recent draws looked like, and habits that make playing safer. For number sets built from past draws, see{" "}
          <Link to="/lotto-predictions" className="text-brand-700 underline">
            Lotto Predictions
          </Link>
          .
        </p>
      </header>
      <StatsDisclaimer />

      <Section id="hot-heading" title="Weekly Hot Numbers">
        {lottoHot.numbers.length === 0 ? (
          <p className="mt-3 text-slate-700">No Lotto draws of the current game in our records yet.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              The three Lotto numbers drawn most often in the last {lottoHot.drawsCounted} {lottoHot.drawsCounted === 1 ? "draw" : "draws"}
              {lottoHot.newestDrawDate ? ` (to ${formatDay(lottoHot.newestDrawDate)})` : ""} of the current 1-{lottoHot.mainMax} game, since{" "}
              {formatDay(lottoHot.eraFrom)}.
            </p>
            <ul className="mt-4 flex flex-wrap gap-6">
              {lottoHot.numbers.map((n) => (
                <li key={n.number} className="flex items-center gap-3">
                  <NumberBall number={n.number} gameType="lotto" size="large" />
                  <span className="text-sm text-slate-700">
                    drawn {n.frequency} {n.frequency === 1 ? "time" : "times"}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-4 text-sm">
          <Link to={statisticsPath("lotto")} className="font-semibold text-brand-700 underline">
            Lotto statistics
          </Link>
          : every ball over 10 to 100 draws or the whole era, beside what chance predicts.
        </p>
      </Section>

      <Section id="pb-heading" title="Powerball Analysis">
        {analysis.drawsCounted === 0 ? (
          <p className="mt-3 text-slate-700">No PowerBall draws of the current game in our records yet.</p>
        ) : (
          <div className="mt-3 space-y-4">
            <p className="text-sm text-slate-700">
              Based on the last {analysis.drawsCounted} PowerBall draws
              {analysis.oldestDate ? `, ${formatDay(analysis.oldestDate)} onwards` : ""} (the current game with a PowerBall from 1 to{" "}
              {analysis.bonusMax} began on {formatDay(analysis.eraFrom)}).
            </p>
            <div className="grid gap-4 md:grid-cols-3">
              <div className="rounded-xl bg-slate-50 p-4">
                <h3 className="font-semibold">Most common PowerBall</h3>
                {analysis.mostCommonPowerball ? (
                  <p className="mt-2 flex items-center gap-3">
                    <NumberBall number={analysis.mostCommonPowerball.number} gameType="powerball-bonus" size="large" />
                    <span className="text-sm">drawn {analysis.mostCommonPowerball.drawn} times</span>
                  </p>
                ) : null}
              </div>
              <div className="rounded-xl bg-slate-50 p-4">
                <h3 className="font-semibold">Longest absent main numbers</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {analysis.overdue.map((s) => (
                    <li key={s.number}>
                      <strong>{s.number}</strong>:{" "}
                      {s.drawsSince === null ? `not drawn in these ${analysis.drawsCounted} draws` : `last drawn ${s.drawsSince} draws ago`}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-slate-600">"Overdue" numbers are not due: the balls have no memory.</p>
              </div>
              <div className="rounded-xl bg-slate-50 p-4">
                <h3 className="font-semibold">Jackpot growth</h3>
                <p className="mt-2 text-sm">{analysis.growth}</p>
              </div>
            </div>
            <FrequencyChart
              stats={analysis.main}
              title="PowerBall main numbers: times drawn"
              caption={`Every main ball from 1 to ${analysis.mainMax} over the last ${analysis.drawsCounted} draws, with the draws since each was last drawn in the table.`}
            />
          </div>
        )}
        <p className="mt-4 text-sm">
          <Link to={statisticsPath("powerball")} className="font-semibold text-brand-700 underline">
            PowerBall statistics
          </Link>
          : every ball, the PowerBall apart, jackpot history and records.
        </p>
      </Section>

      <Section id="habits-heading" title="Tips that really help">
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>Decide a budget for the month before you play, and never chase losses.</li>
          <li>Check every ticket against the official result, and sign the back of a winning ticket.</li>
          <li>
            Claim within {CLAIMS.deadlineDays} days of the draw; keep the ticket flat, dry and out of the sun (
            <Link to="/claiming-prizes" className="text-brand-700 underline">
              how to claim
            </Link>
            ).
          </li>
          <li>
            If you pick numbers, unpopular ones (not just birthdays up to 31) make a shared jackpot less likely. They do not make a win more
            likely.
          </li>
          <li>Syndicates buy more boards for the same spend per person, and split any prize: agree the rules in writing first.</li>
        </ul>
        <OperatorLink
          href={operatorUrl}
          className="mt-5 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Try Online Lottery
        </OperatorLink>
      </Section>

      <AdvertSlot slot={1} />
    </div>
  );
}
