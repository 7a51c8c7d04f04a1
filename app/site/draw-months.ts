/**
 * A year's draws by month, for the year archives' headings and jumps (`/results/{game}/{year}#march`).
 * The order of the draws is kept: each month's draws as they came, months in the order first met.
 */
import { monthName } from "~/words/dates";
import { formatInteger } from "~/words/numbers";

export interface MonthGroup<T> {
  /** 1 to 12. */
  month: number;
  /** The heading's id and the jump's fragment: "march". */
  id: string;
  /** "March 2018". */
  heading: string;
  draws: T[];
}

export const monthId = (month: number) => monthName(month).toLowerCase();

export function groupByMonth<T extends { date: string }>(draws: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<number, MonthGroup<T>>();
  for (const draw of draws) {
    const month = Number(draw.date.slice(5, 7));
    let group = groups.get(month);
    if (!group) {
      group = { month, id: monthId(month), heading: `${monthName(month)} ${draw.date.slice(0, 4)}`, draws: [] };
      groups.set(month, group);
    }
    group.draws.push(draw);
  }
  return [...groups.values()];
}

/** "9 draws in March 2018", "1 draw in April 2018". */
export function monthCountLine(count: number, monthAndYear: string): string {
  return `${formatInteger(count)} ${count === 1 ? "draw" : "draws"} in ${monthAndYear}`;
}
