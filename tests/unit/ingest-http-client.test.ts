/** The ingest HTTP client with a scripted fetch: what is retried, how often, with what backoff. */
import { describe, expect, it } from "vitest";
import { postJson, requestJson, SourceError } from "~/ingest/http-client.server";

type Step = () => Promise<Response>;

function scripted(steps: Step[]) {
  const calls: RequestInit[] = [];
  const sleeps: number[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    return step();
  }) as unknown as typeof globalThis.fetch;
  const options = { fetch, timeoutMs: 50, retries: 2, backoffMs: 100, sleep: async (ms: number) => void sleeps.push(ms) };
  return { calls, sleeps, options };
}

const status =
  (code: number, body = "{}") =>
  async () =>
    new Response(body, { status: code });
const refused = async (): Promise<Response> => {
  throw new TypeError("fetch failed: connect ECONNREFUSED");
};

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SourceError) return error;
    throw error;
  }
  throw new Error("expected a SourceError");
}

describe("requestJson", () => {
  it("returns the parsed body", async () => {
    const { options, calls } = scripted([status(200, '{"code":0}')]);
    expect(await postJson("http://x.test/a", { gameId: 1 }, options)).toEqual({ code: 0 });
    expect(calls[0]).toMatchObject({ method: "POST", body: '{"gameId":1}' });
  });

  it("retries a 5xx with exponential backoff, then gives up", async () => {
    const { options, calls, sleeps } = scripted([status(500)]);
    const error = await failure(requestJson("http://x.test/a", {}, options));
    expect(error).toMatchObject({ kind: "http", attempts: 3, message: "http://x.test/a: HTTP 500 (after 3 attempts)" });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it("succeeds when a retry passes", async () => {
    const { options, calls } = scripted([status(503), refused, status(200, "[1]")]);
    expect(await requestJson("http://x.test/a", {}, options)).toEqual([1]);
    expect(calls).toHaveLength(3);
  });

  it("tells the caller of each retried failure, e.g. a body cut off mid-way", async () => {
    const cutOff = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":'));
            controller.error(new Error("unexpected EOF"));
          },
        }),
      );
    const { options } = scripted([cutOff, status(200, "[1]")]);
    const retried: string[] = [];
    expect(
      await requestJson("http://x.test/a", {}, { ...options, onRetry: (f, attempt) => retried.push(`${attempt}: ${f.message}`) }),
    ).toEqual([1]);
    expect(retried).toEqual(["1: http://x.test/a: the answer was cut off"]);
  });

  it("retries network errors and timeouts", async () => {
    const network = scripted([refused]);
    expect(await failure(requestJson("http://x.test/a", {}, network.options))).toMatchObject({ kind: "network", attempts: 3 });
    const hang = scripted([() => new Promise<Response>(() => {})]);
    // A fetch that never settles still ends: the abort signal is what a real fetch honours.
    hang.options.fetch = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener("abort", () => reject(new Error("aborted"))),
      )) as unknown as typeof fetch;
    expect(await failure(requestJson("http://x.test/a", {}, hang.options))).toMatchObject({
      kind: "timeout",
      attempts: 3,
      message: "http://x.test/a: no answer within 50 ms (after 3 attempts)",
    });
  });

  it("does not retry a 4xx or a body that is not JSON", async () => {
    const client = scripted([status(404)]);
    expect(await failure(requestJson("http://x.test/a", {}, client.options))).toMatchObject({
      kind: "http",
      attempts: 1,
      message: "http://x.test/a: HTTP 404",
    });
    expect(client.calls).toHaveLength(1);
    const html = scripted([status(200, "<html>")]);
    expect(await failure(requestJson("http://x.test/a", {}, html.options))).toMatchObject({ kind: "bad-json", attempts: 1 });
    expect(html.calls).toHaveLength(1);
  });

  it("reports a 403 as refused by the source, with the status, after exactly one request", async () => {
    const client = scripted([status(403, "<html>Access denied</html>")]);
    const error = await failure(postJson("http://x.test/engine/draw/issueWinPoolInfoPageQuery", { gameId: 11101 }, client.options));
    expect(error).toMatchObject({
      kind: "refused",
      attempts: 1,
      message: "http://x.test/engine/draw/issueWinPoolInfoPageQuery: refused by the source (HTTP 403)",
    });
    expect(client.calls).toHaveLength(1);
    expect(client.sleeps).toEqual([]);
  });

  it("sends a source's own headers over the JSON defaults", async () => {
    const { options, calls } = scripted([status(200, "{}")]);
    await postJson("http://x.test/a", {}, options, { Accept: "application/json, text/plain, */*", Origin: "https://site.test" });
    expect(calls[0]!.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json, text/plain, */*",
      Origin: "https://site.test",
    });
  });

  it("never puts the query string (the search API key) in a message", async () => {
    const { options } = scripted([status(401)]);
    const error = await failure(requestJson("http://x.test/search?key=SECRET&q=lotto", {}, options));
    expect(error.message).toBe("http://x.test/search: HTTP 401");
  });
});
