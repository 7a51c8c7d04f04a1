import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRIVATE_PREFIXES } from "~/site/site-pages";
import { answer } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "robots" } as const satisfies PageHandle;

export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${context.env.SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return answer("text", body, { cache: cacheControl(handle.cachePolicy) });
}
