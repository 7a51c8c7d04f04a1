import { formatRand } from "~/words/numbers";

export interface NextDrawView {
  /** "Saturday 28 November 2026". */
  day: string;
  time: string;
  /** ISO instant with the SA offset, for <time>. */
  at: string;
  status: "scheduled" | "in-progress";
  /** Time left when the page was made: "2 days, 5 hours and 12 minutes". */
  left: string;
  jackpot: number | null;
}

/**
 * The next draw: date and time, the time left and the estimated jackpot. The page ships no JavaScript,
 * so the time left is text worked out when the page was made (the edge keeps a copy at most a minute)
 * beside the draw's date and time, not a ticking clock.
 */
export function NextDrawPanel({ next, gameName }: { next: NextDrawView; gameName: string }) {
  return (
    <section aria-labelledby="next-draw" className="rounded-xl bg-brand-800 p-4 text-white sm:p-6">
      <h2 id="next-draw" className="text-lg font-bold">
        Next {gameName} draw
      </h2>
      <p className="mt-1 text-xl font-semibold">
        <time dateTime={next.at}>
          {next.day}, {next.time} SAST
        </time>
      </p>
      {next.status === "in-progress" ? (
        <p className="mt-2">Draw in progress — results appear here once the operator publishes them.</p>
      ) : (
        <p className="mt-2">
          In {next.left} <span className="text-brand-100">(when this page was loaded)</span>
        </p>
      )}
      <p className="mt-2">
        Estimated jackpot:{" "}
        <span className="font-bold whitespace-nowrap">{next.jackpot !== null ? formatRand(next.jackpot) : "not announced yet"}</span>
      </p>
    </section>
  );
}
