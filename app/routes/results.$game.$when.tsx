import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DrawPage } from "~/components/draw/DrawPage";
import { ResultsNotFound } from "~/components/draw/ResultsNotFound";
import { YearPage } from "~/components/draw/YearPage";
import { metaTags } from "~/seo/meta";
import { resultsHeaders, resultsWhenLoader } from "~/loaders/results.server";

/**
 * /results/{game}/{year}: the year's archive; /results/{game}/{YYYY-MM-DD}: one draw. One route, as both
 * share the URL's shape; the loader tells them apart (and answers 404 for anything else).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const headers = resultsHeaders;

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return resultsWhenLoader(request, context, params);
}

export default function ResultsWhen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "not-found") return <ResultsNotFound view={loaded.view} />;
  if (loaded.kind === "year") return <YearPage view={loaded} />;
  return <DrawPage view={loaded} />;
}
