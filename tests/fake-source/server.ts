/** The fake results source as a Node HTTP server on 127.0.0.1 (handler.ts holds its behaviour). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeHandler } from "./handler";

export interface FakeSourceServer {
  url: string;
  close(): Promise<void>;
}

export async function startFakeSource(port = 0): Promise<FakeSourceServer> {
  const { handle } = createFakeHandler();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const answer = handle(request.method ?? "GET", request.url ?? "/", Buffer.concat(chunks).toString("utf8"), headers);
      const send = () => {
        if (response.destroyed) return; // the client gave up (timeout tests)
        if (answer.cutOff) {
          // The whole body announced, half of it sent, then the connection dropped: an EOF mid-body.
          const body = Buffer.from(answer.text, "utf8");
          response.writeHead(answer.status, { "Content-Type": "application/json", "Content-Length": String(body.length) });
          response.write(body.subarray(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
          return;
        }
        response.writeHead(answer.status, { "Content-Type": "application/json" });
        response.end(answer.text);
      };
      if (answer.delayMs <= 0) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, answer.delayMs);
      timers.add(timer);
      // The client gave up (a timeout test): forget the answer instead of writing to a closed socket.
      response.on("close", () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
