import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { loadContentPage } from "~/loaders/content-page.server";
import { metaTags } from "~/seo/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ context }: LoaderFunctionArgs) {
  return loadContentPage(context, "terms-of-service", {
    keywords: ["terms of service", "terms of use"],
    breadcrumbs: [["Terms of Service", "/terms-of-service"]],
  });
}

export default function TermsOfService() {
  const { title, updated, html, sources } = useLoaderData<typeof loader>();
  return <ContentPage title={title} updated={updated} html={html} sources={sources} />;
}
