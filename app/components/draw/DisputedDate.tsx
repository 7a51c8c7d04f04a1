import { Link } from "@remix-run/react";
import { disputedDateText, type DisputedDrawDate } from "~/content/data-sources";

/** A draw whose date our sources disagree on: one note, on its draw page and in the checker's answer. */
export function DisputedDate({ disputed }: { disputed: DisputedDrawDate }) {
  return (
    <p className="max-w-4xl rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="disputed-date">
      {disputedDateText(disputed)}{" "}
      <Link to="/data-sources" className="font-semibold underline underline-offset-2">
        Our data sources
      </Link>
    </p>
  );
}
