import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MyTicketsPage } from "~/components/my-tickets/MyTicketsPage";
import { myTicketsLoader } from "~/loaders/my-tickets.server";
import { metaTags } from "~/seo/meta";
import type { PageHandle } from "~/site/page-handle";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

/** The wallet's script runs here (app/browser/wallet-script.ts); the HTML is the same for everyone, so it is edge-cached. */
export const handle: PageHandle = { wallet: true };

export const loader = myTicketsLoader;

export default function MyTickets() {
  const { alerts, officialUrl } = useLoaderData<typeof loader>();
  return <MyTicketsPage alerts={alerts} officialUrl={officialUrl} />;
}
