import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdvertSlot } from "~/components/AdvertSlot";
import { FrequencyChart } from "~/components/FrequencyChart";
import { NumberBall } from "~/components/NumberBall";
import { OperatorLink } from "~/components/SiteDialogs";
import { StatsDisclaimer } from "~/components/StatsDisclaimer";
import { statisticsPath } from "~/site/draw-paths";
import { MINIMUM_AGE, PRIMARY_HELPLINE } from "~/content/helplines";
import { CLAIMS, OPERATOR_CONTACT } from "~/facts/facts";
import { formatDay } from "~/words/dates";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { balancedSet, coldest, hottest } from "~/statistics/figures";
import { recentFigures } from "~/statistics/recent.server";
import { Section } from "~/components/ui/Section";

/** The predictions page counts the last 50 draws (of the current ball-range era). */
const PREDICTIONS_WINDOW = 50;
const SET_SIZE = 6;
const MOST_DRAWN_GRID = 18;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export async function loader({ context }: LoaderFunctionArgs) {
  const { env, db } = context;
  const stats = await recentFigures(db, "lotto", PREDICTIONS_WINDOW);
  const pick = (list: { number: number }[]) =>
    list
      .slice(0, SET_SIZE)
      .map((s) => s.number)
      .sort((a, b) => a - b);
  return {
    stats: {
      drawsCounted: stats.drawsCounted,
      newestDate: stats.newestDate,
      oldestDate: stats.oldestDate,
      eraFrom: stats.eraFrom,
      mainMax: stats.mainMax,
      main: stats.main,
    },
    sets:
      stats.drawsCounted === 0
        ? null
        : { hot: pick(hottest(stats.main)), cold: pick(coldest(stats.main)), balanced: balancedSet(stats.main, SET_SIZE) },
    mostDrawn: hottest(stats.main)
      .filter((s) => s.drawn > 0)
      .slice(0, MOST_DRAWN_GRID),
    operatorUrl: env.OPERATOR_URL,
    meta: pageMeta(env, {
      title: "Lotto Predictions: Hot, Cold and Balanced Numbers",
      description:
        "Hot, cold and balanced Lotto number sets from the last 50 draws, the most-drawn numbers and a frequency chart. Statistics of past draws, not forecasts.",
      path: "/lotto-predictions",
      keywords: ["lotto predictions", "lotto hot and cold numbers", "most drawn lotto numbers"],
      image: "/og/lotto.png",
      breadcrumbs: [
        ["Tips & Predictions", "/tips"],
        ["Lotto Predictions", "/lotto-predictions"],
      ],
    }),
  };
}

const STRATEGY_TIPS = [
  ["Set a budget first", "Decide what a month of play may cost before you buy, and stop there. Treat it as the price of entertainment."],
  [
    "Pick numbers others avoid",
    "Birthdays crowd the numbers 1-31. Unpopular numbers do not win more often, but a jackpot you win is less likely to be shared.",
  ],
  [
    "Play together, on paper",
    "A syndicate buys more boards for the same spend per person. Write down who paid for what and how prizes are split.",
  ],
  ["Check and claim on time", `Check every ticket against the official result and claim within ${CLAIMS.deadlineDays} days of the draw.`],
] as const;

export default function LottoPredictions() {
  const { stats, sets, mostDrawn, operatorUrl } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <header>
        {stats.newestDate ? (
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
            Updated {formatDay(stats.newestDate)}
          </p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold">Lotto Predictions</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          {stats.drawsCounted > 0
            ? `Number sets built from the last ${stats.drawsCounted} Lotto ${stats.drawsCounted === 1 ? "draw" : "draws"}`
            : "Number sets built from past Lotto draws"}
          {stats.oldestDate && stats.newestDate ? ` (${formatDay(stats.oldestDate)} to ${formatDay(stats.newestDate)})` : ""} of the current
          game with balls 1 to {stats.mainMax}, which began on {formatDay(stats.eraFrom)}. See also{" "}
          <Link to="/tips" className="text-brand-700 underline">
            general tips
          </Link>{" "}
          and every figure of the era, beside what chance predicts, in the{" "}
          <Link to={statisticsPath("lotto")} className="text-brand-700 underline">
            Lotto statistics
          </Link>
          .
        </p>
      </header>
      <StatsDisclaimer />
      {sets ? (
        <section aria-labelledby="sets-heading" className="grid gap-4 md:grid-cols-3">
          <h2 id="sets-heading" className="sr-only">
            Number sets from past draws
          </h2>
          {(
            [
              ["Hot set", "The six numbers drawn most often in the window.", sets.hot],
              ["Cold set", "The six numbers drawn least often (longest absent first among equals).", sets.cold],
              ["Balanced set", "Alternately from the hot and the cold ends.", sets.balanced],
            ] as const
          ).map(([title, text, numbers]) => (
            <div key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {numbers.map((n) => (
                  <NumberBall key={n} number={n} gameType="lotto" size="medium" />
                ))}
              </div>
            </div>
          ))}
        </section>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No Lotto draws of the current game in our records yet.
        </p>
      )}
      {mostDrawn.length > 0 ? (
        <Section id="most-drawn-heading" title="Most drawn numbers">
          <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
            {mostDrawn.map((s) => (
              <li key={s.number} className="flex flex-col items-center rounded-lg bg-slate-50 p-2">
                <NumberBall number={s.number} gameType="lotto" size="medium" />
                <span className="mt-1 text-xs text-slate-700">{s.drawn}×</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {stats.drawsCounted > 0 ? (
        <FrequencyChart
          stats={stats.main}
          title="Lotto numbers: times drawn"
          caption={`Every ball from 1 to ${stats.mainMax} over the last ${stats.drawsCounted} draws; the table adds how many draws ago each was last drawn.`}
        />
      ) : null}
      <Section id="strategy-heading" title="Four strategy tips">
        <ol className="mt-3 grid gap-4 md:grid-cols-2">
          {STRATEGY_TIPS.map(([title, text], i) => (
            <li key={title} className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="disclaimer-heading" title="Disclaimer">
        <p className="mt-2 text-slate-700">
          Nothing on this page predicts a draw. Lotto's jackpot odds are the same for every board, whatever numbers it holds. Play only with
          money you can afford to lose, and only if you are {MINIMUM_AGE} or older. If gambling stops being fun, call the{" "}
          {PRIMARY_HELPLINE.name} on {PRIMARY_HELPLINE.phone}.
        </p>
        <OperatorLink
          href={operatorUrl}
          className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Find Licensed Retailers
        </OperatorLink>
        {/* What the button opens: the official site's home page. No retailer list on it is known to us to link to. */}
        <p className="mt-2 text-sm text-slate-700">
          {`The button opens the home page of the National Lottery's official site, ${OPERATOR_CONTACT.officialSite}: we know of no list of retailers on it to link to directly. Shops that sell tickets show the National Lottery sign.`}
        </p>
      </Section>
      <AdvertSlot slot={2} />
    </div>
  );
}
