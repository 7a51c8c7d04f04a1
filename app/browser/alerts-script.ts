/**
 * The results alerts' script (results-alerts.ts): inlined by the server right after an alerts section
 * (components/alerts/ResultsAlerts.tsx renders its placeholder), so only the pages that offer alerts
 * carry it, and the section it starts is already parsed when it runs.
 */
import { startResultsAlerts } from "./results-alerts";

for (const section of document.querySelectorAll<HTMLElement>("[data-alerts]")) startResultsAlerts(section);
