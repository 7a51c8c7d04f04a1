import { Link } from "@remix-run/react";
import type { Trail } from "~/site/draw-paths";

/**
 * The visible trail (the same one pageMeta puts in the BreadcrumbList JSON-LD); the last item is this page.
 * One line at every width, so a "›" never stands on a line of its own. On a phone the last item (this page,
 * which the H1 names) is left out, so the trail's names fit whole ("PowerBall Plus" was cut to "Power…",
 * issue 43); a name still too long ends in "…" rather than wrapping. The full names stay in the links' text
 * (and the JSON-LD).
 */
export function Breadcrumbs({ trail }: { trail: Trail }) {
  const items: Trail = [["Home", "/"], ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-nowrap items-center gap-x-1 overflow-hidden" data-testid="breadcrumbs">
        {items.map(([name, path], index) => {
          const last = index === items.length - 1;
          return (
            // Short names ("Home", "Results", "2026") keep their width; the longer ones give way.
            <li
              key={path}
              className={`flex items-center gap-1 ${name.length <= 7 ? "shrink-0" : "min-w-0"} ${last && index > 1 ? "max-sm:hidden" : ""}`}
            >
              {index > 0 ? (
                <span aria-hidden="true" className="shrink-0 text-slate-500">
                  ›
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="truncate font-semibold text-slate-900">
                  {name}
                </span>
              ) : (
                // `tap`'s own min-width (44 px) is the least a long name shrinks to.
                <Link to={path} className="tap text-brand-700 underline underline-offset-2">
                  <span className="truncate">{name}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
