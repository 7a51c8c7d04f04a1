import { Form, useNavigation } from "@remix-run/react";
import { MIN_API_TOKEN_LENGTH, MIN_PASSWORD_LENGTH, MIN_SESSION_SECRET_LENGTH } from "../secret-lengths";
import { inputClass, primaryButton } from "./ui";

/** The sign-in form: a plain post (works without JavaScript); a refusal is shown beside the field. */
export function SignIn({ message }: { message: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "sign-in";
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-3xl font-bold">Admin</h1>
      <p className="text-slate-700">This area is for the site's administrator. Sign in with the admin password.</p>
      <Form method="post" action="/admin" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <input type="hidden" name="intent" value="sign-in" />
        <div>
          <label htmlFor="admin-password" className="text-sm font-semibold">
            Admin password
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={inputClass}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "admin-password-error" : undefined}
          />
          {message ? (
            <p id="admin-password-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {message}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </div>
  );
}

export function NotConfigured({ problems }: { problems: readonly string[] }) {
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-3xl font-bold">Admin</h1>
      <div role="status" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5 text-amber-950">
        <h2 className="text-lg font-bold">The admin is not configured</h2>
        <p className="mt-2">Nobody can sign in until the site's owner fixes the admin secrets:</p>
        <ul className="mt-2 list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          ADMIN_PASSWORD needs at least {MIN_PASSWORD_LENGTH} characters, SESSION_SECRET at least {MIN_SESSION_SECRET_LENGTH}, and
          ADMIN_API_TOKEN, when set, at least {MIN_API_TOKEN_LENGTH} (e.g. <code>openssl rand -hex 32</code>). In production:{" "}
          <code>npx wrangler secret put ADMIN_PASSWORD</code> (and the others by name). Locally: put them in <code>.dev.vars</code> (see{" "}
          <code>.dev.vars.example</code>).
        </p>
      </div>
    </div>
  );
}
