import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";

/** The spec's tooltip timing: show after 700 ms; within 300 ms of another closing, show at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

const SIDES = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
} as const;

/**
 * A hint for a control whose name alone says little (an icon button), shown on hover and on keyboard
 * focus, hidden on Escape, and readable by screen readers: the control is described by it while it
 * shows. `className` places the wrapper (it is the tooltip's positioning box); `side` keeps the tooltip
 * inside a clipped container.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  className = "relative inline-flex",
}: {
  content: string;
  children: ReactElement<{ "aria-describedby"?: string }>;
  side?: keyof typeof SIDES;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const shown = useRef(false);
  const id = useId();
  const show = () => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(
      () => {
        shown.current = true;
        setOpen(true);
      },
      skip ? 0 : TOOLTIP_DELAY_MS,
    );
  };
  const hide = () => {
    clearTimeout(timer.current);
    // Noted at once (not in a state updater, which React runs later): the next tooltip's mouseenter
    // comes in the same moment as this one's mouseleave.
    if (shown.current) lastClosedAt = Date.now();
    shown.current = false;
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape hides it wherever focus is (WCAG 1.4.13: dismissable without moving the pointer).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    // The wrapper only listens: the focusable control inside is what users reach.
    <span className={className} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className={`absolute z-40 w-max max-w-xs rounded bg-slate-900 px-2 py-1 text-xs text-white ${SIDES[side]}`}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
