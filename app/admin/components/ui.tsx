/** Small building blocks shared by the admin cards: the card frame, notices, field messages, times. */
import type { ReactNode } from "react";
import { formatDay } from "~/words/dates";
import { saDate, saTime } from "~/rules/schedule";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";
export const primaryButton =
  "rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70";
export const secondaryButton =
  "rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";
export const dangerButton = "rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800";
export const dangerOutlineButton =
  "rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50";
export const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function Card({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const NOTICE_STYLES = {
  info: "border-sky-300 bg-sky-50 text-sky-950",
  success: "border-brand-600 bg-brand-50 text-slate-900",
  error: "border-red-300 bg-red-50 text-red-900",
} as const;

/** A message after something was done. Errors are alerts (announced at once); the rest are polite status. */
export function Notice({
  tone,
  children,
  id,
  testId,
}: {
  tone: keyof typeof NOTICE_STYLES;
  children: ReactNode;
  id?: string;
  testId?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`rounded-lg border p-3 text-sm ${NOTICE_STYLES[tone]}`}
    >
      {children}
    </div>
  );
}

export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className="mt-1 space-y-0.5 text-sm font-semibold text-red-700">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** "22 Nov 2026, 06:30 SAST" from an ISO instant: the same text on the server and in the browser. */
export function formatSast(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDay(saDate(instant))}, ${saTime(instant)} SAST`;
}
