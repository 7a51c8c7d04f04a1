import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { loadContentPage } from "~/loaders/content-page.server";
import { metaTags } from "~/seo/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ context }: LoaderFunctionArgs) {
  return loadContentPage(context, "privacy-policy", {
    keywords: ["privacy policy", "POPIA"],
    breadcrumbs: [["Privacy Policy", "/privacy-policy"]],
  });
}

export default function PrivacyPolicy() {
  const { title, updated, html, sources } = useLoaderData<typeof loader>();
  return <ContentPage title={title} updated={updated} html={html} sources={sources} />;
}
