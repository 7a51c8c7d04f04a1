import { useEffect, useState } from "react";
import { countdownTo } from "~/rules/sa-time";
import { pad2 } from "~/format";

/**
 * Ticks every second. The first render uses the server's clock (loader data), so the server HTML and
 * the first client render match; after hydration it follows the visitor's clock.
 */
export function Countdown({ targetIso, serverNow, label }: { targetIso: string; serverNow: number; label: string }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = countdownTo(new Date(targetIso), new Date(now));
  const units: [number, string][] = [
    [left.days, "days"],
    [left.hours, "hours"],
    [left.minutes, "minutes"],
    [left.seconds, "seconds"],
  ];
  return (
    <div role="timer" aria-label={label} className="flex gap-2" data-testid="countdown">
      {units.map(([value, unit]) => (
        <div key={unit} className="min-w-14 rounded-lg bg-white/15 px-2 py-1.5 text-center">
          <span className="block text-2xl font-extrabold tabular-nums">{unit === "days" ? value : pad2(value)}</span>
          <span className="block text-xs tracking-wide uppercase">{unit}</span>
        </div>
      ))}
    </div>
  );
}
