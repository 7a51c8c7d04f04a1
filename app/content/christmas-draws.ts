/**
 * What the draw schedule says about the next two Christmas Days ({{schedule.christmas}}): each one's
 * weekday, the main games whose weekly draw days it falls on, and whether the schedule (app/rules/schedule.ts,
 * which expects no draw on 25 December) holds a draw of any game that day. Computed from the rules, so the
 * sentence follows the calendar and the schedule, never a year typed into an article.
 */
import { formatDay } from "~/words/dates";
import { andList } from "~/words/lists";
import { currentEra, eraOn, GAMES, NEXT_DRAW_GAMES, type GameId } from "~/rules/games";
import { isScheduledDrawDate, weekdayOf } from "~/rules/schedule";

/** Content names of the main games (one spelling: PowerBall). */
const NAMES: Partial<Record<GameId, string>> = { lotto: "Lotto", powerball: "PowerBall" };

/** The main games with weekly draw days (Daily Lotto's are every day, so every Christmas falls on one). */
const WEEKLY_GAMES = NEXT_DRAW_GAMES.filter((game) => currentEra(game).drawDays.length < 7);

/** 25 December of this year (of next year once it has passed) and of the year after. */
export function nextChristmases(today: string): [string, string] {
  const year = Number(today.slice(0, 4)) + (today.slice(5) > "12-25" ? 1 : 0);
  return [`${year}-12-25`, `${year + 1}-12-25`];
}

function dayText(date: string): string {
  const games = WEEKLY_GAMES.filter((game) => eraOn(game, date)?.drawDays.includes(weekdayOf(date)));
  const whose = games.length ? `${andList(games.map((game) => NAMES[game] ?? GAMES[game].name))}'s draw day` : "no weekly game's draw day";
  return `${formatDay(date)} falls on ${whose}`;
}

/**
 * "Fri 25 Dec 2026 falls on PowerBall's draw day and Sat 25 Dec 2027 on Lotto's draw day; the schedule we
 * keep expects no draw of any game on either".
 */
export function christmasText(today: string): string {
  const days = nextChristmases(today);
  const scheduled = days.map((date) => NEXT_DRAW_GAMES.filter((game) => isScheduledDrawDate(game, date)));
  const verdict = scheduled.every((games) => games.length === 0)
    ? "the schedule we keep expects no draw of any game on either"
    : days
        .map((date, i) =>
          scheduled[i]!.length
            ? `the schedule we keep expects ${andList(scheduled[i]!.map((g) => NAMES[g] ?? GAMES[g].name))} on ${formatDay(date)}`
            : `no draw on ${formatDay(date)}`,
        )
        .join(" and ");
  return `${andList(days.map(dayText))}; ${verdict}`;
}
