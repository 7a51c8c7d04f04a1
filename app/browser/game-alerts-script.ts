/**
 * A game's results alerts' script (game and draw pages): the alerts' (alerts-script.ts) with the game's
 * jackpot thresholds (jackpot-choices.ts, issue 45). Inlined by the server into the section's own
 * placeholder (components/alerts/ResultsAlerts.tsx), so My Tickets, whose first visit is at its budget,
 * does not carry them.
 */
import { jackpotChoices } from "./jackpot-choices";
import { startResultsAlerts } from "./results-alerts";

for (const section of document.querySelectorAll<HTMLElement>("[data-alerts]")) startResultsAlerts(section, jackpotChoices);
