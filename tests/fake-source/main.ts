/**
 * Runs the fake results source on its own (the e2e server starts it): `tsx tests/fake-source/main.ts
 * [port]`. Prints its URL, serves until stopped.
 */
import { startFakeSource } from "./server";

const port = Number(process.argv[2] ?? process.env.FAKE_SOURCE_PORT ?? 8790);
const server = await startFakeSource(port);
console.log(`fake results source on ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
