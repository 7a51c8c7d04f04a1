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

const CERTS = new URL("./certs/", import.meta.url);

export async function startFakePush(port = 0): Promise<FakePushServer> {
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
          const status = answers.get(id) ?? 201;
          if (status === 201) pushes.set(id, [...(pushes.get(id) ?? []), { headers, body: body.toString("base64"), at: Date.now() }]);
          response.writeHead(status, status === 201 ? { Location: `/message/${id}/${pushes.get(id)!.length}` } : {});
          response.end();
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
