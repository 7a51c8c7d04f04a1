/**
 * The client address a rate limit is counted against.
 *
 * On Cloudflare, CF-Connecting-IP is set by the edge for every request (a value sent by the client is
 * replaced), so it is the one header we trust. `wrangler dev` fills it from the socket when a request
 * has none. Where it is still missing (vite dev's Node server, `SELF.fetch` in tests) every request
 * shares one "unknown" bucket: failing closed together is safer than trusting X-Forwarded-For, which
 * anyone can write and would let a client mint a fresh budget per request.
 */
export const UNKNOWN_CLIENT = "unknown";

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6 = /^[0-9a-f:]+$/;

export function clientAddress(request: Request): string {
  const raw = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase();
  return (raw && normaliseAddress(raw)) || UNKNOWN_CLIENT;
}

/**
 * IPv4 as is; IPv6 reduced to its /64 network, because one subscriber line usually gets a whole /64
 * and could otherwise rotate through addresses to escape the limit. Anything else is not an address.
 */
export function normaliseAddress(raw: string): string | null {
  const mapped = raw.startsWith("::ffff:") ? raw.slice("::ffff:".length) : raw;
  const v4 = IPV4.exec(mapped);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? mapped : null;
  if (!IPV6.test(raw)) return null;
  const groups = expandIpv6(raw);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : null;
}

/** The eight 16-bit groups of an IPv6 address without leading zeros, or null if it is malformed. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(":") : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tail];
  if (groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
