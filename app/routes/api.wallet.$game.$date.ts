/**
 * GET /api/wallet/{game}/{YYYY-MM-DD}: one draw as My Tickets asks for it (app/browser/wallet-draws.ts,
 * and the service worker for the alerts and reminders). The public `/api/results/{game}/{date}` answers a
 * draw we do not hold with a 404, right for an API, but the browser logs each as an error, one per kept
 * ticket of a gap in our records or of tonight's draw (issue 43). Here every draw gets a 200 saying what
 * we know:
 *
 * - `{"status": "held", …the public API's answer}`: kept 60 s, as that answer (policy "results");
 * - `{"status": "not-yet" | "missing", gameType, drawDate}`: not drawn yet or its result may still come,
 *   or past that (a gap), by the same clock as the wallet's verdict (app/tickets/verdict.ts); kept
 *   15 s, as the API's "not yet" 404 (policy "notYet"). The wallet decides what it shows by its own clock.
 *
 * The draws-changed step purges and warms this answer with the draw's other pages (drawPagePaths).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { walletDrawAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";

// Answers the same draw as the public call, with its policy; a draw not in yet is "notYet" (notYetJson).
export const handle: PageHandle = { cachePolicy: "results" };

export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, walletDrawAnswer(args));
