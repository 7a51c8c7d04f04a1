/**
 * /admin: the sign-in page, or for the signed-in administrator the panel (Data Refresh, Manual Entry,
 * Data Management, System Status). The loader checks the session itself and returns nothing of the data
 * without one; every post goes through `adminAction`, which checks again for each job. The logic lives in
 * app/admin/; this file wires it to the page.
 */
import { cacheControl } from "~/http/cache-policy";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { adminAction, type AdminActionData } from "~/admin/actions.server";
import { checkAdmin } from "~/admin/auth.server";
import { DataManagementCard } from "~/admin/components/DataManagementCard";
import { ManualEntryCard } from "~/admin/components/ManualEntryCard";
import { RefreshCard, type SourceOption } from "~/admin/components/RefreshCard";
import { NotConfigured, SignIn } from "~/admin/components/SignIn";
import { SystemStatusCard } from "~/admin/components/SystemStatusCard";
import { formatSast, secondaryButton } from "~/admin/components/ui";
import { adminAuthConfig } from "~/admin/config.server";
import { emptyDrawForm } from "~/admin/draw-form";
import { panelData } from "~/admin/panel.server";
import { NETWORK_ERROR, REFRESH_FAILED, type RefreshOutcome } from "~/admin/refresh-messages";
import { periodText, RETENTION } from "~/content/data-retention";
import { metaTags } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { WITH_SCRIPTS } from "~/site/page-handle";

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

/** The panel runs React: its refresh posts through a fetcher and reports a lost connection in place. */
export const handle = WITH_SCRIPTS;

// Never cached, never indexed; a refused sign-in keeps its Retry-After on the document.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": cacheControl("none"), "X-Robots-Tag": "noindex, nofollow" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, db } = context;
  const meta = {
    ...pageMeta(env, { title: "Admin", description: `The administrator's area of ${env.SITE_NAME}.`, path: "/admin", noindex: true }),
    robots: "noindex, nofollow",
  };
  const config = adminAuthConfig(env);
  if (!config.configured) return data({ state: "not-configured" as const, meta, problems: config.problems }, { status: 503 });
  const check = await checkAdmin(request, context);
  if (!check.ok) return { state: "signed-out" as const, meta };
  const panel = await panelData(db, env, new URL(request.url));
  const sources: SourceOption[] = panel.status.sources.map(({ name, label, notConfigured }) => ({ name, label, notConfigured }));
  return {
    state: "signed-in" as const,
    meta,
    expiresAt: new Date(check.admin.session?.expiresAt ?? Date.now()).toISOString(),
    sources,
    panel,
  };
}

export const action = (args: ActionFunctionArgs) => adminAction(args);

/**
 * With JavaScript, the refresh posts through a fetcher; when the request gets no answer at all the card
 * shows the spec's network message instead of the page's error screen. Other posts pass straight through.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent !== "refresh") return serverAction<typeof action>();
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    // fetch fails with a TypeError when there is no answer; an answer that is not ours cannot be decoded.
    const network = error instanceof TypeError || (error instanceof Error && /decode/i.test(error.message));
    const outcome: RefreshOutcome = { intent: "refresh", ok: false, message: network ? NETWORK_ERROR : REFRESH_FAILED };
    return outcome;
  }
}

/** Where the page shows an action's answer: at the top, beside the sign-in form, or in one card. */
interface Shown {
  /** A refused or unreadable post did nothing: it is reported once at the top, not as a card's outcome. */
  refusal?: string;
  /** A post refused for want of a session (it ended meanwhile): the sign-in form shows the reason. */
  sessionEnded?: boolean;
  signIn?: string;
  refresh?: Extract<AdminActionData, { intent: "refresh" }>;
  sourceCheck?: Extract<AdminActionData, { intent: "check-sources" }>;
  entry?: Extract<AdminActionData, { intent: "save-draw" }>;
  confirmErase?: { email: string; count: number };
  data?: { ok: boolean; message: string };
}

function shown(answer: AdminActionData | undefined): Shown {
  if (!answer) return {};
  if ("refused" in answer) return { refusal: answer.message, sessionEnded: answer.refused === "unauthorized" };
  switch (answer.intent) {
    case "unknown":
      return { refusal: answer.message };
    case "sign-in":
      return { signIn: answer.message };
    case "refresh":
      return { refresh: answer };
    case "check-sources":
      return { sourceCheck: answer };
    case "save-draw":
      return { entry: answer };
    default:
      return "confirmErase" in answer ? { confirmErase: answer.confirmErase } : { data: { ok: answer.ok, message: answer.message } };
  }
}

export default function Admin() {
  const loaderData = useLoaderData<typeof loader>();
  const answer = shown(useActionData<typeof clientAction>());
  if (loaderData.state === "not-configured") return <NotConfigured problems={loaderData.problems} />;
  if (loaderData.state === "signed-out" || answer.sessionEnded) {
    return <SignIn message={(answer.sessionEnded ? answer.refusal : answer.signIn) ?? null} />;
  }

  const { panel, sources, expiresAt } = loaderData;
  const refusal = answer.refusal ?? null;
  const refreshOutcome = answer.refresh ?? null;
  const entryOutcome = answer.entry ?? null;
  const confirmErase = answer.confirmErase ?? null;
  const dataOutcome = answer.data ?? null;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Admin</h1>
          <p className="text-sm text-slate-700">
            Signed in. The session ends after {periodText(RETENTION.adminSessionIdle)} without activity, and {formatSast(expiresAt)} at the
            latest.
          </p>
        </div>
        <Form method="post" action="/admin">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className={secondaryButton}>
            Sign out
          </button>
        </Form>
      </header>
      <nav aria-label="Admin sections" className="flex flex-wrap gap-2 text-sm">
        {[
          ["#data-refresh", "Data Refresh"],
          ["#manual-entry", "Manual Entry"],
          ["#data-management", "Data Management"],
          ["#system-status", "System Status"],
        ].map(([href, label]) => (
          <a
            key={href}
            href={href}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-brand-700 hover:bg-slate-100"
          >
            {label}
          </a>
        ))}
      </nav>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-900">
          {refusal}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <RefreshCard sources={sources} pageOutcome={refreshOutcome} />
          <ManualEntryCard
            initial={panel.editing?.values ?? emptyDrawForm()}
            editingTitle={panel.editing?.title ?? null}
            outcome={entryOutcome}
          />
        </div>
        <SystemStatusCard status={panel.status} sourceCheck={answer.sourceCheck ?? null} />
      </div>
      <DataManagementCard
        drawsGame={panel.drawsGame}
        draws={panel.draws}
        confirmDraw={panel.confirmDraw}
        messages={panel.messages}
        confirmMessage={panel.confirmMessage}
        confirmErase={confirmErase}
        audit={panel.audit}
        notice={dataOutcome ?? (panel.missing ? { ok: false, message: panel.missing } : null)}
      />
    </div>
  );
}
