import { Link } from "@remix-run/react";
import type { Ticket } from "~/rules/check-numbers";
import { formatDay } from "~/words/dates";
import { formatDrawNumber, formatRand } from "~/words/numbers";
import { bonusName, GAMES, type GameId } from "~/rules/games";
import { divisionName, type Verdict } from "~/tickets/verdict";
import type { NightAnswer, NightDraw } from "~/views/check-numbers.server";
import { boardVerdictText, nightHeadline, type LinkedText } from "./answer-text";
import { checkerUrl, type CheckerState } from "./checker-url";
import { BigWinBox, ClaimNote } from "./ClaimNotes";
import { MarkedBalls } from "./MarkedBalls";
import { bigWins, nightClaims } from "./night-claims";
import { OfficialLink } from "./OfficialLink";
import { BrandLine } from "../BrandLine";
import { DisputedDate } from "../draw/DisputedDate";
import { Card } from "~/components/ui/Card";

/** "Wed 18 Nov 2026": the site's one readable date. */
const dayText = formatDay;

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2";

export function boardText(game: GameId, board: Ticket): string {
  return `${board.numbers.join(" ")}${board.powerball !== null ? ` + ${bonusName(game)} ${board.powerball}` : ""}`;
}

/** Words, then the official results' link when they end on a gap. */
function Linked({ words, officialUrl, link }: { words: LinkedText; officialUrl: string; link: string }) {
  return (
    <>
      {words.text}
      {words.official ? (
        <>
          {" "}
          <OfficialLink href={officialUrl}>{link}</OfficialLink>
        </>
      ) : null}
    </>
  );
}

/** A board's verdict (boardVerdictText), "R" never breaking away from its amount. */
function VerdictLine({ verdict, officialUrl }: { verdict: Verdict; officialUrl: string }) {
  if (verdict.kind === "won" && verdict.payout !== null) {
    return (
      <>
        {`${divisionName(verdict)}: `}
        <span className="whitespace-nowrap">{formatRand(verdict.payout)}</span> per winner
      </>
    );
  }
  return <Linked words={boardVerdictText(verdict)} officialUrl={officialUrl} link="see the official result" />;
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
  today,
  officialUrl,
}: {
  night: NightAnswer;
  game: GameId;
  boards: readonly Ticket[];
  state: CheckerState;
  /** The SA date of the answer: claim lines count from it. */
  today: string;
  /** The operator's results (OPERATOR_URL): where a gap is sent. */
  officialUrl: string;
}) {
  const gameName = GAMES[game].name;
  if (night.kind === "no-draws") {
    return (
      <section aria-labelledby="night-heading" className="space-y-2">
        <h2 id="night-heading" className="text-xl font-bold">
          Latest draw
        </h2>
        <Card as="p" className="text-slate-700">
          Our records hold no {gameName} draws yet, so there is no draw to check.
        </Card>
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
  const headline = nightHeadline(night);
  const claims = nightClaims(night);
  const big = bigWins(night);
  return (
    <section aria-labelledby="night-heading" className="space-y-4" data-testid="night-results">
      <div>
        {/* The answer first, in one line (issue 33): wins, what we cannot tell, no win, what was not checked. */}
        <p className="text-lg font-bold text-brand-800" data-testid="night-answer">
          <Linked words={headline} officialUrl={officialUrl} link="Official results" />
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
      {night.disputed ? <DisputedDate disputed={night.disputed} /> : null}
      {big.length > 0 ? <BigWinBox wins={big} today={today} /> : null}
      <div
        className={`grid gap-4 ${night.draws.length >= 3 ? "md:grid-cols-2 xl:grid-cols-3" : night.draws.length === 2 ? "md:grid-cols-2" : ""}`}
      >
        {night.draws.map((draw) => (
          <DrawAnswer key={draw.game} draw={draw} boards={boards} officialUrl={officialUrl} />
        ))}
      </div>
      {claims ? <ClaimNote claims={claims} today={today} /> : null}
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

function DrawAnswer({ draw, boards, officialUrl }: { draw: NightDraw; boards: readonly Ticket[]; officialUrl: string }) {
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
          const { verdict } = answer;
          const won = verdict.kind === "won";
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
              <p
                className={`font-semibold ${won ? "text-brand-800" : verdict.kind === "cannot-tell" ? "text-amber-900" : "text-slate-800"}`}
                data-testid="outcome"
                data-verdict={verdict.kind}
              >
                {won ? <span aria-hidden="true">★ </span> : null}
                <VerdictLine verdict={verdict} officialUrl={officialUrl} />
              </p>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
