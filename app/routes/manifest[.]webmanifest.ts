import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { webAppManifest } from "~/site/web-app-manifest";
import { answer } from "~/http/responses.server";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "manifest" } as const satisfies PageHandle;

/** The web app manifest every page links to (app/root.tsx): the site installs as an app, results first. */
export function loader({ context }: LoaderFunctionArgs) {
  return answer("manifest", JSON.stringify(webAppManifest(context.env.SITE_NAME)), { cache: cacheControl(handle.cachePolicy) });
}
