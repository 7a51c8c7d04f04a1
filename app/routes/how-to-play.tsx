import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Tabs } from "~/components/Tabs";
import { formatInteger, formatRand, formatShortDate } from "~/lib/format";
import { GAMES } from "~/lib/games";
import { MINIMUM_AGE, PRIMARY_HELPLINE } from "~/lib/helplines";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { metaTags } from "~/lib/seo";
import { pageMeta } from "~/lib/seo.server";
import { gameGuide, type GameGuide } from "~/models/how-to-play.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);
/** The tabs are a radio group styled by CSS: the page works as plain HTML. */
export const handle = NO_SCRIPTS;

function steps(guide: GameGuide): [string, string][] {
  if (guide.game === "powerball") {
    return [
      ["Choose five numbers", `Pick 5 different numbers from 1 to ${guide.mainMax}, or ask for a Quick Pick.`],
      ["Choose your PowerBall", `Pick 1 number from 1 to ${guide.bonusMax}; it is drawn from a separate machine.`],
      ["Add PowerBall Plus if you like", `PowerBall Plus (published as ${GAMES["powerball-plus"].currentName?.name}) plays the same board in a second draw for an extra charge.`],
      ["Keep your ticket and watch the draw", `Draws are on ${guide.drawDays} at ${guide.drawTime} SAST; results appear here from about 21:30.`],
    ];
  }
  return [
    ["Choose six numbers", `Pick 6 different numbers from 1 to ${guide.mainMax}, or ask for a Quick Pick.`],
    ["Add Lotto Plus if you like", `Lotto Plus 1 and Lotto Plus 2 (published as ${GAMES["lotto-plus-2"].currentName?.name}) play the same board in extra draws for an extra charge.`],
    ["Pay and keep your ticket", "Check the board on the ticket before you leave the counter; the ticket is your only proof of entry."],
    ["Watch the draw", `Draws are on ${guide.drawDays} at ${guide.drawTime} SAST. Six balls and a bonus ball are drawn; results appear here from about 21:30.`],
  ];
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context;
  const tab = new URL(request.url).searchParams.get("tab") === "powerball" ? "powerball" : "lotto";
  const lotto = gameGuide("lotto");
  const powerball = gameGuide("powerball");
  return {
    tab,
    guides: [lotto, powerball].map((guide) => ({ ...guide, steps: steps(guide) })),
    meta: pageMeta(env, {
      title: "How to Play Lotto and PowerBall in South Africa",
      description: "Step by step: how to play SA Lotto and PowerBall, the draw days, every prize division with its odds, entry deadlines, claiming prizes and playing responsibly.",
      path: "/how-to-play",
      keywords: ["how to play lotto", "how to play powerball", "lotto odds", "powerball odds", "lotto divisions"],
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

function GamePanel({ guide }: { guide: GameGuide & { steps: [string, string][] } }) {
  const bonusText = guide.game === "powerball" ? `plus a PowerBall from 1 to ${guide.bonusMax}` : "plus a bonus ball drawn from the same machine";
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold">How to play {guide.name === "Lotto" ? "SA Lotto" : guide.name}</h2>
      <ol className="grid gap-4 md:grid-cols-2">
        {guide.steps.map(([title, text], i) => (
          <li key={title} className="rounded-xl bg-slate-50 p-4">
            <h3 className="font-semibold"><span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-white">{i + 1}</span>{title}</h3>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby={`facts-${guide.game}`}>
        <h3 id={`facts-${guide.game}`} className="text-lg font-bold">Key facts</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>{guide.mainCount} numbers from 1 to {guide.mainMax}, {bonusText} (rules in force since {formatShortDate(guide.eraFrom)}).</li>
          <li>Draws: {guide.drawDays} at {guide.drawTime} SAST.</li>
          <li>Jackpot odds: 1 in {formatInteger(guide.jackpotOdds)}{guide.anyPrizeOdds ? `; odds of any prize: about 1 in ${guide.anyPrizeOdds}` : ""}.</li>
          <li>{guide.prizes.length} prize divisions. Winners of a division share its prize pool, so payouts change from draw to draw.</li>
          <li>The price of a board under the current operator is not in our records: check it at a retailer or on the official site.</li>
        </ul>
      </section>
      <section aria-labelledby={`prizes-${guide.game}`}>
        <h3 id={`prizes-${guide.game}`} className="text-lg font-bold">Prize divisions and odds</h3>
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${guide.name} prize divisions`}>
          <table className="w-full min-w-[20rem] text-left text-sm">
            <thead className="bg-slate-100">
              <tr><th scope="col" className="px-3 py-2">Division</th><th scope="col" className="px-3 py-2">Match</th><th scope="col" className="px-3 py-2 text-right">Odds (1 in)</th></tr>
            </thead>
            <tbody>
              {guide.prizes.map((prize) => (
                <tr key={prize.division} className="border-t border-slate-100">
                  <td className="px-3 py-1.5">{prize.division}</td>
                  <td className="px-3 py-1.5">{prize.match}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{prize.oddsOneIn >= 100 ? formatInteger(prize.oddsOneIn) : prize.oddsOneIn}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-slate-600">Odds computed from the game's numbers; prize amounts depend on sales and the number of winners.</p>
      </section>
      <section aria-labelledby={`eras-${guide.game}`}>
        <h3 id={`eras-${guide.game}`} className="text-lg font-bold">How the rules changed</h3>
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${guide.name} rule changes`}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">Period</th>
                <th scope="col" className="px-3 py-2">Numbers</th>
                <th scope="col" className="px-3 py-2 text-right">Jackpot odds (1 in)</th>
                <th scope="col" className="px-3 py-2">Price a board</th>
              </tr>
            </thead>
            <tbody>
              {guide.eras.map((era) => (
                <tr key={era.from} className="border-t border-slate-100">
                  <td className="px-3 py-1.5">{formatShortDate(era.from)} – {era.to ? formatShortDate(era.to) : "now"}</td>
                  <td className="px-3 py-1.5">{era.mainCount} from 1-{era.mainMax}{era.bonusMax ? ` + 1 from 1-${era.bonusMax}` : ""}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatInteger(era.jackpotOdds)}</td>
                  <td className="px-3 py-1.5">{era.price !== null ? formatRand(era.price) : "not in our records"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

export default function HowToPlay() {
  const { tab, guides } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">How to Play</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          The two big South African draws explained: how to fill in a board, when the draws are, what each prize division needs and the
          odds of winning it. You must be {MINIMUM_AGE} or older to play.
        </p>
      </header>
      <Tabs
        key={tab}
        name="tab"
        label="Game"
        initial={tab}
        tabs={guides.map((guide) => ({
          id: guide.game,
          label: guide.game === "lotto" ? "SA Lotto" : "Powerball",
          panel: <GamePanel guide={guide} />,
        }))}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="where-heading">
          <h2 id="where-heading" className="text-lg font-bold">Where to buy</h2>
          <p className="mt-2 text-sm text-slate-700">
            From retailers that sell National Lottery tickets (supermarkets and shops displaying the National Lottery sign) and through
            the official operator's own online and banking channels. This site sells no tickets.
          </p>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="deadline-heading">
          <h2 id="deadline-heading" className="text-lg font-bold">Deadlines</h2>
          <p className="mt-2 text-sm text-slate-700">
            Under the previous operator's rules, sales closed at 20:30 SAST on draw nights (20:25 online and on mobile). Confirm today's
            cut-off with your retailer; a ticket bought after it is for the next draw.
          </p>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="claims-heading">
          <h2 id="claims-heading" className="text-lg font-bold">Collecting prizes</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>Claim within 365 days of the draw, with the ticket and your ID.</li>
            <li>Under the previous operator's published rules: up to R2,000 at a retailer; R2,001 to R50,000 at a regional office; above R50,000 at head office, by appointment. Check the current process with the operator.</li>
            <li>
              Tax: National Lottery prizes have not been taxed as income for the winner. A 20% tax on winnings above R25,000 has been
              proposed in the past; confirm the current position with SARS or the operator before you claim.
            </li>
          </ul>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="responsible-heading">
          <h2 id="responsible-heading" className="text-lg font-bold">Play responsibly</h2>
          <p className="mt-2 text-sm text-slate-700">
            Set a budget before you play and never chase losses. If gambling stops being fun, the {PRIMARY_HELPLINE.name} is free and
            confidential: <a href={`tel:${PRIMARY_HELPLINE.tel}`} className="font-semibold text-brand-700 underline">{PRIMARY_HELPLINE.phone}</a> ({PRIMARY_HELPLINE.hours}).{" "}
            <Link to="/responsible-gaming" className="text-brand-700 underline">More help</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}
