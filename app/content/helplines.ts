/**
 * Verified responsible-gambling helplines: used by the dialog, the footer and /responsible-gaming.
 * The numbers live in the facts module (app/facts/facts.ts) with their source; this keeps the names the
 * components import.
 */
import { HELPLINE_LIST, MINIMUM_AGE, type Helpline } from "../facts/facts";

export type { Helpline };
export { MINIMUM_AGE };

export const HELPLINES: readonly Helpline[] = HELPLINE_LIST.lines;

export const PRIMARY_HELPLINE = HELPLINES[0]!;

/** "responsiblegambling.org.za" from its https address: how a website is shown beside its helpline. */
export const websiteLabel = (url: string) => url.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, "");
