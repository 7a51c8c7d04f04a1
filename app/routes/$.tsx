import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/NotFound";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";

/** Any path without a route: the spec's Page Not Found, with status 404 and its own (noindex) metadata. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const meta = pageMeta(context.env, {
    title: `Page Not Found | ${context.env.SITE_NAME}`,
    description:
      "The page you are looking for does not exist or may have been moved. Find the latest Lotto and PowerBall results on our home page.",
    path: new URL(request.url).pathname,
    noindex: true,
  });
  return data({ meta }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => metaTags(loaderData?.meta);

export default function CatchAll() {
  return <NotFound />;
}
