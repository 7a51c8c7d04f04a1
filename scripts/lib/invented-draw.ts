/**
 * INVENTED draws for the benchmarks that bring a new draw in through the real ingest (bench:publication,
 * bench:push): the balls chosen by a seeded generator by the rules of the game's era, a prize table of
 * the fake source's shape, and the draw number that follows the newest numbered draw the site holds.
 * Never shown as real results: they live only in the benchmarks' throw-away databases.
 */
import { eraOn, type GameId } from "../../app/rules/games";
import { addDays, isScheduledDrawDate } from "../../app/rules/schedule";
import type { PublishedDraw } from "../../tests/fake-source/control";
import { FAKE_PRIZE_TABLES, type FakeLevel } from "../../tests/fake-source/payloads";

/** A draw of `game` on `date` by the rules of its era, balls chosen by `random` (numbers in [0, 1)). INVENTED. */
export function inventedDraw(game: GameId, date: string, issue: number, random: () => number): PublishedDraw {
  const era = eraOn(game, date);
  if (!era) throw new Error(`no ${game} era on ${date}`);
  const pick = (max: number, taken: Set<number>) => {
    for (;;) {
      const ball = 1 + Math.floor(random() * max);
      if (!taken.has(ball)) return ball;
    }
  };
  const mains = new Set<number>();
  while (mains.size < era.mainCount) mains.add(pick(era.mainMax, mains));
  const bonus = era.bonusMax === null ? undefined : era.bonusFromMainDrum ? pick(era.mainMax, mains) : pick(era.bonusMax, new Set());
  const levels: FakeLevel[] = FAKE_PRIZE_TABLES[game].map((_, index) => ({
    division: index + 1,
    winners: index === 0 ? 0 : 10 ** index + Math.floor(random() * 100),
    payoutRand: Math.round(1_000_000 / (index + 1) ** 3),
  }));
  return { issue, date, numbers: [...mains], ...(bonus === undefined ? {} : { bonus }), nextJackpotRand: 5_000_000, latest: true, levels };
}

/** The draw number of the game's draw on `date`: the newest numbered draw held, plus the scheduled draws since. */
export function issueOn(game: GameId, date: string, anchor: { date: string; number: number }): number {
  let issue = anchor.number;
  for (let day = addDays(anchor.date, 1); day <= date; day = addDays(day, 1)) if (isScheduledDrawDate(game, day)) issue++;
  return issue;
}
