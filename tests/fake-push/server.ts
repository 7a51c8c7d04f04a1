/**
 * A fake Web Push service (RFC 8030) over HTTPS on 127.0.0.1, answering as the real ones do: a push is a
 * POST to the subscription's endpoint, answered 201 Created; a subscription the browser dropped is 410
 * Gone; an overloaded service says 429 or 5xx. It keeps every push it received (headers and the encrypted
 * body) so tests can check the VAPID token and decrypt the payload with the browser's keys themselves.
 *
 * HTTPS because the push library refuses http: endpoints, as real push services are https only. Its
 * certificate (certs/, valid to 2046) is signed by a test CA that workerd trusts through
 * NODE_EXTRA_CA_CERTS, which Miniflare reads when it loads: `npm run test:workers` sets it (as
 * `wrangler dev` trusts the same variable). The CA's key was thrown away: to renew, make a new CA and
 * server certificate for IP 127.0.0.1 with openssl and replace the three files.
 *
 * Control calls (tests only): `POST /control/answer` `{"id", "status"}` sets how pushes to
 * `/push/{id}` are answered; `GET /control/pushes/{id}` lists the pushes received there.
 *
 * `npm run bench:push` starts it with options: it keeps nothing (`keep: false`),
 * counts through `onPush`, and answers a chosen share 410 or 429 through `answer`. Nothing expensive is
 * done per push here (a real service checks the VAPID token; the benchmark does that in `onPush` only
 * when asked), so the service answers as quickly as the real ones do and the Worker is what is measured.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  headers: Record<string, string>;
  /** The encrypted body, base64. */
  body: string;
  at: number;
}

export interface FakePushServer {
  origin: string;
  close(): Promise<void>;
}

/** A push as it was answered, for `onPush`. */
export interface AnsweredPush {
  id: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  at: number;
}

export interface FakePushOptions {
  /** Keep each accepted push for `GET /control/pushes/{id}` (the tests read them back); default true. */
  keep?: boolean;
  /** The status for a push to `/push/{id}` that no control call has set; default 201. */
  answer?: (id: string) => number;
  /** Told of each push once it is answered. */
  onPush?: (push: AnsweredPush) => void;
}

const CERTS = new URL("./certs/", import.meta.url);

export async function startFakePush(port = 0, options: FakePushOptions = {}): Promise<FakePushServer> {
  const { keep = true, answer, onPush } = options;
  const pushes = new Map<string, ReceivedPush[]>();
  const answers = new Map<string, number>();
  const server: Server = createServer(
    { key: readFileSync(new URL("server-key.pem", CERTS)), cert: readFileSync(new URL("server.pem", CERTS)) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const url = new URL(request.url ?? "/", "https://127.0.0.1");
        const body = Buffer.concat(chunks);
        const json = (status: number, value: unknown) => {
          response.writeHead(status, { "Content-Type": "application/json" });
          response.end(JSON.stringify(value));
        };
        const push = url.pathname.match(/^\/push\/([\w-]+)$/);
        if (request.method === "POST" && push) {
          const id = push[1]!;
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
          const status = answers.get(id) ?? answer?.(id) ?? 201;
          const at = Date.now();
          if (status === 201 && keep) pushes.set(id, [...(pushes.get(id) ?? []), { headers, body: body.toString("base64"), at }]);
          response.writeHead(status, status === 201 ? { Location: `/message/${id}/${keep ? pushes.get(id)!.length : at}` } : {});
          response.end();
          onPush?.({ id, status, headers, body, at });
          return;
        }
        if (request.method === "POST" && url.pathname === "/control/answer") {
          const { id, status } = JSON.parse(body.toString("utf8")) as { id: string; status: number };
          answers.set(id, status);
          return json(200, { ok: true });
        }
        const list = url.pathname.match(/^\/control\/pushes\/([\w-]+)$/);
        if (request.method === "GET" && list) return json(200, pushes.get(list[1]!) ?? []);
        json(404, { error: "not found" });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
