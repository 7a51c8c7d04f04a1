// @ts-check
// The ceiling of a cached answer on this machine, for `npm run bench`: a Worker that does nothing but
// answer from the Cache API (`/?bytes=N`: an entry of N bytes, stored on the first request) or nothing at
// all (`/nothing`). Locally the Cache API is Miniflare's emulation, so this shows what one cache hit costs
// here, apart from anything the site does around it. Never deployed.
export default {
  /** @param {Request} request */
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/nothing") return new Response("ok");
    const bytes = Math.min(Number(url.searchParams.get("bytes")) || 1024, 1_000_000);
    const key = new Request(`https://cache-probe.invalid/${bytes}`);
    // The Workers runtime's default cache (the DOM's CacheStorage, also in the program, has no `default`).
    const cache = /** @type {CacheStorage & { default: Cache }} */ (caches).default;
    const hit = await cache.match(key);
    if (hit) return hit;
    const entry = new Response("x".repeat(bytes), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=600" },
    });
    await cache.put(key, entry.clone());
    return entry;
  },
};
