/**
 * A signed POST from a command line to the deployed site, and the site's answer printed as it came: the
 * collector's pushes (scripts/collect.ts) and the remote ingest's "draws changed" call (tell-site.ts).
 */

/** Where a script prints: the console, or a test's recorder. */
export type Printer = Pick<Console, "log" | "error">;

/** POSTs `init` to `url`; prints the answer (or that the site could not be reached) and says whether it was taken. */
export async function postToSite(url: URL, init: RequestInit, label: string, print: Printer = console): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    print.error(`${url.href}: unreachable (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
  const text = await response.text();
  print.log(`${label}site answered HTTP ${response.status}: ${text.trim()}`);
  return response.ok;
}
