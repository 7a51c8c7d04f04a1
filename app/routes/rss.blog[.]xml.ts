import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { summaries } from "~/content/articles.server";
import { answer } from "~/http/responses.server";
import { rssXml } from "~/seo/rss.server";
import { rfc822 } from "~/seo/xml";
import type { PageHandle } from "~/site/page-handle";

export const handle = { cachePolicy: "feed" } as const satisfies PageHandle;

export function loader({ context }: LoaderFunctionArgs) {
  const { env } = context;
  const posts = [...summaries()].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const xml = rssXml({
    title: `${env.SITE_NAME}: blog`,
    link: `${env.SITE_URL}/blog`,
    selfUrl: `${env.SITE_URL}/rss/blog.xml`,
    description: "Guides to South African Lotto, PowerBall and Daily Lotto.",
    items: posts.map((post) => ({
      title: post.title,
      link: `${env.SITE_URL}/blog/${post.slug}`,
      guid: post.slug,
      pubDate: rfc822(post.publishDate, "08:00"),
      description: post.description,
    })),
  });
  return answer("rss", xml, { cache: cacheControl(handle.cachePolicy) });
}
