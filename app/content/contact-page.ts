/**
 * The fixed content of /contact-us: response times and business hours (spec sections 2 and 9) and the FAQ,
 * which the page renders and its FAQPage structured data repeats word for word.
 */
import { MINIMUM_AGE, PRIMARY_HELPLINE } from "./helplines";
import { DRAW_TIME } from "../rules/games";

/** The page's address: the form posts to it. */
export const CONTACT_PATH = "/contact-us";

export const RESPONSE_TIMES = [
  { topic: "Support requests", time: "24-48 hours" },
  { topic: "General enquiries", time: "1-2 business days" },
  { topic: "Technical issues", time: "4-8 hours" },
] as const;

/** South African Standard Time (UTC+2, no daylight saving). */
export const BUSINESS_HOURS = [
  { days: "Monday - Friday", hours: "9:00 - 17:00 SAST" },
  { days: "Saturday", hours: "10:00 - 14:00 SAST" },
  { days: "Sunday and public holidays", hours: "Closed" },
] as const;

export interface FaqEntry {
  /** Anchor of the question on the page (#faq-…). */
  id: string;
  /** Short name of the topic, for the topic list. */
  topic: string;
  question: string;
  answer: string;
  link?: { href: string; label: string };
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: "results",
    topic: "Results and timing",
    question: "When do results appear on this site?",
    answer: `Lotto, PowerBall and Daily Lotto are drawn at ${DRAW_TIME} SAST. We publish each result once the official results (or a source that mirrors them) have it.`,
    link: { href: "/history", label: "Browse past results" },
  },
  {
    id: "sources",
    topic: "Data sources",
    question: "Where do your results come from?",
    answer:
      "From official public announcements: new draws from the operator's official results or a source that mirrors them, and most of the archive before June 2026 from public copies of those results. We are an independent information site: we are not the operator and are not affiliated with it.",
    link: { href: "/data-sources", label: "Where our data comes from" },
  },
  {
    id: "corrections",
    topic: "Corrections",
    question: "A result on this site looks wrong. What should I do?",
    answer:
      'Check your ticket against the official results: they prevail over ours. Then tell us with the form on this page (category "Results or data issue"), naming the game and draw date, and we will check and correct it.',
  },
  {
    id: "tickets",
    topic: "Tickets and prizes",
    question: "Can I buy tickets or claim a prize through this site?",
    answer:
      "No. We sell no tickets and cannot check, pay or claim prizes. Buy tickets and claim prizes only through the official National Lottery operator and its retailers.",
  },
  {
    id: "chances",
    topic: "Predictions and odds",
    question: "Can your statistics or predictions improve my chances?",
    answer: "No. Our statistics describe past draws only. Every draw is random, and past frequency does not change the odds of any number.",
  },
  {
    id: "advertising",
    topic: "Advertising and partnerships",
    question: "How can I advertise or propose a partnership?",
    answer: `Send us a message with the category "Partnership or advertising" and tell us about your organisation. Advertising on this site is for adults aged ${MINIMUM_AGE} and over only.`,
  },
  {
    id: "responsible-gambling",
    topic: "Responsible gambling",
    question: "Where can I get help if gambling stops being fun?",
    answer: `Talk to the ${PRIMARY_HELPLINE.name}: ${PRIMARY_HELPLINE.phone} (${PRIMARY_HELPLINE.hours}), free and confidential; its website is ${PRIMARY_HELPLINE.website?.replace("https://", "") ?? "listed on our responsible gaming page"}. Our responsible gaming page lists more help lines and warning signs.`,
    link: { href: "/responsible-gaming", label: "Responsible gaming" },
  },
];
