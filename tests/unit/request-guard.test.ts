/**
 * The request guard (app/edge/request-guard.server.ts): methods, body sizes, and the shape of a refusal
 * (JSON for /api, short plain text elsewhere, never HTML, never cached). Pure, so tested in Node; the
 * Worker calling it first is tested in tests/workers/headers.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedAt, guardRequest, isCrossSitePost, withBodyLimit } from "~/edge/request-guard.server";
import { MAX_BODY_BYTES, MAX_PUSH_BODY_BYTES } from "~/http/body-limits";
import { EXPECTED_POLICY } from "../fixtures/route-policy";

const POST_PATHS = EXPECTED_POLICY.postPaths;
/** The guard as the Worker calls it, with the paths the routes take posts at. */
const guard = (request: Request) => guardRequest(request, POST_PATHS);

const BASE = "https://guard.test";

function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return new Request(`${BASE}${path}`, { ...init, ...(init.body ? { duplex: "half" } : {}) });
}

async function refusal(res: Response | null) {
  if (!res) throw new Error("expected a refusal");
  return { status: res.status, type: res.headers.get("Content-Type"), body: await res.text(), headers: res.headers };
}

describe("methods", () => {
  it.each(["GET", "HEAD"])("lets %s through everywhere", (method) => {
    for (const path of ["/", "/lotto-history?game=lotto", "/api/results/latest", "/admin", "/nope/at/all"]) {
      expect(guard(request(path, { method }))).toBeNull();
    }
  });

  it("lets POST through to the routes with an action, also as Remix data requests and with a trailing slash", () => {
    for (const path of [
      ...POST_PATHS,
      "/contact-us.data",
      "/admin.data",
      "/admin/",
      "/contact-us?index",
      "/api/refresh-google-data?source=search",
    ]) {
      // Sent as our own page sends it: an admin post from anywhere else is refused (see below).
      expect(guard(request(path, { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } })), path).toBeNull();
    }
  });

  it("answers a POST to a page without an action 405 in plain text, with Allow", async () => {
    const res = await refusal(guard(request("/lotto-history", { method: "POST", body: "x=1" })));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(res.type).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe("The method POST is not allowed here. Use GET, HEAD, OPTIONS.\n");
  });

  it("answers a POST to a read-only API route 405 JSON { error }, with Allow", async () => {
    const res = await refusal(guard(request("/api/results/latest", { method: "POST" })));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(res.type).toBe("application/json; charset=utf-8");
    expect(JSON.parse(res.body)).toEqual({ error: "The method POST is not allowed here. Use GET, HEAD, OPTIONS." });
  });

  it.each(["PUT", "DELETE", "PATCH", "PROPFIND", "MKCOL", "LINK"])("answers %s 405 with Allow, wherever it is sent", async (method) => {
    const page = await refusal(guard(request("/contact-us", { method })));
    expect(page.status).toBe(405);
    expect(page.headers.get("Allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(page.type).toMatch(/^text\/plain/);
    const api = await refusal(guard(request("/api/next-draw", { method })));
    expect(api.status).toBe(405);
    expect(api.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(JSON.parse(api.body).error).toContain(`The method ${method} is not allowed here.`);
  });

  it("answers OPTIONS 204 with what the path allows, and no CORS grant", async () => {
    const res = guard(
      request("/admin", { method: "OPTIONS", headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" } }),
    );
    expect(res?.status).toBe(204);
    expect(res?.headers.get("Allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(res?.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(await res?.text()).toBe("");
  });

  it("knows which paths take posts", () => {
    expect(allowedAt("/contact-us", POST_PATHS)).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allowedAt("/contact-us/", POST_PATHS)).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allowedAt("/_root.data", POST_PATHS)).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedAt("/contact-us-not", POST_PATHS)).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedAt("/", POST_PATHS)).toEqual(["GET", "HEAD", "OPTIONS"]);
  });
});

describe("cross-site form posts (Remix's own rule, answered 403 instead of its empty 500)", () => {
  const post = (path: string, headers: Record<string, string>) =>
    request(path, { method: "POST", headers: { Host: "guard.test", ...headers } });

  it("lets a post from our own origin, or without Origin, through", () => {
    expect(guard(post("/contact-us", { Origin: BASE }))).toBeNull();
    expect(guard(post("/contact-us", {}))).toBeNull();
    expect(guard(post("/admin.data", { Origin: BASE }))).toBeNull();
  });

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["a sandboxed page (Origin null)", { Origin: "null" }],
    ["an Origin that is not a URL", { Origin: "not a url" }],
    ["an empty Origin", { Origin: "" }],
    ["our Origin but another X-Forwarded-Host", { Origin: BASE, "X-Forwarded-Host": "evil.example" }],
  ])("refuses a page post from %s with 403 plain text", async (_, headers) => {
    const res = await refusal(guard(post("/contact-us", headers)));
    expect(res.status).toBe(403);
    expect(res.type).toMatch(/^text\/plain/);
    expect(res.body).toBe("This form was sent from another site, so it was refused.\n");
  });

  it("refuses a session call of the refresh API from another site with 403 { error, message } JSON (Remix does not check resource routes)", async () => {
    const res = await refusal(
      guard(post("/api/refresh-google-data", { Origin: "https://evil.example", Cookie: "__Host-admin_session=x" })),
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ error: "forbidden", message: expect.stringContaining("did not come from this site") });
    // A bearer call is not ambient, and a call with no credential at all is the API's to answer (401).
    expect(guard(post("/api/refresh-google-data", { Cookie: "__Host-admin_session=x", Authorization: "Bearer x" }))).toBeNull();
    expect(guard(post("/api/refresh-google-data", { Origin: "https://evil.example" }))).toBeNull();
  });

  it("matches Remix's rule: the Origin's host against X-Forwarded-Host, else Host", () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(isCrossSitePost(headers({ Origin: "https://a.example:8443", Host: "a.example:8443" }))).toBe(false);
    expect(isCrossSitePost(headers({ Origin: "https://a.example:8443", Host: "a.example" }))).toBe(true);
    expect(isCrossSitePost(headers({ Origin: "https://a.example", "X-Forwarded-Host": "a.example, b.example", Host: "b.example" }))).toBe(
      false,
    );
    expect(isCrossSitePost(headers({ Origin: "https://a.example" }))).toBe(true);
    expect(isCrossSitePost(headers({ Host: "a.example" }))).toBe(false);
  });
});

describe("paths no route can match", () => {
  it.each(["/api/hot-numbers/lotto/%E2%80%A8x", "/api/x%0Ay", "/api/%00"])(
    "%s is 404 JSON under /api, never the HTML page",
    async (path) => {
      const res = await refusal(guard(request(path)));
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ error: "No such API endpoint. The calls are listed at /api." });
    },
  );

  it.each(["/blog/a%0Ab", "/%0D", "/history%E2%80%A9", "/%7F"])("%s is a short plain-text 404", async (path) => {
    const res = await refusal(guard(request(path)));
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^text\/plain/);
  });

  it.each(["/blog/%ZZ", "/%E0%A4%A", "/blog/caf%C3%A9", "/api/hot-numbers/%20lotto"])("leaves %s to the router", (path) => {
    expect(guard(request(path))).toBeNull();
  });
});

describe("Remix's legacy data requests", () => {
  it.each([
    ["POST", "/contact-us?_data="],
    ["GET", "/lotto-history?_data=x"],
    ["GET", "/?_data=root"],
  ])("answers %s %s 400 in plain text", async (method, path) => {
    const res = await refusal(
      guard(
        request(path, {
          method,
          ...(method === "POST" ? { body: "", headers: { "Content-Type": "application/x-www-form-urlencoded" } } : {}),
        }),
      ),
    );
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/^text\/plain/);
  });

  it("answers it under /api as JSON, and leaves other parameters alone", async () => {
    const res = await refusal(guard(request("/api/results/latest?_data=")));
    expect(JSON.parse(res.body)).toEqual({ error: "The _data parameter is not used by this site." });
    expect(guard(request("/lotto-history?data=x&game=lotto"))).toBeNull();
  });
});

describe("body size", () => {
  const post = (path: string, length: string) => request(path, { method: "POST", headers: { "Content-Length": length } });

  it(`lets a declared body of up to ${MAX_BODY_BYTES} bytes through`, () => {
    expect(guard(post("/contact-us", "0"))).toBeNull();
    expect(guard(post("/contact-us", String(MAX_BODY_BYTES)))).toBeNull();
  });

  it("refuses a declared body one byte over with 413: plain text for a page, JSON for the API", async () => {
    const page = await refusal(guard(post("/contact-us", String(MAX_BODY_BYTES + 1))));
    expect(page.status).toBe(413);
    expect(page.type).toBe("text/plain; charset=utf-8");
    expect(page.body).toBe("The request body is too large: at most 64 KB is accepted.\n");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const api = await refusal(guard(post("/api/refresh-google-data", "10000000000")));
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toEqual({ error: "The request body is too large: at most 64 KB is accepted." });
  });

  it(`gives the collector's push (/api/ingest/official) ${MAX_PUSH_BODY_BYTES} bytes, and that path only`, async () => {
    expect(guard(post("/api/ingest/official", String(MAX_PUSH_BODY_BYTES)))).toBeNull();
    const over = await refusal(guard(post("/api/ingest/official", String(MAX_PUSH_BODY_BYTES + 1))));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body)).toEqual({ error: "The request body is too large: at most 1024 KB is accepted." });
    expect((await refusal(guard(post("/api/refresh-google-data", String(MAX_BODY_BYTES + 1))))).status).toBe(413);
  });

  it.each(["abc", "-1", "10, 10", "1e6", "0x10", ""])("refuses the Content-Length %j with 400", async (length) => {
    const res = await refusal(guard(post("/admin", length)));
    expect(res.status).toBe(400);
    expect(res.body).toContain("Content-Length");
  });
});

describe("withBodyLimit (a body of undeclared length)", () => {
  const stream = (bytes: number, chunk = 4096) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += chunk) controller.enqueue(new Uint8Array(Math.min(chunk, bytes - sent)).fill(97));
        controller.close();
      },
    });
  const chunked = (bytes: number) =>
    request("/contact-us", { method: "POST", body: stream(bytes), headers: { "Content-Type": "application/x-www-form-urlencoded" } });

  it("passes a body within the limit on unchanged", async () => {
    const limited = withBodyLimit(chunked(MAX_BODY_BYTES));
    expect((await limited.arrayBuffer()).byteLength).toBe(MAX_BODY_BYTES);
  });

  it("fails the read of a body past the limit, so a form read fails instead of buffering it", async () => {
    await expect(withBodyLimit(chunked(MAX_BODY_BYTES + 1)).arrayBuffer()).rejects.toThrow();
    await expect(withBodyLimit(chunked(10 * MAX_BODY_BYTES)).formData()).rejects.toThrow();
  });

  it("cuts the collector's push off at its own limit", async () => {
    const push = (bytes: number) => request("/api/ingest/official", { method: "POST", body: stream(bytes, 65_536) });
    expect((await withBodyLimit(push(MAX_PUSH_BODY_BYTES)).arrayBuffer()).byteLength).toBe(MAX_PUSH_BODY_BYTES);
    await expect(withBodyLimit(push(MAX_PUSH_BODY_BYTES + 1)).arrayBuffer()).rejects.toThrow();
  });

  it("leaves a request without a body, or with a declared length, as it is", () => {
    const get = request("/");
    expect(withBodyLimit(get)).toBe(get);
    const declared = request("/contact-us", { method: "POST", body: "a=1", headers: { "Content-Length": "3" } });
    expect(withBodyLimit(declared)).toBe(declared);
  });
});

describe("any method and path (property)", () => {
  const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]{0,15}$/);
  const segment = fc.oneof(fc.constantFrom("api", "admin", "contact-us", "..", "%2e%2e", "%ZZ", "%0A", ".data", "a.data"), fc.webSegment());
  const unroutable = (pathname: string) => {
    try {
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      return /[\u0000-\u001f\u007f\u2028\u2029]/.test(decodeURIComponent(pathname));
    } catch {
      return false;
    }
  };
  const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`);

  it("never throws; a refusal is 204, 400, 404, 405 or 413, never HTML, never cached, and a 405 says what is allowed", () => {
    fc.assert(
      fc.property(token, path, fc.option(fc.nat({ max: 4 * MAX_BODY_BYTES })), (method, pathname, length) => {
        const headers: Record<string, string> = length === null ? {} : { "Content-Length": String(length) };
        let req: Request;
        try {
          req = request(pathname, { method, headers });
        } catch {
          return; // A method fetch itself forbids (CONNECT, TRACE, TRACK) never reaches a Worker.
        }
        const res = guard(req);
        const upper = method.toUpperCase();
        const pathnameSeen = new URL(req.url).pathname;
        if (["GET", "HEAD", "OPTIONS", "POST"].includes(upper) && (length === null || length <= MAX_BODY_BYTES)) {
          if (upper === "OPTIONS") expect(res?.status).toBe(204);
          else if (upper === "POST" && !allowedAt(pathnameSeen, POST_PATHS).includes("POST")) expect(res?.status).toBe(405);
          else if (unroutable(pathnameSeen)) expect(res?.status).toBe(404);
          else expect(res).toBeNull();
          return;
        }
        expect(res).not.toBeNull();
        expect([400, 404, 405, 413]).toContain(res!.status);
        expect(res!.headers.get("Content-Type")).not.toMatch(/html/);
        expect(res!.headers.get("Cache-Control")).toBe("no-store");
        if (res!.status === 405) expect(res!.headers.get("Allow")).toMatch(/^GET, HEAD/);
      }),
      { numRuns: 500 },
    );
  });
});
