import { xmlEscape } from "./xml";
import { answer } from "~/http/responses.server";

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  guid: string;
}

export function rssResponse(feed: { title: string; link: string; selfUrl: string; description: string; items: FeedItem[] }): Response {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${xmlEscape(item.title)}</title>
      <link>${xmlEscape(item.link)}</link>
      <guid isPermaLink="false">${xmlEscape(item.guid)}</guid>
      <pubDate>${item.pubDate}</pubDate>
      <description>${xmlEscape(item.description)}</description>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(feed.title)}</title>
    <link>${xmlEscape(feed.link)}</link>
    <atom:link href="${xmlEscape(feed.selfUrl)}" rel="self" type="application/rss+xml" />
    <description>${xmlEscape(feed.description)}</description>
    <language>en-za</language>
${items}
  </channel>
</rss>
`;
  return answer("rss", body, { cache: "public, max-age=300" });
}
