import { cacheControl } from "~/http/cache-policy";
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CheckForm, type GameRules } from "~/components/check-numbers/CheckForm";
import { NightResults } from "~/components/check-numbers/NightResults";
import { RecordsList } from "~/components/check-numbers/RecordsList";
import { RecordsResults } from "~/components/check-numbers/RecordsResults";
import { MAX_BOARDS } from "~/rules/check-numbers";
import { GAME_IDS, hasPowerBall } from "~/rules/games";
import { metaTags } from "~/seo/meta";
import type { PageHandle } from "~/site/page-handle";
import { pageMeta } from "~/seo/meta.server";
import { formEra, parseCheckForm } from "~/input/check-numbers-input.server";
import { pageMessage, parseRecordsView } from "~/input/records-view.server";
import { loadChecker } from "~/loaders/check-numbers.server";
import { limitRequest, RATE_LIMITS, retryAfterHeaders, waitText } from "~/limits/rate-limit.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

/** Never edge-cached: every query is a different answer (app/edge/route-policy.server.ts). */
export const handle: PageHandle = { cachePolicy: "none" };

/** A refused check keeps its Retry-After. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter, "Cache-Control": cacheControl("none") } : new Headers();
};

/**
 * Check My Numbers. The query parameters: `game`, `numbers` (one board per line), `powerball`, `date` (YYYY-MM-DD,
 * empty for the latest draw); `board` and `page` for one board's full list of wins in all our records
 * (app/input/records-view.server.ts). Without numbers it reads nothing from D1.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const form = parseCheckForm({
    game: query.get("game"),
    numbers: query.get("numbers"),
    powerball: query.get("powerball"),
    date: query.get("date"),
  });
  // A check reads every draw of its game: checks count against the same per-address limit as the API's
  // uncached calls (RATE_LIMITS.api), so a few visitors checking in a loop cannot starve everyone's pages.
  const limit = form.status === "ok" ? await limitRequest(context, "api", request) : null;
  const refused = limit && !limit.allowed ? limit : null;
  const checking = form.status === "ok" && !refused;
  const asked = checking ? parseRecordsView({ board: query.get("board"), page: query.get("page") }, form.boards.length) : null;
  // The clock the verdicts are given by: a result or payout still to come, the claim lines (tests set it).
  const result = checking ? await loadChecker(context.db, form.game, form.date, form.boards, asked?.view, new Date()) : null;
  const missing = result?.records.kind === "summary" ? result.records.missingPage : null;
  const recordsMessage = refused
    ? `You have checked a lot from your address in the last minute: checks and API calls share a limit of ${RATE_LIMITS.api.limit} a minute. Please wait ${waitText(refused.retryAfterSeconds)} and check again.`
    : (asked?.message ?? (missing ? pageMessage(missing.board, missing.page, missing.wins, missing.pages) : null));
  // The rules the form states: those of the chosen draw's era, or the current ones.
  const rules = Object.fromEntries(
    GAME_IDS.map((id) => {
      const era = formEra(id, form.date);
      return [id, { count: era.mainCount, max: era.mainMax, powerballMax: hasPowerBall(id) ? era.bonusMax : null }];
    }),
  ) as GameRules;
  const page = {
    form,
    result,
    recordsMessage,
    rules,
    officialUrl: context.env.OPERATOR_URL,
    meta: pageMeta(context.env, {
      title: "Check My Numbers Against Every Past Draw",
      description:
        "Enter your Lotto, PowerBall or Daily Lotto numbers: see what they won in the latest draw and its Plus draws, and every past draw in our records where they would have won, with the division and prize.",
      path: "/check-numbers",
      keywords: ["check my lotto numbers", "lotto number checker", "powerball number checker"],
      breadcrumbs: [
        ["Results History", "/history"],
        ["Check My Numbers", "/check-numbers"],
      ],
    }),
  };
  return data(page, refused ? { status: 429, headers: retryAfterHeaders(refused) } : undefined);
}

export default function CheckNumbers() {
  const { form, result, recordsMessage, rules, officialUrl } = useLoaderData<typeof loader>();
  const errors = form.status === "invalid" ? form.errors : {};
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Check My Numbers</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          What did your ticket win? See the latest draw of your game and of each of its Plus games (or the draws of any date) first, then
          every past draw in our records where your numbers would have won, checked under each draw&rsquo;s own rules. Past results say
          nothing about future draws: every draw is random.
        </p>
        <p className="mt-2 max-w-3xl text-slate-700">
          Bought a ticket for several draws? Keep it in{" "}
          <a href="/my-tickets" className="font-semibold text-brand-700 underline">
            My Tickets
          </a>{" "}
          and every draw it plays is checked for you, on this device.
        </p>
      </header>
      {/* The key resets the form's fields to the URL's values after a client-side navigation. */}
      <CheckForm
        key={JSON.stringify(form.values)}
        game={form.game}
        values={form.values}
        errors={errors}
        rules={rules}
        maxBoards={MAX_BOARDS}
        folded={result !== null}
      />
      {recordsMessage ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="records-message"
        >
          {recordsMessage}
        </p>
      ) : null}
      {result && form.status === "ok" ? (
        result.records.kind === "list" ? (
          // One board's list: the night's answer is on the summary, a link away, so the page stays small.
          <RecordsList game={form.game} boards={form.boards} records={result.records} state={form.values} officialUrl={officialUrl} />
        ) : (
          <>
            <NightResults
              night={result.night}
              game={form.game}
              boards={form.boards}
              state={form.values}
              today={result.today}
              officialUrl={officialUrl}
            />
            <RecordsResults
              game={form.game}
              boards={form.boards}
              records={result.records}
              state={form.values}
              today={result.today}
              officialUrl={officialUrl}
            />
          </>
        )
      ) : null}
    </div>
  );
}
