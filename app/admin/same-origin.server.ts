/**
 * Cross-site request forgery guard for every admin post (docs/decisions/003-admin-auth.md): a post is
 * accepted only when the browser says it came from one of our own pages. Browsers send `Origin` on every
 * POST (forms and fetch alike) and `Sec-Fetch-Site` on every request; neither can be set by a page's
 * script. A post that carries neither did not come from a browser page of ours, so it is refused too.
 */
import type { AppEnv } from "~/worker/env.server";

export function isSameOriginPost(request: Request, env: Pick<AppEnv, "SITE_URL">): boolean {
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    // The origin the request was made to (any deployment or local server), or the configured site.
    return origin === new URL(request.url).origin || origin === new URL(env.SITE_URL).origin;
  }
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}
