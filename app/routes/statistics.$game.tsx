import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ResultsNotFound } from "~/components/draw/ResultsNotFound";
import { StatisticsPage } from "~/components/statistics/StatisticsPage";
import { statisticsLoader } from "~/loaders/statistics.server";
import { metaTags } from "~/seo/meta";
import type { PageHandle } from "~/site/page-handle";
import { STATISTICS_PAGE_KEY } from "~/statistics/window-query";

export const handle: PageHandle = { cacheKey: STATISTICS_PAGE_KEY };

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => metaTags(loaderData?.meta);

export const loader = statisticsLoader;

export default function StatisticsRoute() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.kind === "not-found" ? <ResultsNotFound view={loaded.view} /> : <StatisticsPage page={loaded} />;
}
