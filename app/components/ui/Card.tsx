import type { HTMLAttributes, ReactNode } from "react";

/** The elements a card is drawn on: a box of its own, a line, a list item, a titled part of a page. */
type CardElement = "div" | "p" | "li" | "section" | "nav" | "figure";

/**
 * A white, bordered box, the one markup of the site's cards (issue 44 §5): a figure, a note, a panel.
 * `className` adds to the card's own classes (text size and colour, spacing); other attributes
 * (`aria-labelledby`, `data-*`, `id`) pass through to the element.
 */
export function Card({
  as: Element = "div",
  className,
  children,
  ...attributes
}: { as?: CardElement; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, "className" | "children">) {
  return (
    <Element className={`rounded-xl border border-slate-200 bg-white p-4${className ? ` ${className}` : ""}`} {...attributes}>
      {children}
    </Element>
  );
}
