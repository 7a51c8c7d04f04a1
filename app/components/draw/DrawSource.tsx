import { Link } from "@remix-run/react";

/** Where the draw's result came from and whether a second source confirmed it, in one line. */
export function DrawSource({ line }: { line: string }) {
  return (
    <p className="max-w-4xl text-sm text-slate-600" data-testid="draw-source">
      {line}{" "}
      <Link to="/data-sources" className="text-brand-700 underline hover:text-brand-800">
        About our data sources
      </Link>
    </p>
  );
}
