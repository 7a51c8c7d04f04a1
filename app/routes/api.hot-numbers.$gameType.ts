import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hotNumbersByPathAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

/** GET /api/hot-numbers/lotto, /api/hot-numbers/powerball and every other game id. */
export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, hotNumbersByPathAnswer(args));
