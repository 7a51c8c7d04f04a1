import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFound } from "./NotFound";

/** Renders the page for a route error; a status handler gets the thrown Response, the default anything. */
export type StatusHandler = (error: unknown) => ReactNode;

/**
 * The error page's frame: a heading, a sentence and the way home.
 */
function errorPage(title: string, text: string) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white">
        Go to Homepage
      </a>
    </section>
  );
}

/** The site's pages per status: the spec's not-found page, and "try again soon" when D1 is down (app/db/resilient-d1.server.ts). */
const SITE_STATUS_HANDLERS: Partial<Record<number, StatusHandler>> = {
  404: () => <NotFound />,
  503: () =>
    errorPage("Results are briefly unavailable", "We could not reach our results database just now. Please try again in a minute."),
};

const somethingWentWrong: StatusHandler = () =>
  errorPage("Something went wrong", "Sorry, this page could not be shown. Please try again, or go back to the latest results.");

/**
 * An ErrorBoundary with one handler per status (after the Epic Stack's): a thrown Response whose status
 * has a handler renders it; any other status, and an error that is not a Response, renders
 * `defaultStatusHandler`. Without props it is the root's: the site's 404 and 503 pages, else "Something
 * went wrong". A route passes its own `statusHandlers` (spread SITE_STATUS_HANDLERS to keep the site's).
 * The error itself (message, stack) is never shown: it belongs in the server's log, not on a page.
 */
export function GeneralErrorBoundary({
  statusHandlers = SITE_STATUS_HANDLERS,
  defaultStatusHandler = somethingWentWrong,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler?: StatusHandler;
}) {
  const error = useRouteError();
  return ((isRouteErrorResponse(error) && statusHandlers[error.status]) || defaultStatusHandler)(error);
}
