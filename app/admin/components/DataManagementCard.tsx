import { Form, Link } from "@remix-run/react";
import { DrawBalls } from "~/components/DrawBalls";
import { periodText, RETENTION } from "~/content/data-retention";
import { displayName, GAME_IDS, type GameId } from "~/rules/games";
import type { AuditView } from "~/models/admin-audit.server";
import type { DrawSummary } from "../draw-admin.server";
import type { ContactMessageView } from "../messages.server";
import { Card, dangerButton, dangerOutlineButton, formatSast, inputClass, linkClass, Notice, secondaryButton } from "./ui";

export interface DataManagementProps {
  drawsGame: GameId | "all";
  draws: DrawSummary[];
  confirmDraw: DrawSummary | null;
  messages: { messages: ContactMessageView[]; unhandled: number; total: number };
  confirmMessage: { id: number; subject: string; name: string; createdAt: string } | null;
  /** After "Find messages": how many messages a deletion on request would remove. */
  confirmErase: { email: string; count: number } | null;
  audit: AuditView[];
  /** The outcome of the last delete or status change, or a link to a row that is gone. */
  notice: { ok: boolean; message: string } | null;
}

/**
 * Data Management: recent draws (edit, delete), contact messages (read, mark, delete) and the audit log.
 * Deleting asks first on a page of its own (a link, then a second form), so it works without JavaScript.
 */
export function DataManagementCard(props: DataManagementProps) {
  return (
    <Card id="data-management" title="Data Management">
      {props.notice ? (
        <div className="mt-3">
          <Notice tone={props.notice.ok ? "success" : "error"} testId="data-notice">
            {props.notice.message}
          </Notice>
        </div>
      ) : null}
      <div className="grid gap-x-8 lg:grid-cols-2 lg:items-start">
        <RecentDraws drawsGame={props.drawsGame} draws={props.draws} confirm={props.confirmDraw} />
        <div>
          <ContactMessages {...props.messages} confirm={props.confirmMessage} />
          <DeleteOnRequest confirm={props.confirmErase} />
          <AuditLog entries={props.audit} />
        </div>
      </div>
    </Card>
  );
}

function ConfirmDelete({
  id,
  intent,
  question,
  detail,
}: {
  id: number;
  intent: "delete-draw" | "delete-message";
  question: string;
  detail: string;
}) {
  return (
    <section
      id="confirm-delete"
      aria-labelledby="confirm-delete-question"
      className="mt-3 scroll-mt-24 rounded-lg border-2 border-red-300 bg-red-50 p-4"
    >
      <p id="confirm-delete-question" className="font-semibold text-red-900">
        {question}
      </p>
      <p id="confirm-delete-detail" className="mt-1 text-sm text-red-900">
        {detail}
      </p>
      <Form method="post" action="/admin#data-management" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={dangerButton}>
          Yes, delete
        </button>
        <Link to="/admin#data-management" className={linkClass}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

const divisionsGoing = (count: number) =>
  count === 0
    ? "It has no prize divisions stored."
    : count === 1
      ? "Its prize division goes with it."
      : `Its ${count} prize divisions go with it.`;

function RecentDraws({ drawsGame, draws, confirm }: { drawsGame: GameId | "all"; draws: DrawSummary[]; confirm: DrawSummary | null }) {
  return (
    <section aria-labelledby="recent-draws-heading" className="mt-4">
      <h3 id="recent-draws-heading" className="text-lg font-semibold">
        Recent draws
      </h3>
      <Form method="get" action="/admin#recent-draws-heading" className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="draws-game" className="text-sm font-semibold">
            Game
          </label>
          <select
            id="draws-game"
            name="draws"
            defaultValue={drawsGame}
            className="mt-1 block rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <option value="all">All games</option>
            {GAME_IDS.map((id) => (
              <option key={id} value={id}>
                {displayName(id)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${secondaryButton} py-2`}>
          Show
        </button>
      </Form>
      {confirm ? (
        <ConfirmDelete
          id={confirm.id}
          intent="delete-draw"
          question={`Delete the ${confirm.title}?`}
          detail={`Numbers ${confirm.numbers.join(" ")}${confirm.bonus !== null ? ` + ${confirm.bonus}` : ""}${confirm.drawNumber ? `, draw ${confirm.drawNumber}` : ""}. ${divisionsGoing(confirm.divisions)} This cannot be undone; the audit log keeps a copy.`}
        />
      ) : null}
      {draws.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No draws in the database{drawsGame === "all" ? "" : ` for ${displayName(drawsGame)}`}.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {draws.map((draw) => (
            <li key={draw.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-semibold">{draw.title}</p>
                <p className="mt-1">
                  <DrawBalls game={draw.game} numbers={draw.numbers} bonus={draw.bonus} size="tiny" />
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {draw.drawNumber ? `Draw ${draw.drawNumber} · ` : ""}
                  {draw.divisions} division{draw.divisions === 1 ? "" : "s"} · source {draw.source}
                </p>
              </div>
              <div className="flex gap-2">
                <Link to={`/admin?edit=${draw.id}#manual-entry`} className={secondaryButton} aria-label={`Edit the ${draw.title}`}>
                  Edit
                </Link>
                <Link
                  to={`/admin?delete=${draw.id}#confirm-delete`}
                  className={dangerOutlineButton}
                  aria-label={`Delete the ${draw.title}`}
                >
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const STATUS_STYLES = {
  new: "bg-amber-100 text-amber-950",
  read: "bg-slate-100 text-slate-800",
  handled: "bg-brand-50 text-brand-800",
} as const;

function ContactMessages({
  messages,
  unhandled,
  total,
  confirm,
}: DataManagementProps["messages"] & { confirm: DataManagementProps["confirmMessage"] }) {
  return (
    <section aria-labelledby="contact-messages-heading" className="mt-6 lg:mt-4">
      <h3 id="contact-messages-heading" className="text-lg font-semibold">
        Contact messages
      </h3>
      <p className="text-sm text-slate-700">
        {total} in total, {unhandled} new{total > messages.length ? `; the newest ${messages.length} are shown` : ""}.
      </p>
      {confirm ? (
        <ConfirmDelete
          id={confirm.id}
          intent="delete-message"
          question={`Delete the message "${confirm.subject}" from ${confirm.name}?`}
          detail={`Sent ${formatSast(confirm.createdAt)}. This cannot be undone, and the audit log keeps no copy of the message.`}
        />
      ) : null}
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No messages yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold break-words">{message.subject}</p>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[message.status]}`}>{message.status}</span>
              </div>
              <p className="mt-1 text-sm break-words text-slate-700">
                From {message.name} &lt;
                <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                  {message.email}
                </a>
                &gt;
                {message.category ? ` · ${message.category}` : ""} · {formatSast(message.createdAt)}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">Read the message</summary>
                <p className="mt-2 rounded bg-slate-50 p-2 text-sm break-words whitespace-pre-wrap">{message.message}</p>
              </details>
              <div className="mt-2 flex flex-wrap gap-2">
                {(["read", "handled"] as const)
                  .filter((status) => status !== message.status)
                  .map((status) => (
                    <Form key={status} method="post" action="/admin#data-management">
                      <input type="hidden" name="intent" value="message-status" />
                      <input type="hidden" name="id" value={message.id} />
                      <input type="hidden" name="status" value={status} />
                      {/* The name starts with the visible words, so speech input ("click Mark read") finds the button. */}
                      <button type="submit" className={secondaryButton} aria-label={`Mark ${status}: ${message.subject}`}>
                        Mark {status}
                      </button>
                    </Form>
                  ))}
                <Link
                  to={`/admin?deleteMessage=${message.id}#confirm-delete`}
                  className={dangerOutlineButton}
                  aria-label={`Delete the message: ${message.subject}`}
                >
                  Delete
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A person's request to have their messages deleted: every message from their address goes, older ones
 * than the list shows too. The first post counts them, the second (confirmed) deletes them.
 */
function DeleteOnRequest({ confirm }: { confirm: DataManagementProps["confirmErase"] }) {
  return (
    <section aria-labelledby="delete-on-request-heading" className="mt-4 rounded-lg border border-slate-200 p-3">
      <h4 id="delete-on-request-heading" className="font-semibold">
        Delete on request
      </h4>
      <p className="text-sm text-slate-700">
        When someone asks for their messages to be deleted, enter the address they wrote from. Every message is deleted by itself{" "}
        {periodText(RETENTION.contactMessages)} after it was sent.
      </p>
      {confirm ? (
        <div id="confirm-erase" className="mt-2 scroll-mt-24 rounded-lg border-2 border-red-300 bg-red-50 p-3">
          <p className="font-semibold break-words text-red-900">
            Delete {confirm.count === 1 ? "the 1 message" : `all ${confirm.count} messages`} from {confirm.email}?
          </p>
          <p className="mt-1 text-sm text-red-900">This cannot be undone, and the audit log keeps no copy of them.</p>
          <Form method="post" action="/admin#data-management" className="mt-2 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="delete-messages-from" />
            <input type="hidden" name="email" value={confirm.email} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" className={dangerButton}>
              Yes, delete
            </button>
            <Link to="/admin#data-management" className={linkClass}>
              Cancel
            </Link>
          </Form>
        </div>
      ) : (
        <Form method="post" action="/admin#delete-on-request-heading" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="delete-messages-from" />
          <div className="min-w-0 flex-1">
            <label htmlFor="delete-on-request-email" className="text-sm font-semibold">
              E-mail address
            </label>
            <input id="delete-on-request-email" name="email" type="email" required autoComplete="off" className={inputClass} />
          </div>
          <button type="submit" className={`${secondaryButton} py-2`}>
            Find messages
          </button>
        </Form>
      )}
    </section>
  );
}

function AuditLog({ entries }: { entries: AuditView[] }) {
  return (
    <section aria-labelledby="audit-log-heading" className="mt-6">
      <h3 id="audit-log-heading" className="text-lg font-semibold">
        Audit log
      </h3>
      <p className="text-sm text-slate-700">Every change made here, newest first: who, when, what, and the row before and after.</p>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="audit-log">
          {entries.map((entry) => (
            <li key={entry.id} className="p-3 text-sm">
              <p>
                <span className="font-semibold">{entry.action}</span> {entry.entity}
                {entry.entityId ? ` ${entry.entityId}` : ""}
              </p>
              <p className="text-slate-700">
                {formatSast(entry.at)} · {entry.actor}
              </p>
              {entry.before || entry.after ? (
                <details className="mt-1">
                  <summary className="cursor-pointer font-semibold text-brand-700">Before and after</summary>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <JsonBlock label="Before" json={entry.before} />
                    <JsonBlock label="After" json={entry.after} />
                  </div>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function JsonBlock({ label, json }: { label: string; json: string | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-slate-600 uppercase">{label}</p>
      <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs" tabIndex={0} role="region" aria-label={label}>
        {json ?? "(none)"}
      </pre>
    </div>
  );
}
