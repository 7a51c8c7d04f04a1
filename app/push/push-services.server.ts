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

/** Whether the endpoint is at a known push service (or one of the test origins). */
export function isPushServiceEndpoint(endpoint: URL, extraOrigins: readonly string[] = []): boolean {
  if (extraOrigins.includes(endpoint.origin)) return true;
  if (endpoint.protocol !== "https:" || endpoint.port !== "" || endpoint.username || endpoint.password) return false;
  const host = endpoint.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
