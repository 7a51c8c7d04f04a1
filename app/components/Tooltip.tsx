import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** The spec's tooltip timing: show after 700 ms; within 300 ms of another closing, show at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const id = useId();
  const show = () => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
      aria-describedby={open ? id : undefined}
    >
      {children}
      {open ? (
        <span role="tooltip" id={id} className="absolute bottom-full left-1/2 z-40 mb-2 w-max max-w-xs -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs text-white">
          {content}
        </span>
      ) : null}
    </span>
  );
}
