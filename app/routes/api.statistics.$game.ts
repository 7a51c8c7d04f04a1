import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { statisticsAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";
import { STATISTICS_API_KEY } from "~/statistics/window-query";

export const handle: PageHandle = { cacheKey: STATISTICS_API_KEY, cachePolicy: "results" };

/** GET /api/statistics/{game}?window=10|25|50|100|era: the figures of /statistics/{game} as JSON. */
export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, statisticsAnswer(args));
