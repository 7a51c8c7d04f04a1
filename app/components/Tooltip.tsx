import { useId, type ReactElement } from "react";

const SIDES = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
} as const;

/**
 * A hint for a control whose name alone says little (an icon button), the wrapper's first child. The server renders it hidden; the
 * site script (app/browser/tooltips.ts) shows it on hover and keyboard focus with the spec's delays,
 * hides it on Escape, and describes the control by it while it shows. `className` places the wrapper
 * (it is the tooltip's positioning box); `side` keeps the tooltip inside a clipped container.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  className = "relative inline-flex",
}: {
  content: string;
  children: ReactElement;
  side?: keyof typeof SIDES;
  className?: string;
}) {
  const id = useId();
  return (
    <span className={className} data-tooltip>
      {children}
      <span
        role="tooltip"
        id={id}
        hidden
        className={`absolute z-40 w-max max-w-xs rounded bg-slate-900 px-2 py-1 text-xs text-white ${SIDES[side]}`}
      >
        {content}
      </span>
    </span>
  );
}
