/**
 * The terms of the open results data (the API, the downloads and the widget), stated once for the /api
 * page and the OpenAPI document. The results themselves are facts the National Lottery publishes; what
 * this site adds (the collection, its checking against several sources, the format) is offered under
 * CC BY 4.0, so anyone may reuse it with a credit. Decision record: docs/decisions/007-open-data.md.
 */
export const OPEN_DATA_LICENCE = {
  name: "CC BY 4.0",
  url: "https://creativecommons.org/licenses/by/4.0/",
} as const;

/** How to credit the data: the site's name, the page or file used and the date it was fetched. */
export function citation(siteName: string, url: string): string {
  return `${siteName}, South African lottery results (${url}), retrieved on <date>. Licensed under ${OPEN_DATA_LICENCE.name}.`;
}
