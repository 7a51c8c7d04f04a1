import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/NotFound";

/** Any path without a route: the spec's Page Not Found, with status 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: "Page Not Found" },
  { name: "description", content: "The page you are looking for does not exist or may have been moved." },
  { name: "robots", content: "noindex, follow" },
];

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatchAll() {
  return <NotFound />;
}
