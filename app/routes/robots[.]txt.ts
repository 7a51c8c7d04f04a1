import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PRIVATE_PREFIXES } from "~/site/site-pages";

export function loader({ context }: LoaderFunctionArgs) {
  const body = ["User-agent: *", ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${context.env.SITE_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
