/**
 * The home page's hero slides. A slide leads with the next draw's jackpot when we hold it (the estimate
 * the draw just before announced); otherwise with the last draw's numbers, so two games without a
 * known jackpot never show the same empty headline. Without any draw it leads with the next draw's date.
 */
import type { DrawRow } from "~/db/schema";
import { formatDay } from "~/words/dates";
import { formatRand } from "~/words/numbers";
import { displayName, type GameId } from "~/rules/games";
import { saIsoDateTime } from "~/rules/schedule";
import { toNextDraw } from "~/rules/schedule";

/** One game's slide of the home page's slider (components/home/HeroSlider.tsx). */
export interface HeroSlide {
  id: GameId;
  /** What the slide leads with: the next draw's jackpot, else the last draw's balls, else the next draw's date. */
  lead: "jackpot" | "latest" | "date";
  heading: string;
  jackpot: number | null;
  /** The big text: the jackpot ("R 42,000,000") or the next draw's date; null when the balls lead. */
  headline: string | null;
  /** The newest draw's balls, when they lead. */
  last: { drawDate: string; numbers: number[]; bonus: number | null } | null;
  /** The lines under the headline: when the next draw is, when the last one was. */
  lines: string[];
  drawDate: string;
  drawTime: string;
  targetIso: string;
  status: "scheduled" | "in-progress";
  /** The countdown's accessible name. */
  countdownLabel: string;
}

/** `jackpotHeading`: the spec's heading of the slide when the jackpot is known ("Next Powerball Jackpot"). */
export function heroSlide(game: GameId, jackpotHeading: string, now: Date, latest: DrawRow | undefined): HeroSlide {
  const next = toNextDraw(game, now, latest);
  const name = displayName(game);
  const lead: HeroSlide["lead"] = next.jackpot !== null ? "jackpot" : latest ? "latest" : "date";
  const headings = { jackpot: jackpotHeading, latest: `Latest ${name} Results`, date: `Next ${name} Draw` };
  const nextDraw = `${formatDay(next.date)} at ${next.time} SAST`;
  // The texts are made here, so the browser's code only places them.
  const texts = {
    jackpot: { headline: formatRand(next.jackpot ?? 0), lines: [nextDraw] },
    latest: { headline: null, lines: [`Drawn ${latest ? formatDay(latest.drawDate) : ""}`, `Next draw: ${nextDraw}`] },
    date: { headline: nextDraw, lines: [] },
  }[lead];
  return {
    id: game,
    lead,
    heading: headings[lead],
    jackpot: next.jackpot,
    ...texts,
    last: lead === "latest" && latest ? { drawDate: latest.drawDate, numbers: latest.numbers, bonus: latest.bonus } : null,
    drawDate: next.date,
    drawTime: next.time,
    targetIso: saIsoDateTime(next.date, next.time),
    status: next.status,
    countdownLabel: `Time until the next ${name} draw`,
  };
}
