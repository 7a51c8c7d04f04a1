import { drawScheduleText } from "~/rules/rules-text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HistoryPage } from "~/components/history/HistoryPage";
import { metaTags } from "~/seo/meta";
import { HISTORY_PAGES } from "~/site/history-pages";
import { historyCacheKey } from "~/input/history-params";
import type { PageHandle } from "~/site/page-handle";
import { historyLoader } from "~/loaders/history.server";

export const handle: PageHandle = { cacheKey: historyCacheKey(HISTORY_PAGES["/powerball-history"]) };

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ request, context }: LoaderFunctionArgs) {
  return historyLoader(request, context, {
    ...HISTORY_PAGES["/powerball-history"],
    collapsed: 30,
    expanded: 100,
    stats: true,
    meta: {
      title: "Powerball History: Past SA PowerBall Results",
      description:
        "South African PowerBall results history: main numbers, the PowerBall, jackpots and jackpot winners per draw, plus PowerBall Plus (PowerBall XTRA).",
      path: "/powerball-history",
      keywords: ["powerball history", "powerball results history", "powerball plus results"],
      image: "/og/powerball.png",
      breadcrumbs: [
        ["Results History", "/history"],
        ["Powerball History", "/powerball-history"],
      ],
    },
  });
}

export default function PowerballHistory() {
  const data = useLoaderData<typeof loader>();
  return (
    <HistoryPage
      title="Powerball History"
      intro={`Past PowerBall draws with the PowerBall, the jackpot on offer and the number of jackpot winners. ${drawScheduleText("powerball")}`}
      note="Powerball PLUS is a separate game using the same numbers rules, with its own draw; since June 2026 it is published as PowerBall XTRA. Choose it in the game filter."
      data={data}
      layout="powerball"
      games={HISTORY_PAGES["/powerball-history"].games}
    />
  );
}
