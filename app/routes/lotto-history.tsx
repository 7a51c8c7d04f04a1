import { drawScheduleText } from "~/rules/rules-text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HistoryPage } from "~/components/history/HistoryPage";
import { metaTags } from "~/seo/meta";
import { HISTORY_PAGES } from "~/site/history-pages";
import { historyCacheKey } from "~/input/history-params";
import type { PageHandle } from "~/site/page-handle";
import { historyLoader } from "~/loaders/history.server";

export const handle: PageHandle = { cacheKey: historyCacheKey(HISTORY_PAGES["/lotto-history"]) };

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ request, context }: LoaderFunctionArgs) {
  return historyLoader(request, context, {
    ...HISTORY_PAGES["/lotto-history"],
    collapsed: 30,
    expanded: 100,
    stats: true,
    meta: {
      title: "Lotto History: Past SA Lotto Results and Jackpots",
      description:
        "South African Lotto results history with bonus balls, jackpots and jackpot winners per draw, plus Lotto Plus 1 and Lotto Plus 2 (LOTTO 5 MAX).",
      path: "/lotto-history",
      keywords: ["lotto history", "lotto results history", "lotto plus results"],
      image: "/og/lotto.png",
      breadcrumbs: [
        ["Results History", "/history"],
        ["Lotto History", "/lotto-history"],
      ],
    },
  });
}

export default function LottoHistory() {
  const data = useLoaderData<typeof loader>();
  return (
    <HistoryPage
      title="Lotto History"
      intro={`Past Lotto draws with the bonus ball, the jackpot on offer and the number of jackpot (division 1) winners. ${drawScheduleText("lotto")}`}
      note="Lotto Plus 2 is published as LOTTO 5 MAX since June 2026; choose it in the game filter."
      data={data}
      layout="lotto"
      games={HISTORY_PAGES["/lotto-history"].games}
    />
  );
}
