/** The loader of /my-tickets: whether alerts are offered, the official results' address and the page's metadata (no visitor's data). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageMeta } from "~/seo/meta.server";
import { alertsOffered } from "~/push/vapid-config.server";

export function myTicketsLoader({ context }: LoaderFunctionArgs) {
  return {
    alerts: alertsOffered(context.env),
    /** Where the official results are: the wallet links a draw it cannot tell about there. */
    officialUrl: context.env.OPERATOR_URL,
    meta: pageMeta(context.env, {
      title: "My Tickets: Keep Your Tickets and See What They Won",
      description:
        "Keep your Lotto, PowerBall and Daily Lotto tickets on your phone: every board, add-on and draw checked against the results, with the prize and the last day to claim. Nothing leaves your device.",
      path: "/my-tickets",
      keywords: ["lotto ticket checker", "my lotto tickets", "powerball ticket checker"],
      breadcrumbs: [["My Tickets", "/my-tickets"]],
    }),
  };
}
