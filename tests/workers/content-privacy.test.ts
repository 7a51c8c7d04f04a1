/**
 * The privacy page against the running Worker (issue 20 §2): no visitor page and no contact-form answer
 * sets a cookie, and the one cookie the site does set (the admin session, at sign-in) is the one the
 * page names. The page's text is checked against the code in tests/unit/content-privacy.test.ts.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/admin/session.server";
import { summaries } from "~/content/articles.server";
import { SITE_PAGES } from "~/site/site-pages";

const ORIGIN = "https://privacy.test";
let next = 0;
const client = () => `2001:db8:d1:${(++next).toString(16)}::1`;

async function cookieNames(res: Response): Promise<string[]> {
  await res.arrayBuffer();
  return res.headers.getSetCookie().map((cookie) => cookie.split("=")[0]!.trim());
}

describe("cookies, as the privacy page states them", () => {
  it.each([...SITE_PAGES.map((page) => page.path), `/blog/${summaries()[0]!.slug}`])("%s sets no cookie for a visitor", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": client() } });
    expect(res.status, path).toBeLessThan(500);
    expect(await cookieNames(res), path).toEqual([]);
  });

  it("the contact form's answer sets no cookie, whatever was sent", async () => {
    const ip = client();
    const fields = {
      name: "Privacy Test",
      email: "privacy@example.com",
      subject: "Question",
      category: "general",
      message: "Does this form set a cookie on me?",
    };
    const res = await SELF.fetch(`${ORIGIN}/contact-us`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Host: "privacy.test", Origin: ORIGIN, "CF-Connecting-IP": ip },
      redirect: "manual",
    });
    expect([200, 302, 400, 429]).toContain(res.status);
    expect(await cookieNames(res)).toEqual([]);
  });

  it("only the administrator's sign-in sets one, and the privacy page names it", async () => {
    const res = await SELF.fetch(`${ORIGIN}/admin`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", password: "test-admin-password" }),
      headers: { Host: "privacy.test", Origin: ORIGIN, "CF-Connecting-IP": client() },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(await cookieNames(res)).toEqual([SESSION_COOKIE]);
    const privacy = await (await SELF.fetch(`${ORIGIN}/privacy-policy`)).text();
    const named = [...privacy.matchAll(/<tr>\s*<td><code>([^<]+)<\/code>/g)].map((m) => m[1]);
    expect(named).toEqual([SESSION_COOKIE]);
  });
});
