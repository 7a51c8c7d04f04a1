import { describe, expect, it } from "vitest";
import {
  ALERTS_SCRIPT_PLACEHOLDER,
  CSS_PLACEHOLDER,
  finishHtml,
  HERO_SCRIPT_PLACEHOLDER,
  SCRIPT_PLACEHOLDER,
  WALLET_SCRIPT_PLACEHOLDER,
} from "~/edge/html-stream.server";

/** Each chunk as bytes through the finisher; what comes out, chunk by chunk, decoded. */
async function run(chunks: (string | Uint8Array)[], css = "b{c:d}", script = "go()"): Promise<string[]> {
  const out: Uint8Array[] = [];
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  }).pipeThrough(
    finishHtml({
      css,
      scripts: { site: script, hero: "hero()", wallet: "wallet()", alerts: "alerts()", gameAlerts: "gameAlerts()", watch: "watch()" },
    }),
  );
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out.push(chunk);
  // One decoder over all chunks: a character split between two chunks must come out whole.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return out.map((chunk) => decoder.decode(chunk, { stream: true }));
}

describe("finishing the streamed HTML", () => {
  it("fills the stylesheet placeholder, even when it is split across chunks", async () => {
    const [a, b] = [CSS_PLACEHOLDER.slice(0, 10), CSS_PLACEHOLDER.slice(10)];
    const html = (await run([`<html><head>${a}`, `${b}</head><body>x</body></html>`])).join("");
    expect(html).toBe('<html><head><style id="critical-css">b{c:d}</style></head><body>x</body></html>');
  });

  it("fills the site script's placeholder at the end of the body, even when it is split across chunks", async () => {
    const [a, b] = [SCRIPT_PLACEHOLDER.slice(0, 12), SCRIPT_PLACEHOLDER.slice(12)];
    const html = (await run([`<html><head>${CSS_PLACEHOLDER}</head><body>x${a}`, `${b}</body></html>`])).join("");
    expect(html).toBe(
      '<html><head><style id="critical-css">b{c:d}</style></head><body>x<script id="site-script">go()</script></body></html>',
    );
  });

  it("fills the hero script's placeholder where a page has one, and leaves a page without it as it is", async () => {
    const withHero = (await run([`<html><body>x${SCRIPT_PLACEHOLDER}${HERO_SCRIPT_PLACEHOLDER}</body></html>`])).join("");
    expect(withHero).toBe('<html><body>x<script id="site-script">go()</script><script id="hero-script">hero()</script></body></html>');
    const without = (await run([`<html><body>x${SCRIPT_PLACEHOLDER}</body></html>`])).join("");
    expect(without).not.toContain("hero()");
  });

  it("fills the wallet script's placeholder on the wallet's page only", async () => {
    const withWallet = (await run([`<html><body>x${SCRIPT_PLACEHOLDER}${WALLET_SCRIPT_PLACEHOLDER}</body></html>`])).join("");
    expect(withWallet).toBe(
      '<html><body>x<script id="site-script">go()</script><script id="wallet-script">wallet()</script></body></html>',
    );
    const without = (await run([`<html><body>x${SCRIPT_PLACEHOLDER}${HERO_SCRIPT_PLACEHOLDER}</body></html>`])).join("");
    expect(without).not.toContain("wallet()");
  });

  it("fills the alerts script's placeholder where the alerts section puts it, mid-body", async () => {
    const html = (await run([`<html><body><section>b${ALERTS_SCRIPT_PLACEHOLDER}</section>x${SCRIPT_PLACEHOLDER}</body></html>`])).join("");
    expect(html).toBe(
      '<html><body><section>b<script id="alerts-script">alerts()</script></section>x<script id="site-script">go()</script></body></html>',
    );
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
    const html = (
      await run(['<html><body><link rel="modulepreload" href="/a.js"/><link rel="module', 'preload" href="/b.js"/></body></html>'])
    ).join("");
    expect(html).toBe(
      '<html><body><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></body></html>',
    );
  });

  it("passes multi-byte characters through untouched, split across chunks too, and inlines a non-ASCII stylesheet", async () => {
    const check = new TextEncoder().encode("<html><head>" + CSS_PLACEHOLDER + "</head><body>✓ é</body></html>");
    const splitInsideTick = check.indexOf(0xe2) + 1;
    const html = (await run([check.slice(0, splitInsideTick), check.slice(splitInsideTick)], 'a::after{content:"→"}')).join("");
    expect(html).toBe('<html><head><style id="critical-css">a::after{content:"→"}</style></head><body>✓ é</body></html>');
  });

  it("fills the placeholder once, and gives every request its own copy of the stylesheet", async () => {
    const page = `<html><head>${CSS_PLACEHOLDER}</head><body>${CSS_PLACEHOLDER}</body></html>`;
    const [first, second] = await Promise.all([run([page]), run([page])]);
    expect(first.join("")).toBe(`<html><head><style id="critical-css">b{c:d}</style></head><body>${CSS_PLACEHOLDER}</body></html>`);
    expect(second.join("")).toBe(first.join(""));
  });

  it("does not hold back the page while it streams", async () => {
    const chunks = await run(["<html><body>", "x".repeat(100), "</body></html>"]);
    expect(chunks[0]!.length + chunks[1]!.length).toBeGreaterThan(100);
  });
});
