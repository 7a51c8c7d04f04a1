import { ruleText } from "~/rules/rules-text";
import { formatInteger, formatRand } from "~/words/numbers";
import { combinations, drawDaysText, eraOn, GAMES, type GameId } from "~/rules/games";
import { confirmedPriceOn } from "~/rules/prices";
import { Card } from "~/components/ui/Card";

/** The rules in force on `date` in two lines: the balls, then when it is drawn, the jackpot odds and the price where known. */
export function gameRuleLines(game: GameId, date: string): [string, string] | null {
  const era = eraOn(game, date);
  if (!era) return null;
  const addOn = GAMES[game].addOnTo;
  const when = `Drawn ${drawDaysText(era)} at ${era.drawTime} SAST${addOn ? `, after ${GAMES[addOn].name}, with the same ticket` : ""}`;
  const board = confirmedPriceOn(game, date);
  const price = board !== null ? `; ${formatRand(board)} a board` : "";
  return [`${ruleText(game, date)}.`, `${when}; jackpot odds 1 in ${formatInteger(combinations(era))}${price}.`];
}

export function GameRules({ lines, since }: { lines: [string, string]; since: string }) {
  return (
    <Card as="section" aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-lg font-bold">
        The rules now
      </h2>
      <p className="mt-2">{lines[0]}</p>
      <p className="text-slate-700">{lines[1]}</p>
      <p className="mt-2 text-sm text-slate-600">In force since {since}. Older draws are shown under the rules of their own date.</p>
    </Card>
  );
}
