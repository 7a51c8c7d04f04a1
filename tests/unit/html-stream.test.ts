import { describe, expect, it } from "vitest";
import { CSS_PLACEHOLDER, finishHtml } from "~/lib/html-stream.server";

async function run(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  const stream = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(finishHtml("b{c:d}"));
  for await (const chunk of stream as unknown as AsyncIterable<string>) out.push(chunk);
  return out;
}

describe("finishing the streamed HTML", () => {
  it("fills the stylesheet placeholder, even when it is split across chunks", async () => {
    const [a, b] = [CSS_PLACEHOLDER.slice(0, 10), CSS_PLACEHOLDER.slice(10)];
    const html = (await run([`<html><head>${a}`, `${b}</head><body>x</body></html>`])).join("");
    expect(html).toBe('<html><head><style id="critical-css">b{c:d}</style></head><body>x</body></html>');
  });

  it("moves Remix's trailing data scripts inside the body", async () => {
    const html = (await run(["<html><body><p>a</p></body></html>", "<script>x</script>", "<script>y</script>"])).join("");
    expect(html).toBe("<html><body><p>a</p><script>x</script><script>y</script></body></html>");
  });

  it("finds closing tags split across chunks", async () => {
    const html = (await run(["<html><body>a</bo", "dy></ht", "ml><script>z</script>"])).join("");
    expect(html).toBe("<html><body>a<script>z</script></body></html>");
  });

  it("asks for every module preload at low priority, across chunk boundaries too", async () => {
    const html = (await run(['<html><body><link rel="modulepreload" href="/a.js"/><link rel="module', 'preload" href="/b.js"/></body></html>'])).join("");
    expect(html).toBe('<html><body><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></body></html>');
  });

  it("does not hold back the page while it streams", async () => {
    const chunks = await run(["<html><body>", "x".repeat(100), "</body></html>"]);
    expect(chunks[0]!.length + chunks[1]!.length).toBeGreaterThan(100);
  });
});
