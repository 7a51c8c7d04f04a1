import { Link } from "@remix-run/react";
import type { BoardOutcome, Ticket } from "~/rules/check-numbers";
import { formatDay, formatRand, formatDrawNumber } from "~/format";
import { bonusName, GAMES, matchCodeLabel, type GameId } from "~/rules/games";
import type { NightAnswer, NightDraw } from "~/models/check-numbers.server";
import { checkerUrl, type CheckerState } from "./checker-url";
import { MarkedBalls } from "./MarkedBalls";
import { BrandLine } from "../BrandLine";

/** "Wed 18 Nov 2026": the site's one readable date. */
export const dayText = formatDay;

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

export function boardText(game: GameId, board: Ticket): string {
  return `${board.numbers.join(" ")}${board.powerball !== null ? ` + ${bonusName(game)} ${board.powerball}` : ""}`;
}

/** What a board won, in words: the division and its payout, or why there is no figure. Never an invented amount. */
export function outcomeText(outcome: BoardOutcome): string {
  if (outcome.kind === "none") return "No prize";
  if (outcome.kind === "unknown") return "Prize table not in our records";
  const division = `Division ${outcome.division} (${matchCodeLabel(outcome.match)})`;
  return outcome.payout === null ? `${division}: payout not published` : `${division}: ${formatRand(outcome.payout)} per winner`;
}

/** outcomeText, with "R" never breaking away from its amount. */
function OutcomeText({ outcome }: { outcome: BoardOutcome }) {
  if (outcome.kind !== "prize" || outcome.payout === null) return <>{outcomeText(outcome)}</>;
  return (
    <>
      {`Division ${outcome.division} (${matchCodeLabel(outcome.match)}): `}
      <span className="whitespace-nowrap">{formatRand(outcome.payout)}</span> per winner
    </>
  );
}

function matchedText(game: GameId, matched: readonly number[], bonusMatched: boolean): string {
  const extra = bonusMatched ? ` + ${bonusName(game)}` : "";
  if (matched.length === 0) return bonusMatched ? `You matched the ${bonusName(game)}` : "You matched no numbers";
  return `You matched ${matched.length} (${matched.join(", ")})${extra}`;
}

/**
 * The player's question first: what did these boards win in the latest draw (or the chosen one) and the
 * other draws of that night. Each draw links to its own page; each board gets its own answer.
 */
export function NightResults({
  night,
  game,
  boards,
  state,
}: {
  night: NightAnswer;
  game: GameId;
  boards: readonly Ticket[];
  state: CheckerState;
}) {
  const gameName = GAMES[game].name;
  if (night.kind === "no-draws") {
    return (
      <section aria-labelledby="night-heading" className="space-y-2">
        <h2 id="night-heading" className="text-xl font-bold">
          Latest draw
        </h2>
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          Our records hold no {gameName} draws yet, so there is no draw to check.
        </p>
      </section>
    );
  }
  if (night.kind === "no-draw") {
    return (
      <section aria-labelledby="night-heading" className="space-y-2" data-testid="no-draw">
        <h2 id="night-heading" className="text-xl font-bold">
          No {gameName} draw on {dayText(night.date)}
        </h2>
        <p className="text-slate-700">Our records hold no {gameName} draw on that date. The nearest draws:</p>
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {night.previous ? (
            <li>
              <Link to={checkerUrl(state, night.previous)} className={linkClass}>
                Check against {dayText(night.previous)}
              </Link>
            </li>
          ) : null}
          {night.next ? (
            <li>
              <Link to={checkerUrl(state, night.next)} className={linkClass}>
                Check against {dayText(night.next)}
              </Link>
            </li>
          ) : null}
        </ul>
      </section>
    );
  }
  const sameNight = night.draws.every((draw) => draw.drawDate === night.date);
  return (
    <section aria-labelledby="night-heading" className="space-y-4" data-testid="night-results">
      <div>
        {/* The answer first, in one line (issue 33). */}
        <p className="text-lg font-bold text-brand-800" data-testid="night-answer">
          {answerLine(night.draws, night.latest)}
        </p>
        <h2 id="night-heading" className="mt-2 text-xl font-bold">
          {night.latest
            ? sameNight
              ? `Latest draws: ${dayText(night.date)}`
              : "Latest draw of each game"
            : `Your draw: ${dayText(night.date)}`}
        </h2>
        {night.latest && !sameNight ? (
          <p className="mt-1 text-sm text-slate-700">Each game&rsquo;s newest draw in our records, whatever its night.</p>
        ) : null}
      </div>
      <div
        className={`grid gap-4 ${night.draws.length >= 3 ? "md:grid-cols-2 xl:grid-cols-3" : night.draws.length === 2 ? "md:grid-cols-2" : ""}`}
      >
        {night.draws.map((draw) => (
          <DrawAnswer key={draw.game} draw={draw} boards={boards} />
        ))}
      </div>
      {night.missing.length > 0 ? (
        <p className="text-sm text-slate-700">Our records hold no {night.missing.join(" or ")} draw of this night.</p>
      ) : null}
      <nav aria-label="Other draws to check" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {night.previous ? (
          <Link to={checkerUrl(state, night.previous)} className={linkClass}>
            ← Check the previous draw ({dayText(night.previous)})
          </Link>
        ) : null}
        {night.next ? (
          <Link to={checkerUrl(state, night.next)} className={linkClass}>
            Check the next draw ({dayText(night.next)}) →
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

/**
 * The one-line answer: "Your numbers won R 60 on Lotto Plus 1, Wed 7 Oct 2026" (every prize, the division
 * where the payout is not published), or "No win on the latest draws".
 */
export function answerLine(draws: readonly NightDraw[], latest: boolean): string {
  const prizes = draws.flatMap((draw) =>
    draw.boards.flatMap((board, index) =>
      board.outcome.kind === "prize"
        ? [
            `${board.outcome.payout !== null ? formatRand(board.outcome.payout) : `Division ${board.outcome.division}`} on ${draw.gameName}, ${dayText(draw.drawDate)}${draw.boards.length > 1 ? ` (board ${index + 1})` : ""}`,
          ]
        : [],
    ),
  );
  if (prizes.length === 0) return latest ? "No win on the latest draws" : `No win on the draws of ${dayText(draws[0]!.drawDate)}`;
  return `Your numbers won ${prizes.length === 1 ? prizes[0] : `${prizes.slice(0, -1).join(", ")} and ${prizes[prizes.length - 1]}`}`;
}

function DrawAnswer({ draw, boards }: { draw: NightDraw; boards: readonly Ticket[] }) {
  const headingId = `draw-${draw.game}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-game={draw.game}
      data-testid={`night-${draw.game}`}
    >
      <h3 id={headingId} className="text-lg font-bold">
        <Link to={draw.path} className="inline-flex min-h-11 items-center text-(--game-text) underline underline-offset-2">
          {draw.gameName}
        </Link>
        <BrandLine game={draw.game} date={draw.drawDate} />
      </h3>
      <p className="text-sm text-slate-700">
        {dayText(draw.drawDate)}
        {draw.drawNumber !== null ? ` · Draw ${formatDrawNumber(draw.drawNumber)}` : ""}
      </p>
      {/* The items' look is the list's (`*:`): ten boards make thirty items on a page. */}
      <ol className="mt-3 space-y-4 *:space-y-2 *:border-t *:border-slate-100 *:pt-3 *:first:border-t-0 *:first:pt-0">
        {draw.boards.map((answer, index) => {
          const board = boards[index]!;
          const won = answer.outcome.kind === "prize";
          return (
            <li key={index} data-testid="board-answer">
              <p className="text-sm">
                <span className="font-semibold">{`Board ${index + 1}:`}</span> {boardText(draw.game, board)}
              </p>
              <MarkedBalls
                game={draw.game}
                numbers={draw.numbers}
                bonus={draw.bonus}
                matched={answer.matched}
                bonusMatched={answer.bonusMatched}
                label={`${draw.gameName} numbers drawn, board ${index + 1}'s matches marked`}
              />
              <p className="text-sm text-slate-700">{matchedText(draw.game, answer.matched, answer.bonusMatched)}</p>
              <p className={`font-semibold ${won ? "text-brand-800" : "text-slate-800"}`} data-testid="outcome">
                {won ? <span aria-hidden="true">★ </span> : null}
                <OutcomeText outcome={answer.outcome} />
              </p>
            </li>
          );
        })}
      </ol>
      {!draw.hasDivisions && draw.boards.some((b) => b.outcome.kind === "prize") ? (
        <p className="mt-3 text-sm text-slate-600">{"We don't have the prize table for this draw, so no payout is shown."}</p>
      ) : null}
    </article>
  );
}
