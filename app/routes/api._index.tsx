import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ApiPage } from "~/api/ApiPage";
import { loadApiPage } from "~/api/api-page.server";
import { metaTags } from "~/seo/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const loader = ({ context }: LoaderFunctionArgs) => loadApiPage(context);

export default function ApiRoute() {
  return <ApiPage page={useLoaderData<typeof loader>()} />;
}
