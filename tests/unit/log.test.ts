import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/http/env.server";
import { log, LOG_LEVELS, setLogLevel } from "~/http/log.server";

/** The console method each level writes through: Workers Logs takes its own level from it. */
const CHANNEL = { debug: "debug", info: "log", warn: "warn", error: "error" } as const;

const spyOnConsole = () => ({
  debug: vi.spyOn(console, "debug").mockImplementation(() => {}),
  log: vi.spyOn(console, "log").mockImplementation(() => {}),
  warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
  error: vi.spyOn(console, "error").mockImplementation(() => {}),
});
let spies: ReturnType<typeof spyOnConsole>;
beforeEach(() => {
  spies = spyOnConsole();
});
afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel("info");
});

/** Every line written, parsed, with the console method that wrote it. */
function written(): { channel: string; event: Record<string, unknown> }[] {
  return Object.entries(spies).flatMap(([channel, spy]) =>
    spy.mock.calls.map((args: unknown[]) => {
      expect(args).toHaveLength(1);
      return { channel, event: JSON.parse(String(args[0])) as Record<string, unknown> };
    }),
  );
}

describe("levels", () => {
  // Which levels each minimum keeps: the level itself and the more severe ones.
  it.each([
    ["debug", ["debug", "info", "warn", "error"]],
    ["info", ["info", "warn", "error"]],
    ["warn", ["warn", "error"]],
    ["error", ["error"]],
  ] as const)("minimum %s keeps %j", (minimum, kept) => {
    setLogLevel(minimum);
    for (const level of LOG_LEVELS) log[level](`a ${level} event`);
    expect(
      written()
        .map(({ event }) => event.level)
        .sort(),
    ).toEqual([...kept].sort());
  });

  it.each(LOG_LEVELS)("%s is written through its own console method, one line", (level) => {
    setLogLevel("debug");
    log[level]("something happened");
    expect(written()).toEqual([{ channel: CHANNEL[level], event: { level, message: "something happened" } }]);
  });

  it("the default minimum is info: debug is dropped", () => {
    log.debug("noise");
    log.info("kept");
    expect(written().map(({ event }) => event.message)).toEqual(["kept"]);
  });
});

describe("the JSON line", () => {
  it("holds the level, the message, the request's path (no query string) and other fields", () => {
    log.warn("contact form: dropped", { request: new Request("https://example.test/contact-us?email=a@b.c"), reason: "too fast" });
    expect(spies.warn).toHaveBeenCalledWith('{"level":"warn","message":"contact form: dropped","path":"/contact-us","reason":"too fast"}');
  });

  it("an explicit path wins over the request's", () => {
    log.info("x", { request: new Request("https://example.test/a"), path: "/b" });
    expect(written()[0]?.event.path).toBe("/b");
  });

  it("an Error becomes its name, message and stack, with its cause", () => {
    const cause = new TypeError("socket closed");
    const error = new RangeError("D1 gave up", { cause });
    log.error("D1 select failed", { error });
    const fields = written()[0]?.event.error as { stack?: string } | undefined;
    expect(fields).toMatchObject({ name: "RangeError", message: "D1 gave up", cause: { name: "TypeError", message: "socket closed" } });
    expect(fields?.stack).toContain("D1 gave up");
    expect(fields?.stack).toContain("log.test.ts");
  });

  it("a thrown non-Error is still logged as a message", () => {
    log.error("failed", { error: "just a string" });
    expect(written()[0]?.event.error).toEqual({ name: "string", message: "just a string" });
  });

  it("a field JSON cannot write does not lose the event", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    log.error("odd field", { cycle, error: new Error("boom") });
    expect(written()[0]?.event).toMatchObject({ level: "error", message: "odd field", error: { name: "Error", message: "boom" } });
  });
});

describe("LOG_LEVEL in the environment", () => {
  const env = {
    SITE_NAME: "SA Lotto Results",
    SITE_URL: "https://example.test",
    OPERATOR_URL: "https://operator.test",
    CONTACT_EMAIL: "hello@example.test",
    RESULTS_SOURCE_URL: "https://source.test/api",
    SEARCH_API_URL: "https://search.test/v1",
  };

  it.each([
    [undefined, "info", ["info"]],
    ["", "info", ["info"]],
    ["warn", "warn", []],
    [" DEBUG ", "debug", ["debug", "info"]],
  ])("%j parses as %s and sets the logger's minimum", (value, expected, kept) => {
    expect(parseEnv({ ...env, LOG_LEVEL: value }).LOG_LEVEL).toBe(expected);
    log.debug("d");
    log.info("i");
    expect(
      written()
        .map(({ event }) => event.level)
        .sort(),
    ).toEqual(kept);
  });

  it("an unknown level is a configuration error", () => {
    expect(() => parseEnv({ ...env, LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});
