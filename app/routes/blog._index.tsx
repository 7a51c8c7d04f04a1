import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { summaries } from "~/content/articles.server";
import { formatDay } from "~/words/dates";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ context }: LoaderFunctionArgs) {
  const { env } = context;
  const posts = summaries();
  return {
    posts,
    meta: pageMeta(env, {
      title: `Lottery Guides and Analysis | ${env.SITE_NAME} Blog`,
      description:
        "Guides to South African Lotto, PowerBall and Daily Lotto results: how to check tickets, odds and prizes, draw times, history and honest statistics.",
      path: "/blog",
      keywords: ["lotto guides", "powerball guide", "lottery blog south africa"],
      breadcrumbs: [["Blog", "/blog"]],
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Blog",
          name: `${env.SITE_NAME} Blog`,
          url: `${env.SITE_URL}/blog`,
          blogPost: posts.map((post) => ({
            "@type": "BlogPosting",
            headline: post.title,
            url: `${env.SITE_URL}/blog/${post.slug}`,
            datePublished: post.publishDate,
          })),
        },
      ],
    }),
  };
}

export default function BlogIndex() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Lottery Guides and Analysis</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Plain-language guides to the South African games: checking tickets, odds and prizes, draw times, history, and what statistics can
          and cannot tell you. Every draw is random; no article promises better odds.
        </p>
      </header>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-article-id={post.id}>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
            <h2 className="mt-2 text-lg leading-snug font-bold">
              <Link to={`/blog/${post.slug}`} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="mt-2 flex-1 text-sm text-slate-700">{post.description}</p>
            <p className="mt-4 text-xs text-slate-600">
              {formatDay(post.publishDate)} · {post.readTime} min read · {post.author}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
