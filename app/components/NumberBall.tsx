/**
 * A lottery ball. Types and sizes are the spec's: lotto, powerball, bonus, powerball-bonus; tiny … large.
 * "hero" is ours: medium on a phone, where seven large balls would not fit one line, large from 640px.
 */
export type BallType = "lotto" | "powerball" | "bonus" | "powerball-bonus";
export type BallSize = "tiny" | "small" | "medium" | "large" | "hero";

const TYPE_CLASSES: Record<BallType, string> = {
  lotto: "bg-white text-slate-900 ring-2 ring-brand-600",
  powerball: "bg-white text-slate-900 ring-2 ring-sky-700",
  bonus: "bg-gold-400 text-slate-900 ring-2 ring-gold-500",
  "powerball-bonus": "bg-red-700 text-white ring-2 ring-red-800",
};

const SIZE_CLASSES: Record<BallSize, string> = {
  tiny: "h-6 w-6 text-[0.7rem]",
  small: "h-8 w-8 text-sm",
  medium: "h-10 w-10 text-base",
  large: "h-14 w-14 text-xl",
  hero: "h-8 w-8 text-base sm:h-14 sm:w-14 sm:text-xl",
};

export function NumberBall({ number, gameType, size = "medium", label }: { number: number; gameType: BallType; size?: BallSize; label?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold tabular-nums ${TYPE_CLASSES[gameType]} ${SIZE_CLASSES[size]}`}
      title={label}
    >
      {number}
      {label ? <span className="sr-only"> ({label})</span> : null}
    </span>
  );
}
