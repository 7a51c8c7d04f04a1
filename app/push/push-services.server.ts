/**
 * The push services a subscription's endpoint may name. The Worker posts to every stored endpoint, so an
 * endpoint a visitor could choose freely would make it post wherever they liked: only the browsers' own
 * push services are accepted, by the origin's host, over https. Tests add their fake service through
 * PUSH_TEST_ORIGINS (never set in production).
 */

/** Hosts of the push services of Chrome/Edge/Android (FCM), Firefox, Safari and Windows. */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
/** Windows' service has one host per region: `*.notify.windows.com`. */
const PUSH_SERVICE_SUFFIXES = [".notify.windows.com"];

/** The extra origins of PUSH_TEST_ORIGINS ("https://127.0.0.1:9443,https://…"), normalised. */
export function testOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .flatMap((origin) => {
      try {
        return [new URL(origin).origin];
      } catch {
        return [];
      }
    });
}

/**
 * One spelling per endpoint, before it is stored or compared: the URL parser's own (scheme and host in
 * lower case, the default port :443 dropped) without the host's trailing dot, so one device is one
 * subscription (a device stored under eight spellings of its endpoint was sent nine pushes for one
 * draw). Migration 0006 spelled the rows stored before this the same way. Text that is no URL is
 * returned as it is, for the schema to refuse.
 */
export function normalisePushEndpoint(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (url.hostname.endsWith(".")) url.hostname = url.hostname.replace(/\.+$/, "");
  return url.href;
}

/** Whether the endpoint is at a known push service (or one of the test origins). */
export function isPushServiceEndpoint(endpoint: URL, extraOrigins: readonly string[] = []): boolean {
  if (extraOrigins.includes(endpoint.origin)) return true;
  if (endpoint.protocol !== "https:" || endpoint.port !== "" || endpoint.username || endpoint.password) return false;
  const host = endpoint.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
