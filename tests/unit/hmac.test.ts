import { describe, expect, it } from "vitest";
import { digestsEqual, hmacSha256, toBase64Url, toHex } from "~/http/hmac.server";

describe("hmacSha256", () => {
  it("gives RFC 4231's answer (test case 2)", () => {
    expect(toHex(hmacSha256("Jefe", "what do ya want for nothing?"))).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("agrees with WebCrypto for a text key, a byte key and non-ASCII text", async () => {
    const encoder = new TextEncoder();
    for (const [key, text] of [
      ["s3cret", "admin-password:pässwörd ✓"],
      [new Uint8Array(32).fill(7), "contact-form-rendered-at:1"],
    ] as const) {
      const raw = typeof key === "string" ? encoder.encode(key) : key;
      const cryptoKey = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
      const expected = new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(text)));
      expect(hmacSha256(key, text)).toEqual(expected);
    }
  });
});

describe("the encodings and the comparison", () => {
  it("writes base64url without padding, and hex in lower case", () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x00]);
    expect(toBase64Url(bytes)).toBe("-_-_AA");
    expect(toHex(bytes)).toBe("fbffbf00");
    expect(toBase64Url(hmacSha256("k", "t"))).toMatch(/^[\w-]{43}$/);
  });

  it("says whether two digests are equal, whatever their lengths", () => {
    const a = hmacSha256("k", "one");
    expect(digestsEqual(a, hmacSha256("k", "one"))).toBe(true);
    expect(digestsEqual(a, hmacSha256("k", "two"))).toBe(false);
    expect(digestsEqual(a, a.subarray(0, 31))).toBe(false);
    expect(digestsEqual(new Uint8Array(), new Uint8Array())).toBe(true);
  });
});
