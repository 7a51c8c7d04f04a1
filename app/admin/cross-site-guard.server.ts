/**
 * A cross-site post to the admin page, answered 403 before Remix sees it.
 *
 * Remix (2.17) already refuses a document or data POST whose `Origin` names another host than `Host`,
 * before any action runs, but it answers that with an empty 500 and logs an error. Called from the
 * Worker's `fetch` ahead of the Remix handler, this turns the same refusal into the 403 it is. The admin
 * action's own check (same-origin.server.ts) stays in place for posts that carry no `Origin`; the refresh
 * API is a resource route, which Remix does not check, and refuses with its own 403 JSON.
 */
import { isSameOriginPost } from "./same-origin.server";

const ADMIN_PAGE_PATHS = new Set(["/admin", "/admin/", "/admin.data"]);
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function refuseCrossSiteAdminPost(request: Request, siteUrl: string): Response | null {
  if (!UNSAFE_METHODS.has(request.method) || !ADMIN_PAGE_PATHS.has(new URL(request.url).pathname)) return null;
  if (isSameOriginPost(request, { SITE_URL: siteUrl })) return null;
  return new Response("Forbidden: this request did not come from this site's admin page.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
