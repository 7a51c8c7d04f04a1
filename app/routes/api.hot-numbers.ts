import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hotNumbersAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";
import { parseHotNumbersGame } from "~/input/api-query";

export const handle: PageHandle = {
  cacheKey: { names: ["gameType"], accepts: (query) => parseHotNumbersGame(query.get("gameType")).ok },
  cachePolicy: "results",
};

/** GET /api/hot-numbers?gameType=lotto */
export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, hotNumbersAnswer(args));
