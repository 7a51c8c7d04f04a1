import { Link } from "@remix-run/react";

/** The spec's not-found page. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-700">Oops! The page you're looking for doesn't exist or may have been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Go to Homepage
        </Link>
        {/* The site script (app/browser/history-back.ts) takes the visitor back. */}
        <button
          type="button"
          data-history-back
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold hover:bg-slate-50"
        >
          Go Back
        </button>
      </div>
    </section>
  );
}
