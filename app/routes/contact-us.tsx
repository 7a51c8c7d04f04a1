import { cacheControl } from "~/http/cache-policy";
import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContactPage } from "~/components/contact/ContactPage";
import { contactAction, contactLoader } from "~/loaders/contact.server";
import { metaTags } from "~/seo/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

// The page carries a honeypot token and answers posts: never cache it. A refusal keeps its Retry-After
// on the document too (Remix passes only cookies through on its own).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": cacheControl("none") });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const loader = contactLoader;
export const action = contactAction;

export default function ContactUs() {
  const { honeypot, contact } = useLoaderData<typeof loader>();
  return <ContactPage honeypot={honeypot} contact={contact} />;
}
