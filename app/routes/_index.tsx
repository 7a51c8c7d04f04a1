import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BannerGrid } from "~/components/BannerGrid";
import { HeroSlider } from "~/components/home/HeroSlider";
import { LatestStrip } from "~/components/home/LatestStrip";
import { ResultCard } from "~/components/home/ResultCard";
import { formatDay, formatSastClock } from "~/words/dates";
import { bonusName, displayName, GAME_IDS } from "~/rules/game-names";
import { saDate } from "~/words/sa-time";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import type { PageHandle } from "~/site/page-handle";
import { latestDrawsWithDivisions } from "~/models/draws.server";
import { heroSlide } from "~/views/hero-slides.server";
import { lateResults } from "~/views/late-results.server";
import { groupByDate, withDivisionsFrom } from "~/views/result-cards.server";
import { awaitedDraws } from "~/views/results-watch.server";
import { ResultsWatch } from "~/components/watch/ResultsWatch";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

/** The hero slider's behaviours come with the page (app/browser/hero-script.ts). */
export const handle: PageHandle = { hero: true };

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const now = new Date();
  const { latest, divisions, lastChecks, lastChange } = await latestDrawsWithDivisions(db, now);
  const rows = GAME_IDS.flatMap((game) => (latest[game] ? [latest[game]] : []));
  const awaited = awaitedDraws(Object.fromEntries(rows.map((row) => [row.game, row.drawDate])), now, env);
  const cards = withDivisionsFrom(rows, divisions, saDate(now), lastChecks).map((card) => ({
    ...card,
    late: lateResults({
      game: card.game,
      now,
      latestHeld: card.drawDate,
      lastChecked: lastChecks[card.game] ?? null,
      officialUrl: env.OPERATOR_URL,
    }),
    awaited: awaited.find((draw) => draw.game === card.game) ?? null,
  }));
  return {
    serverNow: now.getTime(),
    // "21:47" today, else with its day: when our results last changed.
    updated: lastChange ? `${formatSastClock(lastChange, saDate(now))} SAST` : null,
    operatorUrl: env.OPERATOR_URL,
    slides: [
      heroSlide("powerball", "Next Powerball Jackpot", now, latest.powerball),
      heroSlide("lotto", "Next Lotto Draw", now, latest.lotto),
    ],
    groups: groupByDate(cards),
    awaited,
    meta: pageMeta(env, {
      title: `Lotto & PowerBall Results Today | ${env.SITE_NAME}`,
      description:
        "Latest South African Lotto, Lotto Plus, PowerBall, PowerBall Plus and Daily Lotto results with prize divisions, next jackpots and draw countdowns.",
      path: "/",
      keywords: ["lotto results today", "powerball results today", "daily lotto results", "SA lotto"],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: env.SITE_NAME,
          url: `${env.SITE_URL}/`,
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${env.SITE_URL}/history?date={search_term_string}` },
            "query-input": "required name=search_term_string",
          },
        },
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: env.SITE_NAME,
          url: `${env.SITE_URL}/`,
          logo: `${env.SITE_URL}/favicon.svg`,
        },
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Latest South African lottery results",
          itemListElement: cards.map((card, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: `${displayName(card.game)} results, ${formatDay(card.drawDate)}`,
            url: `${env.SITE_URL}${card.href}`,
            description: `Winning numbers ${card.numbers.join(", ")}${card.bonus !== null ? `, ${bonusName(card.game)} ${card.bonus}` : ""}`,
          })),
        },
      ],
    }),
  };
}

export default function Home() {
  const { slides, serverNow, operatorUrl, groups, updated, awaited } = useLoaderData<typeof loader>();
  // The strip lists the same draws as the cards, in the site's game order rather than by date.
  const strip = GAME_IDS.flatMap((game) => groups.flatMap((group) => group.items.filter((draw) => draw.game === game)));
  return (
    <div className="space-y-8">
      <h1 className="sr-only">South African Lotto and PowerBall results</h1>
      <LatestStrip draws={strip} updated={updated} />
      <HeroSlider slides={slides} serverNow={serverNow} operatorUrl={operatorUrl} />
      <BannerGrid />
      <section aria-labelledby="latest-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="latest-heading" className="text-2xl font-bold">
            Latest Results - All Games
          </h2>
          <Link to="/history" className="tap font-semibold text-brand-700 underline">
            Results history
          </Link>
        </div>
        {groups.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            No results in our records yet. Results appear here after each draw, once the operator publishes them.
          </p>
        ) : (
          groups.map((group) => (
            <div key={group.date} className="mt-6">
              <h3 className="mb-3 text-lg font-semibold text-slate-700">{formatDay(group.date)}</h3>
              {/* A date's one or two cards share the row's width rather than leave two thirds of it empty. */}
              <div className="grid gap-4 md:grid-cols-[repeat(auto-fit,minmax(20rem,1fr))]">
                {group.items.map((draw) => (
                  <ResultCard key={draw.game} draw={draw} headingLevel={4} />
                ))}
              </div>
            </div>
          ))
        )}
      </section>
      <ResultsWatch awaited={awaited} />
    </div>
  );
}
