import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TipsPage } from "~/components/tips/TipsPage";
import { tipsLoader } from "~/loaders/tips.server";
import { metaTags } from "~/seo/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const loader = tipsLoader;

export default function Tips() {
  return <TipsPage page={useLoaderData<typeof loader>()} />;
}
