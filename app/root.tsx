import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { GeneralErrorBoundary } from "./components/GeneralErrorBoundary";
import { SiteDialogs } from "./components/SiteDialogs";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { Spinner } from "./components/Spinner";
import { documentNeedsScripts, pageHasHero, pageHasWallet } from "./site/page-handle";
import { saDate } from "./words/sa-time";
import { APPLE_TOUCH_ICON } from "./site/app-icons";
import { THEME_COLOUR } from "./site/web-app-manifest";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The site installs as an app from any page (app/site/web-app-manifest.ts); iOS takes its icon from here.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON },
];

export function loader({ context }: LoaderFunctionArgs) {
  return {
    nonce: context.cspNonce,
    siteName: context.env.SITE_NAME,
    year: Number(saDate(new Date()).slice(0, 4)),
  };
}

const FALLBACK = { nonce: undefined, siteName: "SA Lotto Results", year: new Date().getUTCFullYear() };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root") ?? FALLBACK;
  const matches = useMatches();
  const withScripts = documentNeedsScripts(matches);
  return (
    // A page without Remix's scripts is ready once it has arrived (the site script at its end runs as the
    // parser reaches it), so it carries from the start the marker browser tests wait for (App's effect
    // sets it once React has hydrated a page with scripts). Server-side only: such a page never hydrates,
    // and in the browser (`withScripts` always true) React never renders or removes the attribute.
    <html lang="en-ZA" {...(import.meta.env.SSR && !withScripts ? { "data-hydrated": "true" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <Meta />
        {/* entry.server fills this with the stylesheet; the browser keeps it (React does not patch
            dangerouslySetInnerHTML on hydration), so the CSS is not shipped again in the JavaScript. */}
        <style id="critical-css" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader siteName={data.siteName} />
        <NavigationSpinner />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          {children}
        </main>
        <SiteFooter siteName={data.siteName} year={data.year} />
        <SiteDialogs />
        {/* entry.server fills these with the pages' scripts (app/browser/): what every page may need, and the
            hero's and the wallet's where the page has one. Like the stylesheet, React leaves their content alone on the
            admin's hydrated pages. */}
        <script id="site-script" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        {pageHasHero(matches) ? <script id="hero-script" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning /> : null}
        {pageHasWallet(matches) ? <script id="wallet-script" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning /> : null}
        {withScripts ? (
          <>
            <ScrollRestoration nonce={data.nonce} />
            <Scripts nonce={data.nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** While a client-side navigation or revalidation loads, the spec's spinner shows. */
function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="fixed top-20 left-1/2 z-40 -translate-x-1/2 rounded-full bg-white px-4 py-2 shadow-lg">
      <Spinner />
    </div>
  );
}

export default function App() {
  // Marks the document once React has hydrated (browser tests wait for it before driving the clock).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** The site's 404 page, its 503 "briefly unavailable" page, else "Something went wrong": the boundary's defaults. */
export const ErrorBoundary = GeneralErrorBoundary;
