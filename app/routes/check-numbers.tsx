import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { DrawBalls } from "~/components/DrawBalls";
import { currentEra, displayName, GAME_IDS, GAMES, matchCodeLabel, type GameId } from "~/lib/games";
import { formatDrawDate, formatInteger, formatRandOr, formatShortDate } from "~/lib/format";
import { metaTags } from "~/lib/seo";
import { pageMeta } from "~/lib/seo.server";
import { parseTicket } from "~/lib/ticket-input.server";
import { checkTicket } from "~/models/check-numbers.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseTicket(new URL(request.url).searchParams);
  const result = parsed.status === "ok" ? await checkTicket(context.db, parsed.game, parsed.ticket) : null;
  const rules = Object.fromEntries(
    GAME_IDS.map((id) => {
      const era = currentEra(id);
      return [id, { count: era.mainCount, max: era.mainMax, powerballMax: GAMES[id].family === "powerball" ? era.bonusMax : null }];
    }),
  ) as Record<GameId, { count: number; max: number; powerballMax: number | null }>;
  return {
    parsed,
    result,
    rules,
    meta: pageMeta(context.env, {
      title: "Check My Numbers Against Every Past Draw",
      description: "Enter your Lotto, PowerBall or Daily Lotto numbers and see every past draw in our records where they would have won, with the division and prize.",
      path: "/check-numbers",
      keywords: ["check my lotto numbers", "lotto number checker", "powerball number checker"],
      breadcrumbs: [["Results History", "/history"], ["Check My Numbers", "/check-numbers"]],
    }),
  };
}

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

export default function CheckNumbers() {
  const { parsed, result, rules } = useLoaderData<typeof loader>();
  const [game, setGame] = useState<GameId>(parsed.game);
  const rule = rules[game];
  const values = "values" in parsed ? parsed.values : { game: parsed.game, numbers: "", powerball: "" };
  const errors = parsed.status === "invalid" ? parsed.errors : {};
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Check My Numbers</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          See every past draw in our records where your numbers would have won a prize, and in which division. Numbers are checked
          under each draw's own rules. Past results say nothing about future draws: every draw is random.
        </p>
      </header>
      <Form method="get" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-start" noValidate>
        <div>
          <label htmlFor="check-game" className="text-sm font-semibold">Game</label>
          <select id="check-game" name="game" value={game} onChange={(e) => setGame(e.target.value as GameId)} className={inputClass} aria-invalid={errors.game ? true : undefined} aria-describedby={errors.game ? "check-game-error" : undefined}>
            {GAME_IDS.map((id) => <option key={id} value={id}>{displayName(id)}</option>)}
          </select>
          {errors.game ? <p id="check-game-error" className="mt-1 text-sm font-semibold text-red-700">{errors.game}</p> : null}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="check-numbers" className="text-sm font-semibold">
            Your numbers <span className="font-normal text-slate-600">({rule.count} numbers from 1 to {rule.max}, separated by spaces)</span>
          </label>
          <input id="check-numbers" name="numbers" defaultValue={values.numbers} inputMode="numeric" autoComplete="off" className={inputClass}
            aria-invalid={errors.numbers ? true : undefined} aria-describedby={errors.numbers ? "check-numbers-error" : undefined} />
          {errors.numbers ? <p id="check-numbers-error" className="mt-1 text-sm font-semibold text-red-700">{errors.numbers}</p> : null}
        </div>
        <div>
          <label htmlFor="check-powerball" className="text-sm font-semibold">
            PowerBall <span className="font-normal text-slate-600">(PowerBall games only{rule.powerballMax ? `: 1 to ${rule.powerballMax}` : ""})</span>
          </label>
          <input id="check-powerball" name="powerball" defaultValue={values.powerball} inputMode="numeric" autoComplete="off" className={inputClass}
            aria-invalid={errors.powerball ? true : undefined} aria-describedby={errors.powerball ? "check-powerball-error" : undefined} />
          {errors.powerball ? <p id="check-powerball-error" className="mt-1 text-sm font-semibold text-red-700">{errors.powerball}</p> : null}
        </div>
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:col-start-4">Check numbers</button>
      </Form>
      {result && parsed.status === "ok" ? (
        <section aria-labelledby="check-results">
          <h2 id="check-results" className="text-xl font-bold">
            {result.wins.length === 0 ? "No wins" : `${formatInteger(result.wins.length)} winning ${result.wins.length === 1 ? "draw" : "draws"}`} for{" "}
            {parsed.ticket.numbers.join(" ")}
            {parsed.ticket.powerball !== null ? ` + PowerBall ${parsed.ticket.powerball}` : ""} in {displayName(parsed.game)}
          </h2>
          {result.drawsChecked === 0 && result.drawsSkipped === 0 ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="empty-state">
              {`There are no ${displayName(parsed.game)} draws in our records yet, so there was nothing to check against.`}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              Checked {formatInteger(result.drawsChecked)} {result.drawsChecked === 1 ? "draw" : "draws"} in our records
              {result.firstDate ? ` since ${formatShortDate(result.firstDate)}` : ""}
              {result.drawsSkipped > 0 ? ` (${formatInteger(result.drawsSkipped)} draws of a period whose prize table we do not hold were left out)` : ""}.
            </p>
          )}
          {result.wins.length > 0 ? (
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label="Winning draws">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="bg-slate-100">
                  <tr>
                    <th scope="col" className="px-3 py-2">Draw</th>
                    <th scope="col" className="px-3 py-2">Numbers drawn</th>
                    <th scope="col" className="px-3 py-2">You matched</th>
                    <th scope="col" className="px-3 py-2">Division</th>
                    <th scope="col" className="px-3 py-2 text-right">Prize each</th>
                  </tr>
                </thead>
                <tbody>
                  {result.wins.map((win) => (
                    <tr key={win.drawDate} className="border-t border-slate-100">
                      <td className="whitespace-nowrap px-3 py-2">
                        <a href={`/history?date=${win.drawDate}&game=${parsed.game}`} className="text-brand-700 underline">{formatDrawDate(win.drawDate)}</a>
                      </td>
                      <td className="px-3 py-2"><DrawBalls game={parsed.game} numbers={win.numbers} bonus={win.bonus} size="tiny" /></td>
                      <td className="px-3 py-2">{win.matched.join(", ") || "none"}{win.bonusMatched ? ` + ${GAMES[parsed.game].family === "powerball" ? "PowerBall" : "bonus"}` : ""}</td>
                      <td className="px-3 py-2">Div {win.division}: {matchCodeLabel(win.match)}</td>
                      <td className="px-3 py-2 text-right">{formatRandOr(win.payout, "Not in our records")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
