/** Structured data of /contact-us: the page with our contact point, and the FAQ exactly as the page shows it. */
import type { AppEnv } from "../http/env.server";
import { FAQ } from "../content/contact-page";

type ContactEnv = Pick<AppEnv, "SITE_NAME" | "SITE_URL" | "CONTACT_EMAIL" | "CONTACT_PHONE">;

export function contactJsonLd(env: ContactEnv, path: string): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      name: `Contact ${env.SITE_NAME}`,
      url: `${env.SITE_URL}${path}`,
      mainEntity: {
        "@type": "Organization",
        name: env.SITE_NAME,
        url: env.SITE_URL,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer support",
          email: env.CONTACT_EMAIL,
          ...(env.CONTACT_PHONE ? { telephone: env.CONTACT_PHONE } : {}),
          areaServed: "ZA",
          availableLanguage: "English",
        },
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    },
  ];
}
