import { Link } from "@remix-run/react";
import type { Trail } from "~/site/draw-paths";

/** The visible trail (the same one pageMeta puts in the BreadcrumbList JSON-LD); the last item is this page. */
export function Breadcrumbs({ trail }: { trail: Trail }) {
  const items: Trail = [["Home", "/"], ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map(([name, path], index) => {
          const last = index === items.length - 1;
          return (
            <li key={path} className="inline-flex items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-500">
                  ›
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {name}
                </span>
              ) : (
                <Link to={path} className="tap text-brand-700 underline underline-offset-2">
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
