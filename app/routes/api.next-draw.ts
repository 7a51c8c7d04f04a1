import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { nextDrawAnswer } from "~/api/call-answers.server";
import { runPlan } from "~/db/read-plan.server";
import type { PageHandle } from "~/site/page-handle";

export const handle: PageHandle = { cachePolicy: "results" };

export const loader = (args: LoaderFunctionArgs) => runPlan(args.context.db, nextDrawAnswer(args));
