import type { ReactNode } from "react";

/**
 * A table that keeps its columns on a phone and scrolls sideways inside a focusable, labelled region,
 * so keyboard users can scroll it too (as the history table does).
 */
/** `widthClass`: the table's minimum width as a Tailwind class ("min-w-[44rem]"). */
export function ScrollTable({ label, widthClass, children }: { label: string; widthClass: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
    >
      <table className={`w-full text-left text-sm ${widthClass}`}>{children}</table>
    </div>
  );
}
