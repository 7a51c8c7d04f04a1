import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApiPage } from "~/api/ApiPage";
import { loadApiPage } from "~/api/api-page.server";
import { metaTags } from "~/seo/meta";
import { apiExamples } from "./examples.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

// The examples call the API routes' own loaders, so they are made here, beside the routes.
export const loader = ({ context }: LoaderFunctionArgs) => loadApiPage(context, (reading) => apiExamples(reading, context.env.SITE_URL));

export default function ApiRoute() {
  return <ApiPage page={useLoaderData<typeof loader>()} />;
}
