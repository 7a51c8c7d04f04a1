/**
 * The remote ingest's "tell the site" step (scripts/lib/tell-site.ts, run by `npm run ingest -- --remote`
 * after a run that changed draws) against a local HTTP server standing in for the deployed site: the body
 * it sends names the draws, signed as the site checks it (the same check as POST
 * /api/ingest/draws-changed runs: tests/workers/draws-changed.test.ts), and what the site answered, or
 * that it could not be reached, is printed. The real remote D1 is out of reach of a test.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkSignature } from "~/ingest/collector-answers.server";
import { acceptDrawsChanged, MAX_CHANGED_DRAWS } from "~/ingest/draws-changed-call.server";
import { tellSite } from "../../scripts/lib/tell-site";

const SECRET = "test-ingest-secret-0123456789abcdef";
const SIGNED_AT = Date.parse("2026-11-21T19:45:00Z");

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
const received: Received[] = [];
/** What the stand-in site answers next. */
let answer = { status: 200, body: '{"ok":true,"draws":1,"purged":12}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: '{"ok":true,"draws":1,"purged":12}' };
});

/** A printer that keeps the lines. */
function recorder() {
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  return { lines, print: { log: (line: string) => lines.out.push(line), error: (line: string) => lines.err.push(line) } };
}

const asHeaders = (headers: IncomingHttpHeaders) => new Headers(headers as Record<string, string>);

describe("tellSite", () => {
  it("POSTs the changed draws, signed as the site checks them, and prints the site's answer", async () => {
    const { lines, print } = recorder();
    const changed = [
      { game: "lotto", drawDate: "2026-11-21" },
      { game: "lotto-plus-1", drawDate: "2026-11-21" },
    ] as const;
    const taken = await tellSite({ siteUrl: origin, secret: SECRET, changed: [...changed], now: () => SIGNED_AT, print });

    expect(taken).toBe(true);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.method).toBe("POST");
    expect(call!.path).toBe("/api/ingest/draws-changed");
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.headers["x-ingest-timestamp"]).toBe(String(SIGNED_AT / 1000));
    expect(JSON.parse(call!.body)).toEqual({ changed });
    // The site's own check takes it, at the time it was signed; with another secret, or six minutes on, it does not.
    const headers = asHeaders(call!.headers);
    expect(checkSignature(SECRET, headers, call!.body, new Date(SIGNED_AT))).toBeNull();
    expect(acceptDrawsChanged({ secret: SECRET, headers, rawBody: call!.body, now: new Date(SIGNED_AT) })).toEqual({
      status: 200,
      changed,
    });
    expect(checkSignature("another-secret", headers, call!.body, new Date(SIGNED_AT))).toBe("the signature does not match");
    expect(checkSignature(SECRET, headers, call!.body, new Date(SIGNED_AT + 360_000))).toMatch(/more than 300 s/);

    expect(lines.out).toEqual([`Told ${origin} of 2 changed draw(s): site answered HTTP 200: {"ok":true,"draws":1,"purged":12}`]);
    expect(lines.err).toEqual([]);
  });

  it("a long backfill's draws go MAX_CHANGED_DRAWS to a call, each signed", async () => {
    const { lines, print } = recorder();
    const changed = Array.from({ length: MAX_CHANGED_DRAWS + 20 }, (_, i) => ({
      game: "daily-lotto" as const,
      drawDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    expect(await tellSite({ siteUrl: `${origin}/`, secret: SECRET, changed, now: () => SIGNED_AT, print })).toBe(true);
    expect(received.map((call) => (JSON.parse(call.body) as { changed: unknown[] }).changed.length)).toEqual([MAX_CHANGED_DRAWS, 20]);
    for (const call of received) expect(checkSignature(SECRET, asHeaders(call.headers), call.body, new Date(SIGNED_AT))).toBeNull();
    expect(lines.out).toHaveLength(2);
  });

  it("prints the site's refusal and says it was not taken", async () => {
    answer = { status: 401, body: '{"error":"unauthorized","message":"the signature does not match"}' };
    const { lines, print } = recorder();
    const taken = await tellSite({
      siteUrl: origin,
      secret: "a-wrong-secret",
      changed: [{ game: "lotto", drawDate: "2026-11-21" }],
      print,
    });
    expect(taken).toBe(false);
    expect(lines.out).toEqual([
      `Told ${origin} of 1 changed draw(s): site answered HTTP 401: {"error":"unauthorized","message":"the signature does not match"}`,
    ]);
  });

  it("says plainly when the site cannot be reached, or its address is not one", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { lines, print } = recorder();
    const changed = [{ game: "lotto" as const, drawDate: "2026-11-21" }];
    expect(await tellSite({ siteUrl: `http://127.0.0.1:${port}`, secret: SECRET, changed, print })).toBe(false);
    expect(lines.err[0]).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/ingest/draws-changed: unreachable \\(`));
    expect(await tellSite({ siteUrl: "www.example.co.za", secret: SECRET, changed, print })).toBe(false);
    expect(lines.err[1]).toBe('The site\'s address must be its origin, e.g. https://example.co.za, got "www.example.co.za"');
    expect(received).toHaveLength(0);
  });
});
