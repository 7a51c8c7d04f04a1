/**
 * The loader of /tips: the week's hot Lotto numbers and the PowerBall analysis, each from the draws of
 * the current era, with the window it counts.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { pageMeta } from "~/seo/meta.server";
import { drawnBalls, hottest, mostOverdue } from "~/statistics/figures";
import { HOT_NUMBERS_WINDOW } from "~/statistics/hot-numbers";
import { recentFigures, type RecentFigures } from "~/statistics/recent.server";

/** PowerBall analysis window: the draws of the current era, up to 50. */
const POWERBALL_WINDOW = 50;

function jackpotGrowth(stats: RecentFigures): string {
  const known = stats.jackpots.filter((j) => j.jackpot !== null);
  if (known.length === 0)
    return "Jackpot figures for the recent PowerBall draws are not in our records yet, so we cannot describe their growth.";
  let streak = 0;
  while (streak < stats.jackpots.length && stats.jackpots[streak]!.rollover === true) streak++;
  const latest = known[0]!;
  if (streak === 0) {
    // Name the figure's date, and say when newer draws carry none: it may be weeks older than the last draw.
    const newer = stats.jackpots[0]!.date > latest.date ? " Later draws have no jackpot figure in our records." : "";
    return `The latest jackpot was ${formatRand(latest.jackpot!)}, in the draw of ${formatDay(latest.date)}.${newer}`;
  }
  const start = stats.jackpots[streak - 1]!;
  return `The jackpot has rolled over in the last ${streak} draw${streak === 1 ? "" : "s"}${start.jackpot !== null ? `, growing from ${formatRand(start.jackpot)} on ${formatDay(start.date)}` : ""} to ${formatRand(latest.jackpot!)} on ${formatDay(latest.date)}.`;
}

/** The PowerBall figures of the current era: the panel beside the hot Lotto numbers. */
async function powerballAnalysis(context: LoaderFunctionArgs["context"]) {
  const stats = await recentFigures(context.db, "powerball", POWERBALL_WINDOW);
  return {
    drawsCounted: stats.drawsCounted,
    oldestDate: stats.oldestDate,
    eraFrom: stats.eraFrom,
    mainMax: stats.mainMax,
    bonusMax: stats.bonusMax,
    mostCommonPowerball: stats.bonus ? (hottest(stats.bonus)[0] ?? null) : null,
    overdue: mostOverdue(stats.main).slice(0, 5),
    growth: jackpotGrowth(stats),
    main: stats.main,
  };
}

export async function tipsLoader({ context }: LoaderFunctionArgs) {
  const { env, db } = context;
  // Both panels are awaited: the page is one cached document, with no streamed part to reveal by script.
  const [lotto, powerball] = await Promise.all([recentFigures(db, "lotto", HOT_NUMBERS_WINDOW), powerballAnalysis(context)]);
  return {
    lottoHot: {
      drawsCounted: lotto.drawsCounted,
      newestDrawDate: lotto.newestDate,
      eraFrom: lotto.eraFrom,
      mainMax: lotto.mainMax,
      numbers: drawnBalls(lotto.main).slice(0, 3),
    },
    powerball,
    operatorUrl: env.OPERATOR_URL,
    meta: pageMeta(env, {
      title: "Lotto Tips, Hot Numbers and PowerBall Analysis",
      description:
        "Weekly hot Lotto numbers and a PowerBall analysis from past draws, with honest tips: statistics describe the past and never change the odds.",
      path: "/tips",
      keywords: ["lotto tips", "hot numbers", "powerball analysis", "lotto hot numbers this week"],
      breadcrumbs: [["Tips & Predictions", "/tips"]],
    }),
  };
}

export type TipsPageData = Awaited<ReturnType<typeof tipsLoader>>;
