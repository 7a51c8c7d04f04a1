import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { drawAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

/** GET /api/results/{game}/{YYYY-MM-DD}: one draw, its prize divisions and the other draws of its night. */
export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, drawAnswer(args));
