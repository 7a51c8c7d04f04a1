import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { loadContentPage } from "~/loaders/content-page.server";
import { HELPLINES, MINIMUM_AGE, websiteLabel } from "~/content/helplines";
import { metaTags } from "~/seo/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export function loader({ context }: LoaderFunctionArgs) {
  return loadContentPage(context, "responsible-gaming", {
    keywords: ["responsible gambling", "gambling helpline south africa", "problem gambling help"],
    breadcrumbs: [["Responsible Gaming", "/responsible-gaming"]],
  });
}

export default function ResponsibleGaming() {
  const { title, updated, html, sources } = useLoaderData<typeof loader>();
  return (
    <ContentPage title={title} updated={updated} html={html} sources={sources}>
      <section aria-labelledby="helplines-heading" className="mt-6 rounded-2xl border-2 border-red-200 bg-red-50 p-5">
        <h2 id="helplines-heading" className="text-xl font-bold text-red-900">
          Emergency helplines
        </h2>
        <p className="mt-1 text-sm text-red-900">Free and confidential. Lottery games are for people aged {MINIMUM_AGE}+ only.</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {HELPLINES.map((line) => (
            <li key={line.name} className="rounded-xl bg-white p-4">
              <p className="font-semibold">{line.name}</p>
              <p className="mt-1 text-sm text-slate-700">{line.description}</p>
              <a href={`tel:${line.tel}`} className="mt-2 block text-xl font-bold text-brand-700 underline">
                {line.phone}
              </a>
              <p className="text-sm text-slate-700">{line.hours}</p>
              {line.website ? (
                <a href={line.website} target="_blank" rel="noopener noreferrer" className="text-sm text-brand-700 underline">
                  {websiteLabel(line.website)}
                </a>
              ) : null}
              {line.extra ? <p className="mt-1 text-sm text-slate-700">{line.extra}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
