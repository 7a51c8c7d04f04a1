import type { ReactNode } from "react";

/**
 * A titled section of a page in a white, bordered panel, named by its heading (`aria-labelledby`), the
 * one markup of the content pages' sections (issue 44 §5). `titleSize`: "xl" for a page's main
 * sections, "lg" for the smaller panels of a grid.
 */
export function Section({
  id,
  title,
  titleSize = "xl",
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  titleSize?: "lg" | "xl";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className={titleSize === "lg" ? "text-lg font-bold" : "text-xl font-bold"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
