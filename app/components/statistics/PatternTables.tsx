import { formatInteger } from "~/words/numbers";
import type { Combination, SplitRow, SumDistribution } from "~/statistics/figures";
import { Card } from "~/components/ui/Card";

const head = "px-2 py-1";

/** The pairs or triples drawn together most often in the window, with chance's count for any one of them. */
export function CombinationTable({
  title,
  combinations,
  expected,
  size,
}: {
  title: string;
  combinations: readonly Combination[];
  expected: number;
  size: number;
}) {
  return (
    <Card>
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-semibold">{title}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={head}>
              {size === 2 ? "Pair" : "Triple"}
            </th>
            <th scope="col" className={head}>
              Drawn together
            </th>
          </tr>
        </thead>
        <tbody className="stat-rows stat-semibold tabular-nums">
          {combinations.map((c) => (
            <tr key={c.numbers.join("-")}>
              <th scope="row">{c.numbers.join(" · ")}</th>
              <td>{`${formatInteger(c.drawn)}×`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {combinations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{`No ${size === 2 ? "pair" : "triple"} was drawn together more than once in this window.`}</p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        {`Chance predicts any one given ${size === 2 ? "pair" : "triple"} about ${expected < 0.1 ? expected.toFixed(3) : expected.toFixed(2)} times in this window; with so many ${size === 2 ? "pairs" : "triples"}, some always come up several times.`}
      </p>
    </Card>
  );
}

function SplitTable({ caption, groupLabel, rows }: { caption: string; groupLabel: string; rows: readonly SplitRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className={head}>
            {groupLabel}
          </th>
          <th scope="col" className={head}>
            Draws
          </th>
          <th scope="col" className={head}>
            Chance predicts
          </th>
        </tr>
      </thead>
      <tbody className="stat-rows tabular-nums">
        {rows.map((row) => (
          <tr key={row.inGroup}>
            <th scope="row">{`${row.inGroup} of ${rows.length - 1}`}</th>
            <td>{formatInteger(row.observed)}</td>
            <td>{row.expected.toFixed(1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Odd/even and low/high splits of the main balls against the hypergeometric chance of the era's matrix. */
export function SplitTables({
  oddEven,
  lowHigh,
  mainMax,
}: {
  oddEven: readonly SplitRow[];
  lowHigh: { lowTop: number; rows: readonly SplitRow[] };
  mainMax: number;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <SplitTable caption="Odd and even main balls" groupLabel="Odd balls in the draw" rows={oddEven} />
      </Card>
      <Card>
        <SplitTable
          caption={`Low (1-${lowHigh.lowTop}) and high (${lowHigh.lowTop + 1}-${mainMax}) main balls`}
          groupLabel="Low balls in the draw"
          rows={lowHigh.rows}
        />
      </Card>
    </div>
  );
}

/** The sum of each draw's main balls, in bins, against the exact distribution of the era's matrix. */
export function SumTable({ sums, mainCount }: { sums: SumDistribution; mainCount: number }) {
  return (
    <Card>
      <table className="w-full max-w-xl text-left text-sm">
        <caption className="pb-2 text-left font-semibold">{`Sum of the ${mainCount} main balls`}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={head}>
              Sum
            </th>
            <th scope="col" className={head}>
              Draws
            </th>
            <th scope="col" className={head}>
              Chance predicts
            </th>
          </tr>
        </thead>
        <tbody className="stat-rows tabular-nums">
          {sums.bins.map((bin) => (
            <tr key={bin.from}>
              <th scope="row">{`${bin.from}-${bin.to}`}</th>
              <td>{formatInteger(bin.observed)}</td>
              <td>{bin.expected.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        {`Average sum in this window: ${sums.mean === null ? "no draws" : sums.mean.toFixed(1)}; chance predicts ${sums.expectedMean.toFixed(1)} (sums can run from ${sums.min} to ${sums.max}).`}
      </p>
    </Card>
  );
}
