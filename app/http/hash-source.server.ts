/**
 * The CSP source of an inline style or script by its hash: the pages' stylesheet and scripts
 * (app/edge/style-policy.server.ts, script-policy.server.ts) and the widget's stylesheet are allowed so.
 */
const encoder = new TextEncoder();

/** `'sha256-…'` of an inline style's or script's text as the browser hashes it (the HTML parser turns CR LF into LF). */
export async function inlineHashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text.replace(/\r\n?/g, "\n"))));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
