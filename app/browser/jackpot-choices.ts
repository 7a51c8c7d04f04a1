/**
 * A followed game's jackpot thresholds (issue 45, docs/alerts.md): on a game's own pages (the gameAlerts
 * script), a group labelled "PowerBall jackpot alert:" with a button per offered threshold ("Over R 100
 * million", app/push/jackpot-threshold.ts) and "None", shown once the game is followed. A tap sends the
 * subscription's thresholds with that game's changed; the server's answer is what the buttons show.
 */
import { jackpotText } from "~/push/jackpot-alert";
import { OFFERED_THRESHOLDS } from "~/push/jackpot-threshold";
import type { GameId } from "~/rules/game-names";
import { savedGames, type AlertsAddOn, type Jackpots } from "./results-alerts";

/** The thresholds this browser asked for, as the server last answered them. */
const JACKPOTS_KEY = "results-alerts-jackpots";

function savedJackpots(): Jackpots {
  try {
    return JSON.parse(localStorage.getItem(JACKPOTS_KEY) ?? "{}") as Jackpots;
  } catch {
    return {};
  }
}

/** A pressed-or-not choice, 44 px high, as the game buttons look. */
const CHOICE =
  "min-h-11 rounded-lg border border-brand-700 bg-white px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:before:content-['✓_'] aria-pressed:hover:bg-brand-800";

/** What the player reads after a jackpot threshold changed. */
function jackpotDoneMessage(name: string, threshold: number | null): string {
  return threshold === null
    ? `Done: no ${name} jackpot alerts on this device.`
    : `Done: this device will be told when the ${name} jackpot is estimated over ${jackpotText(threshold)}.`;
}

/** The thresholds after a tap: `game`'s set to `threshold` (null: none), the others kept. */
function jackpotsAfterTap(current: Jackpots, game: string, threshold: number | null): Jackpots {
  const next = { ...current };
  delete next[game];
  return threshold === null ? next : { ...next, [game]: threshold };
}

function choicesOf(game: GameId, name: string): HTMLElement {
  const group = document.createElement("div");
  group.setAttribute("role", "group");
  group.setAttribute("aria-labelledby", `jackpot-${game}`);
  group.dataset.jackpotGame = game;
  group.className = "flex flex-wrap items-center gap-2";
  group.hidden = true;
  const label = document.createElement("span");
  label.id = `jackpot-${game}`;
  label.className = "font-semibold";
  label.textContent = `${name} jackpot alert:`;
  group.appendChild(label);
  for (const amount of [...OFFERED_THRESHOLDS[game], null]) {
    const choice = document.createElement("button");
    choice.type = "button";
    choice.className = CHOICE;
    choice.dataset.jackpotThreshold = amount === null ? "" : String(amount);
    choice.setAttribute("aria-pressed", String(amount === null));
    choice.textContent = amount === null ? "None" : `Over ${jackpotText(amount)}`;
    group.appendChild(choice);
  }
  return group;
}

export const jackpotChoices: AlertsAddOn = (section, buttons, change) => {
  const box = section.querySelector<HTMLElement>("[data-jackpot-choices]");
  if (!box) return () => undefined;
  const groups = buttons.map((button) => {
    const game = button.dataset.alertGame as GameId;
    const name = button.dataset.alertName ?? game;
    const group = choicesOf(game, name);
    for (const choice of group.querySelectorAll<HTMLButtonElement>("button[data-jackpot-threshold]"))
      choice.addEventListener("click", () => {
        const threshold = choice.dataset.jackpotThreshold ? Number(choice.dataset.jackpotThreshold) : null;
        void change(threshold !== null, savedGames(), jackpotsAfterTap(savedJackpots(), game, threshold), () =>
          jackpotDoneMessage(name, threshold),
        );
      });
    box.appendChild(group);
    return group;
  });
  // A game's thresholds once it is followed; "None" pressed when it has none.
  return (games, answered) => {
    // From the server's answer (kept), or from what this browser remembers.
    if (answered) {
      try {
        localStorage.setItem(JACKPOTS_KEY, JSON.stringify(answered));
      } catch {
        // Storage refused: the buttons only forget their state.
      }
    }
    const jackpots = answered ?? savedJackpots();
    for (const group of groups) {
      const game = group.dataset.jackpotGame ?? "";
      group.hidden = !games.includes(game);
      for (const choice of group.querySelectorAll<HTMLButtonElement>("button[data-jackpot-threshold]"))
        choice.setAttribute("aria-pressed", String(choice.dataset.jackpotThreshold === String(jackpots[game] ?? "")));
    }
    box.hidden = groups.every((group) => group.hidden);
  };
};
