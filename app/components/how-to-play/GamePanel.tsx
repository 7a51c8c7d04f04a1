import { formatDay } from "~/words/dates";
import { formatInteger, formatRand } from "~/words/numbers";
import type { GameGuide } from "~/views/how-to-play.server";

export type GuideWithSteps = GameGuide & { steps: [string, string][] };

/** Large amounts to the rand: a median of R 155,395.35 reads as R 155,395. */
const amount = (rand: number) => formatRand(rand >= 100 ? Math.round(rand) : rand);

function PrizeCell({ prize }: { prize: GameGuide["prizes"][number] }) {
  if (prize.fixed !== null) {
    return (
      <>
        <span className="font-semibold whitespace-nowrap">{formatRand(prize.fixed)}</span>{" "}
        <span className="text-xs text-slate-600">(fixed)</span>
      </>
    );
  }
  return (
    <>
      Share of a pool
      {prize.medianPaid !== null ? (
        <span className="block text-xs whitespace-nowrap text-slate-600">median {amount(prize.medianPaid)}</span>
      ) : null}
    </>
  );
}

/** One game's tab: steps, key facts, the prize table (odds from the rules, payouts from the data) and the eras. */
export function GamePanel({ guide }: { guide: GuideWithSteps }) {
  const bonusText =
    guide.game === "powerball"
      ? `, plus a PowerBall from 1 to ${guide.bonusMax}`
      : guide.game === "lotto"
        ? ", plus a bonus ball drawn from the same machine"
        : "";
  const fixedCount = guide.prizes.filter((p) => p.fixed !== null).length;
  const heading = guide.game === "lotto" ? "SA Lotto" : guide.name;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold">How to play {heading}</h2>
      <ol className="grid gap-4 md:grid-cols-2">
        {guide.steps.map(([title, text], i) => (
          <li key={title} className="rounded-xl bg-slate-50 p-4">
            <h3 className="font-semibold">
              <span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-white">{i + 1}</span>
              {title}
            </h3>
            <p className="mt-2 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby={`facts-${guide.game}`}>
        <h3 id={`facts-${guide.game}`} className="text-lg font-bold">
          Key facts
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            {guide.mainCount} numbers from 1 to {guide.mainMax}
            {bonusText} (rules in force since {formatDay(guide.eraFrom)}).
          </li>
          <li>
            Draws: {guide.drawDays} at {guide.drawTime} SAST.
          </li>
          <li>
            Jackpot odds: 1 in {formatInteger(guide.jackpotOdds)}
            {guide.anyPrizeOdds ? `; odds of any prize: about 1 in ${guide.anyPrizeOdds}` : ""}.
          </li>
          <li>
            {guide.prizes.length} prize divisions.{" "}
            {fixedCount > 0
              ? `The top ${guide.prizes.length - fixedCount} share a prize pool, so their payouts change from draw to draw; the other ${fixedCount} pay a fixed amount.`
              : "Winners of every division share its prize pool, so payouts change from draw to draw."}
          </li>
          <li>
            {!guide.price
              ? "The price of a board today is not in our records: check it at a retailer or on the official site."
              : guide.price.hobbyOnly
                ? `The price of a board today is not confirmed: only hobby projects state one (${formatRand(guide.price.amount)}), no operator page or news report we hold. Check it at a retailer or on the official site (prices below).`
                : `A board costs ${formatRand(guide.price.amount)}.`}
          </li>
          {guide.game === "daily-lotto" ? (
            <li>
              The jackpot never rolls over: when nobody matches all five, the jackpot pool rolls down to that night&apos;s Match 4 winners,
              who share it; Match 3 and Match 2 are paid as on any other night.
            </li>
          ) : null}
        </ul>
      </section>
      <section aria-labelledby={`prizes-${guide.game}`}>
        <h3 id={`prizes-${guide.game}`} className="text-lg font-bold">
          Prize divisions and odds
        </h3>
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${guide.name} prize divisions`}>
          <table className="stack-table w-full text-left text-sm sm:min-w-[20rem]">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-2 py-2">
                  <abbr title="Division" className="no-underline">
                    Div.
                  </abbr>
                </th>
                <th scope="col" className="px-3 py-2">
                  Match
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Odds (1 in)
                </th>
                <th scope="col" className="px-3 py-2">
                  Prize per winner
                </th>
              </tr>
            </thead>
            <tbody>
              {guide.prizes.map((prize) => (
                <tr key={prize.division} className="border-t border-slate-100">
                  <td className="sm:px-2 sm:py-1.5" data-label="Division">
                    {prize.division}
                  </td>
                  <td className="whitespace-nowrap sm:px-3 sm:py-1.5" data-label="Match">
                    {prize.match}
                  </td>
                  <td className="tabular-nums sm:px-3 sm:py-1.5 sm:text-right" data-label="Odds (1 in)">
                    {prize.oddsOneIn >= 100 ? formatInteger(prize.oddsOneIn) : prize.oddsOneIn}
                  </td>
                  <td className="sm:px-3 sm:py-1.5" data-label="Prize per winner">
                    <PrizeCell prize={prize} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Odds computed from the game's numbers. Prizes as our division data shows them
          {guide.prizeSample
            ? ` (${formatInteger(guide.prizeSample.draws)} draws from ${formatDay(guide.prizeSample.first)} to ${formatDay(guide.prizeSample.last)})`
            : ""}
          : a fixed amount is the same in every draw; a pool share depends on sales and the number of winners.
        </p>
      </section>
      <section aria-labelledby={`eras-${guide.game}`}>
        <h3 id={`eras-${guide.game}`} className="text-lg font-bold">
          How the rules changed
        </h3>
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${guide.name} rule changes`}>
          <table className="stack-table w-full text-left text-sm sm:min-w-[32rem]">
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Period
                </th>
                <th scope="col" className="px-3 py-2">
                  Numbers
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Jackpot odds (1 in)
                </th>
              </tr>
            </thead>
            <tbody>
              {guide.eras.map((era) => (
                <tr key={era.from} className="border-t border-slate-100">
                  <td className="stack-wide sm:px-3 sm:py-1.5" data-label="Period">
                    {formatDay(era.from)} – {era.to ? formatDay(era.to) : "now"}
                  </td>
                  <td className="stack-wide sm:px-3 sm:py-1.5" data-label="Numbers">
                    {era.mainCount} from 1-{era.mainMax}
                    {era.bonusMax ? ` + 1 from 1-${era.bonusMax}` : ""}
                  </td>
                  <td className="tabular-nums sm:px-3 sm:py-1.5 sm:text-right" data-label="Jackpot odds (1 in)">
                    {formatInteger(era.jackpotOdds)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {guide.changes.length > 0 ? (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {guide.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
