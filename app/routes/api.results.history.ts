import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { historyAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";
import { parseHistoryQuery } from "~/input/api-query";

export const handle: PageHandle = {
  cacheKey: { names: ["gameType", "limit"], accepts: (query) => parseHistoryQuery(query).ok },
  cachePolicy: "results",
};

export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, historyAnswer(args));
