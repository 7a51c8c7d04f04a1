import { cacheControl } from "~/http/cache-policy";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bonusName, displayName, type GameId } from "~/rules/games";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { answer } from "~/http/responses.server";
import { rssXml } from "~/seo/rss.server";
import { rfc822 } from "~/seo/xml";
import { drawHistory } from "~/models/draws.server";
import type { PageHandle } from "~/site/page-handle";

const FEED_SIZE = 30;

export const handle = { cachePolicy: "feed" } as const satisfies PageHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  const { env, db } = context;
  const rows = await drawHistory(db, { limit: FEED_SIZE });
  const xml = rssXml({
    title: `${env.SITE_NAME}: latest results`,
    link: `${env.SITE_URL}/`,
    selfUrl: `${env.SITE_URL}/rss/results.xml`,
    description: "The latest South African Lotto, PowerBall and Daily Lotto results.",
    items: rows.map((row) => {
      const game = row.game as GameId;
      const balls = `${row.numbers.join(" ")}${row.bonus !== null ? ` + ${bonusName(game)} ${row.bonus}` : ""}`;
      return {
        title: `${displayName(game)} results ${formatDay(row.drawDate)}: ${balls}`,
        link: `${env.SITE_URL}/history?date=${row.drawDate}&game=${game}`,
        guid: `${game}-${row.drawDate}`,
        pubDate: rfc822(row.drawDate),
        // An unknown next jackpot is left out: "to be announced" is untrue of an older draw's.
        description: `${displayName(game)} draw of ${formatDay(row.drawDate)}: ${balls}.${row.nextJackpot !== null ? ` Next jackpot: ${formatRand(row.nextJackpot)}.` : ""}`,
      };
    }),
  });
  return answer("rss", xml, { cache: cacheControl(handle.cachePolicy) });
}
