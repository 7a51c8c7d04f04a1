import { xmlEscape } from "./xml";

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  guid: string;
}

/** An RSS 2.0 feed's XML. */
export function rssXml(feed: { title: string; link: string; selfUrl: string; description: string; items: FeedItem[] }): string {
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
  return `<?xml version="1.0" encoding="UTF-8"?>
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
}
