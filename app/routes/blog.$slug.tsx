import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdvertSlot } from "~/components/AdvertSlot";
import { SourcesList } from "~/components/SourcesList";
import { articleBySlug } from "~/content/articles.server";
import { fillTokens, tokenValues, usesRecords, usesStats } from "~/loaders/content-tokens.server";
import { loadSiteFacts } from "~/models/site-facts.server";
import { loadSiteFactsWithRecords } from "~/statistics/record-facts.server";
import { formatDay } from "~/words/dates";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { Card } from "~/components/ui/Card";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const article = articleBySlug(params.slug ?? "");
  if (!article) throw new Response("Not Found", { status: 404 });
  const { env, db } = context;
  // Records come from the statistics module (the figures its pages show), read only where used.
  const facts = article.htmlParts.some(usesRecords)
    ? await loadSiteFactsWithRecords(db)
    : article.htmlParts.some(usesStats)
      ? await loadSiteFacts(db)
      : null;
  const values = tokenValues(env, facts);
  const related = article.related.map((slug) => articleBySlug(slug)).filter((a) => a !== undefined);
  const url = `${env.SITE_URL}/blog/${article.slug}`;
  return {
    article: {
      id: article.id,
      slug: article.slug,
      title: article.title,
      description: article.description,
      category: article.category,
      readTime: article.readTime,
      publishDate: article.publishDate,
      updated: article.updated,
      author: article.author,
      ads: article.ads,
      relatedTitle: article.relatedTitle,
    },
    htmlParts: article.htmlParts.map((part) => fillTokens(part, values)),
    sources: article.sources,
    related: related.map(({ slug, title, description, category, readTime }) => ({ slug, title, description, category, readTime })),
    siteName: env.SITE_NAME,
    meta: pageMeta(env, {
      title: article.title,
      description: article.description,
      path: `/blog/${article.slug}`,
      type: "article",
      keywords: article.keywords,
      breadcrumbs: [
        ["Blog", "/blog"],
        [article.title, `/blog/${article.slug}`],
      ],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.description,
          url,
          mainEntityOfPage: url,
          datePublished: article.publishDate,
          dateModified: article.updated,
          author: { "@type": "Organization", name: `${env.SITE_NAME} ${article.author}` },
          publisher: { "@type": "Organization", name: env.SITE_NAME, logo: { "@type": "ImageObject", url: `${env.SITE_URL}/favicon.svg` } },
          image: `${env.SITE_URL}/og/default.png`,
          keywords: article.keywords.join(", "),
          wordCount: article.wordCount,
        },
      ],
    }),
  };
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

export default function BlogArticle() {
  const { article, htmlParts, related, siteName, sources } = useLoaderData<typeof loader>();
  const [firstPart, ...restParts] = htmlParts;
  return (
    <article className="mx-auto max-w-3xl">
      <BackToBlog />
      <header className="mt-4">
        <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{article.category}</span>
        <h1 className="mt-3 text-3xl leading-tight font-bold sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{article.description}</p>
        <p className="mt-3 text-sm text-slate-600">
          By the {article.author}, {siteName} · <time dateTime={article.publishDate}>{formatDay(article.publishDate)}</time> ·{" "}
          {article.readTime} min read
        </p>
      </header>
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: firstPart ?? "" }} />
      {article.ads && restParts.length > 0 ? <AdvertSlot slot={article.id} /> : null}
      {restParts.length > 0 ? <div className="prose-content" dangerouslySetInnerHTML={{ __html: restParts.join("") }} /> : null}
      <SourcesList list={sources} />
      <footer className="mt-10 space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-600">
        <p>
          Published by {siteName}. Written by our {article.author}.
        </p>
        <p>
          Last updated <time dateTime={article.updated}>{formatDay(article.updated)}</time>.
        </p>
        <p>Lottery games are for people aged 18 and older. Play responsibly.</p>
      </footer>
      {article.ads && related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="text-xl font-bold">
            {article.relatedTitle ?? "Related guides"}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((item) => (
              <Card as="li" key={item.slug}>
                <p className="text-xs font-semibold text-brand-700 uppercase">{item.category}</p>
                <Link to={`/blog/${item.slug}`} className="mt-1 block font-bold hover:underline">
                  {item.title}
                </Link>
                <p className="mt-1 text-xs text-slate-600">{item.readTime} min read</p>
              </Card>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-10">
        <BackToBlog />
      </div>
    </article>
  );
}
