import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { HistoryPage } from "~/components/history/HistoryPage";
import { metaTags } from "~/seo/meta";
import { HISTORY_PAGES } from "~/site/history-pages";
import { historyCacheKey } from "~/input/history-params";
import type { PageHandle } from "~/site/page-handle";
import { historyLoader } from "~/loaders/history.server";

export const handle: PageHandle = { cacheKey: historyCacheKey(HISTORY_PAGES["/history"]) };

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ request, context }: LoaderFunctionArgs) {
  return historyLoader(request, context, {
    ...HISTORY_PAGES["/history"],
    collapsed: 20,
    expanded: 50,
    stats: false,
    meta: {
      title: "Results History: All SA Lottery Games",
      description:
        "Past results of Lotto, Lotto Plus 1 and 2, PowerBall, PowerBall Plus and Daily Lotto. Filter by game and dates, or search one draw date.",
      path: "/history",
      keywords: ["lottery results history", "past lotto results", "past powerball results"],
      breadcrumbs: [["Results History", "/history"]],
    },
  });
}

export default function History() {
  const data = useLoaderData<typeof loader>();
  return (
    <HistoryPage
      title="Results History"
      intro={
        <>
          Every draw in our records, newest first. Filter by game and dates, search one date, or{" "}
          <Link to="/check-numbers" className="text-brand-700 underline">
            check your numbers
          </Link>{" "}
          against past draws.
        </>
      }
      data={data}
      layout="all"
      games={HISTORY_PAGES["/history"].games}
      allLabel="All Games"
    />
  );
}
