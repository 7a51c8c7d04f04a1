import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/draw/Breadcrumbs";
import { StatsDisclaimer } from "~/components/StatsDisclaimer";
import { statisticsIndex } from "~/views/statistics-index";
import { gamePath, statisticsPath } from "~/site/draw-paths";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

const TITLE = "Lottery statistics";

/**
 * /statistics: the six games' statistics pages, each with the rules its figures count (today's era, from
 * the rules module). The menu's "Statistics" lands here. No query: the same for every visitor.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { env } = context;
  const groups = statisticsIndex();
  const games = groups.flatMap((group) => group.games);
  return {
    groups,
    meta: pageMeta(env, {
      title: "Lottery Statistics: Lotto, PowerBall and Daily Lotto Numbers",
      description:
        "Statistics of every SA lottery game we hold: hot, cold and overdue numbers, pairs, jackpot history and records for Lotto, its Plus draws, PowerBall and Daily Lotto.",
      path: "/statistics",
      keywords: ["lotto statistics", "powerball statistics", "daily lotto statistics", "hot numbers", "lotto number frequency"],
      breadcrumbs: [["Statistics", "/statistics"]],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: TITLE,
          itemListElement: games.map((game, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: `${game.name} statistics`,
            url: `${env.SITE_URL}${statisticsPath(game.game)}`,
          })),
        },
      ],
    }),
  };
}

export default function StatisticsIndex() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <Breadcrumbs trail={[["Statistics", "/statistics"]]} />
      <header>
        <h1 className="text-3xl font-bold">{TITLE}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Each game has a statistics page of its own, computed from every draw of it we hold: how often each ball was drawn against what
          chance predicts, hot, cold and overdue numbers, pairs, odd and even, the jackpot history and the records. The figures of a page
          count the draws of the game&apos;s current rules, given below.
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={`group-${group.games[0]!.game}`} className="space-y-3">
          <h2 id={`group-${group.games[0]!.game}`} className="text-xl font-bold">
            {group.heading}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {group.games.map((game) => (
              <li key={game.game} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4" data-game={game.game}>
                <h3 className="text-lg font-bold">
                  <Link to={statisticsPath(game.game)} className="tap text-brand-700 underline underline-offset-2">
                    {`${game.name} statistics`}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{game.rules}</p>
                {game.note ? <p className="mt-1 text-sm text-slate-600">{game.note}</p> : null}
                <Link
                  to={gamePath(game.game)}
                  className="mt-auto tap self-start pt-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
                >
                  {`${game.name} results`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <StatsDisclaimer />
    </div>
  );
}
