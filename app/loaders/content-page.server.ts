import type { AppLoadContext } from "@remix-run/cloudflare";
import { pageMeta, type PageMetaInput } from "~/seo/meta.server";
import { contentPage, type PageName } from "../content/pages.server";
import { sourcesOfContent } from "../content/fact-sources";
import { fillTokens, tokenValues, usesRecords, usesStats } from "./content-tokens.server";
import { loadSiteFacts } from "~/models/site-facts.server";
import { loadSiteFactsWithRecords } from "~/statistics/record-facts.server";

/** Loader data of a Markdown-backed page: its HTML with tokens filled, and its metadata. */
export async function loadContentPage(
  context: AppLoadContext,
  name: PageName,
  meta: Omit<PageMetaInput, "title" | "description" | "path">,
) {
  const page = contentPage(name);
  // Records come from the statistics module (the figures its pages show), read only where used.
  const facts = usesRecords(page.html)
    ? await loadSiteFactsWithRecords(context.db)
    : usesStats(page.html)
      ? await loadSiteFacts(context.db)
      : null;
  return {
    title: page.title,
    updated: page.updated,
    html: fillTokens(page.html, tokenValues(context.env, facts)),
    // The sources of the hand-kept facts the page states (its tokens and its `facts:` field).
    sources: sourcesOfContent(page.html, page.facts),
    meta: pageMeta(context.env, {
      title: `${page.title} | ${context.env.SITE_NAME}`,
      description: page.description,
      path: `/${name}`,
      ...meta,
    }),
  };
}
