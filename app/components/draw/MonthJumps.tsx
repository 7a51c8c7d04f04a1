import type { MonthGroup } from "~/site/draw-months";

/** A row of links to the year's month headings ("March"), in calendar order, only months with draws; the nav names the year. */
export function MonthJumps({ months, year }: { months: readonly Pick<MonthGroup<unknown>, "month" | "id" | "heading">[]; year: number }) {
  const inOrder = [...months].sort((a, b) => a.month - b.month);
  return (
    <nav aria-label={`Months of ${year}`}>
      <ul className="flex flex-wrap gap-2" data-testid="month-jumps">
        {inOrder.map(({ id, heading }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {heading.slice(0, heading.indexOf(" "))}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
