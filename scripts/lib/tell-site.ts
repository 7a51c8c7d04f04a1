/**
 * The remote ingest's last step (`npm run ingest -- --remote`, scripts/ingest.ts): the run wrote the real
 * D1 from this machine, not through the Worker, so it names the draws it changed to the deployed site
 * (POST /api/ingest/draws-changed, signed with INGEST_SECRET as the collector's pushes are), and the site
 * takes the step every write of draws takes: alerts queued, pages purged and rendered back. A long
 * backfill's draws go MAX_CHANGED_DRAWS to a call.
 */
import {
  DRAWS_CHANGED_PATH,
  MAX_CHANGED_DRAWS,
  signedDrawsChanged,
  type ChangedDrawList,
} from "../../app/ingest/draws-changed-call.server";
import { postToSite, type Printer } from "./site-post";

export interface TellSite {
  /** The deployed site's origin (--site-url, or SITE_URL of wrangler.toml). */
  siteUrl: string;
  secret: string;
  changed: ChangedDrawList;
  /** The signing clock (ms); now when unset. */
  now?: () => number;
  print?: Printer;
}

/** Tells the site which draws changed; true when it took every call. */
export async function tellSite({ siteUrl, secret, changed, now = Date.now, print = console }: TellSite): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(DRAWS_CHANGED_PATH, siteUrl);
  } catch {
    print.error(`The site's address must be its origin, e.g. https://example.co.za, got "${siteUrl}"`);
    return false;
  }
  let taken = true;
  for (let start = 0; start < changed.length; start += MAX_CHANGED_DRAWS) {
    const batch = changed.slice(start, start + MAX_CHANGED_DRAWS);
    const label = `Told ${url.origin} of ${batch.length} changed draw(s): `;
    // Each call signed when it goes: a long run's last call is still within the site's 300 s window.
    if (!(await postToSite(url, signedDrawsChanged(secret, batch, now()), label, print))) taken = false;
  }
  return taken;
}
