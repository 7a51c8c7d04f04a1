import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ClaimsAndTax } from "~/components/how-to-play/ClaimsAndTax";
import { PricesAndTimes } from "~/components/how-to-play/PricesAndTimes";
import { ReachingTheOperator, WhereTheMoneyGoes } from "~/components/how-to-play/MoneyAndOperator";
import { SourcesList } from "~/components/SourcesList";
import { sourcesOf } from "~/content/fact-sources";
import { GamePanel } from "~/components/how-to-play/GamePanel";
import { Tabs } from "~/components/Tabs";
import { GAMES } from "~/rules/games";
import { MINIMUM_AGE, PRIMARY_HELPLINE, websiteLabel } from "~/content/helplines";
import { SALES_TIMES } from "~/facts/facts";
import { HOW_TO_PLAY_TABS, type HowToPlayTab } from "~/site/how-to-play-tabs";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { gameGuide, type GameGuide } from "~/views/how-to-play.server";
import type { PageHandle } from "~/site/page-handle";
import { Section } from "~/components/ui/Section";

/**
 * The route shows the tab named, and the first (its default) for any other value: that one is keyed
 * without the parameter, so `tab=lotto` or an unknown tab is rendered but never stored in the edge cache.
 */
export const handle: PageHandle = {
  cacheKey: { names: ["tab"], accepts: (query) => HOW_TO_PLAY_TABS.slice(1).some((tab) => tab === query.get("tab")) },
};

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

const RESULTS_TIME = "results are published by the operator after the draw (the time varies) and appear here when our next update runs";

function steps(guide: GameGuide): [string, string][] {
  if (guide.game === "powerball") {
    return [
      ["Choose five numbers", `Pick 5 different numbers from 1 to ${guide.mainMax}, or ask for a Quick Pick.`],
      ["Choose your PowerBall", `Pick 1 number from 1 to ${guide.bonusMax}; it is drawn from a separate machine.`],
      [
        "Add PowerBall Plus if you like",
        `PowerBall Plus (published as ${GAMES["powerball-plus"].currentName?.name}) plays the same board in a second draw for an extra charge.`,
      ],
      ["Keep your ticket and watch the draw", `Draws are on ${guide.drawDays} at ${guide.drawTime} SAST; ${RESULTS_TIME}.`],
    ];
  }
  if (guide.game === "daily-lotto") {
    return [
      ["Choose five numbers", `Pick 5 different numbers from 1 to ${guide.mainMax}, or ask for a Quick Pick. There is no bonus ball.`],
      ["Pay and keep your ticket", "Check the board on the ticket before you leave the counter; the ticket is your only proof of entry."],
      ["Watch the draw", `Daily Lotto is drawn ${guide.drawDays} at ${guide.drawTime} SAST; ${RESULTS_TIME}.`],
      [
        "Match two or more",
        `Two matching numbers win the lowest of the ${guide.prizes.length} divisions; all five win a share of the jackpot pool.`,
      ],
    ];
  }
  return [
    ["Choose six numbers", `Pick 6 different numbers from 1 to ${guide.mainMax}, or ask for a Quick Pick.`],
    [
      "Add Lotto Plus if you like",
      `Lotto Plus 1 and Lotto Plus 2 play the same board in extra draws for an extra charge (the operator publishes Lotto Plus 2 as ${GAMES["lotto-plus-2"].currentName?.name}).`,
    ],
    ["Pay and keep your ticket", "Check the board on the ticket before you leave the counter; the ticket is your only proof of entry."],
    ["Watch the draw", `Draws are on ${guide.drawDays} at ${guide.drawTime} SAST. Six balls and a bonus ball are drawn; ${RESULTS_TIME}.`],
  ];
}

const TABS = HOW_TO_PLAY_TABS;
type Tab = HowToPlayTab;
const TAB_LABELS: Record<Tab, string> = { lotto: "SA Lotto", powerball: "PowerBall", "daily-lotto": "Daily Lotto" };

export function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context;
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.find((t) => t === asked) ?? "lotto";
  const guides = TABS.map((game) => gameGuide(game));
  const lotto = guides[0]!;
  return {
    tab,
    guides: guides.map((guide) => ({ ...guide, steps: steps(guide) })),
    operatorUrl: env.OPERATOR_URL,
    // The hand-kept facts this page states: prices, times, claims and tax, the roll-down, the helpline, the
    // 58-ball period and Daily Lotto Plus, the 2026 names, the current operator and where the money goes.
    sources: sourcesOf([
      "prices",
      "salesTimes",
      "claims",
      "tax",
      "dailyLottoRolldown",
      "helplines",
      "lotto58",
      "dailyLottoPlus",
      "newNames2026",
      "operatorContact",
      "goodCauses",
    ]),
    meta: pageMeta(env, {
      title: "How to Play Lotto, PowerBall and Daily Lotto in South Africa",
      description:
        "How to play SA Lotto, PowerBall and Daily Lotto: draw days, every prize division with its odds and payout, claiming prizes and playing responsibly.",
      path: "/how-to-play",
      keywords: [
        "how to play lotto",
        "how to play powerball",
        "how to play daily lotto",
        "lotto odds",
        "powerball odds",
        "lotto divisions",
      ],
      breadcrumbs: [["How to Play", "/how-to-play"]],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "HowTo",
          name: "How to play SA Lotto",
          description: `Choose 6 numbers from 1 to ${lotto.mainMax} and check them against the ${lotto.drawDays} draw.`,
          step: steps(lotto).map(([name, text], i) => ({ "@type": "HowToStep", position: i + 1, name, text })),
        },
      ],
    }),
  };
}

export default function HowToPlay() {
  const { tab, guides, operatorUrl, sources } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">How to Play</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          South Africa's Lotto, PowerBall and Daily Lotto explained: how to fill in a board, when the draws are, what each prize division
          needs, the odds of winning it and what it pays. Play only if you are {MINIMUM_AGE} or older.
        </p>
      </header>
      <Tabs
        key={tab}
        name="tab"
        label="Game"
        initial={tab}
        tabs={guides.map((guide) => ({ id: guide.game, label: TAB_LABELS[guide.game as Tab], panel: <GamePanel guide={guide} /> }))}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Section id="where-heading" title="Where to buy" titleSize="lg">
          <p className="mt-2 text-sm text-slate-700">
            From retailers that sell National Lottery tickets (supermarkets and shops displaying the National Lottery sign) and through the
            official operator's own online and banking channels. This site sells no tickets.
          </p>
        </Section>
        <ReachingTheOperator operatorUrl={operatorUrl} />
        <Section id="deadline-heading" title="Deadlines" titleSize="lg">
          <p className="mt-2 text-sm text-slate-700">
            {`Ticket sales for a draw close shortly before it, at a cut-off the operator sets (${SALES_TIMES.salesClose} SAST under ${SALES_TIMES.operator}: see the times below). Confirm today's cut-off with your retailer; a ticket bought after it is for the next draw.`}
          </p>
        </Section>
        <WhereTheMoneyGoes />
        <PricesAndTimes />
        <ClaimsAndTax operatorUrl={operatorUrl} />
        <Section id="responsible-heading" title="Play responsibly" titleSize="lg">
          <p className="mt-2 text-sm text-slate-700">
            Set a budget before you play and never chase losses. If gambling stops being fun, the {PRIMARY_HELPLINE.name} is free and
            confidential:{" "}
            <a href={`tel:${PRIMARY_HELPLINE.tel}`} className="font-semibold text-brand-700 underline">
              {PRIMARY_HELPLINE.phone}
            </a>{" "}
            ({PRIMARY_HELPLINE.hours})
            {PRIMARY_HELPLINE.website ? (
              <>
                ,{" "}
                <a href={PRIMARY_HELPLINE.website} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {websiteLabel(PRIMARY_HELPLINE.website)}
                </a>
              </>
            ) : null}
            . Beware of{" "}
            <Link to="/lottery-scams" className="text-brand-700 underline">
              lottery scams
            </Link>
            .{" "}
            <Link to="/responsible-gaming" className="text-brand-700 underline">
              More help
            </Link>
            .
          </p>
        </Section>
      </div>
      <SourcesList list={sources} />
    </div>
  );
}
