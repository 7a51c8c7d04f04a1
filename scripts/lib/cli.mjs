// @ts-check
// The scripts' command lines, read with node:util's parseArgs. Each script lists the flags it takes; a
// flag it does not know, a value missing after `--name`, a value given to a switch, or an argument where
// none is expected stops it with one clear line and its usage (exit 2), rather than being ignored and
// the run measuring or writing something else than asked. `--help` (-h) prints the usage.
import { parseArgs } from "node:util";

/**
 * Prints the problem and the usage, and stops: exit code 2, as for any usage error.
 *
 * @param {string} message
 * @param {string} usage
 * @returns {never}
 */
export function usageError(message, usage) {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/**
 * Our own messages for what parseArgs would refuse with its own (longer, and without every unknown
 * flag): read from its tokens, without failing on anything.
 *
 * @param {string[]} args
 * @param {import("node:util").ParseArgsOptionsConfig} options
 * @param {boolean} allowPositionals
 * @returns {string | null}
 */
function problemWith(args, options, allowPositionals) {
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  /** @type {string[]} */
  const unknown = [];
  /** @type {string | null} */
  let problem = null;
  for (const token of tokens) {
    if (token.kind === "positional" && !allowPositionals) problem ??= `Unexpected argument "${token.value}"`;
    if (token.kind !== "option") continue;
    const option = options[token.name];
    if (!option) unknown.push(token.rawName);
    // A value that is the next flag means the value was forgotten (`--from --game lotto`).
    else if (option.type === "string" && (token.value === undefined || (!token.inlineValue && token.value.startsWith("--")))) {
      problem ??= `${token.rawName} needs a value`;
    } else if (option.type === "boolean" && token.value !== undefined) problem ??= `${token.rawName} takes no value`;
  }
  // Unknown flags first: the argument after one is read as a positional, but it is the flag's value.
  return unknown.length > 0 ? `Unknown option ${unknown.join(", ")}` : problem;
}

/**
 * This process's flags (and positionals, when `allowPositionals`), as parseArgs reads them in strict
 * mode: unknown flags are errors.
 *
 * @template {import("node:util").ParseArgsOptionsConfig} O
 * @template {boolean} P
 * @param {{ options: O; usage: string; allowPositionals?: P; args?: string[] }} config
 * @returns {ReturnType<typeof parseArgs<{ options: O; allowPositionals: P; strict: true }>>}
 */
export function readArgs({ options, usage, allowPositionals, args = process.argv.slice(2) }) {
  /** @type {import("node:util").ParseArgsOptionsConfig} */
  const all = { ...options, help: { type: "boolean", short: "h" } };
  const problem = problemWith(args, all, Boolean(allowPositionals));
  if (problem) usageError(problem, usage);
  try {
    const parsed = parseArgs({ args, options: all, allowPositionals: Boolean(allowPositionals), strict: true });
    if (parsed.values.help) {
      console.log(usage);
      process.exit(0);
    }
    // parseArgs types its result from the options' literal types, which a generic O (plus --help) does
    // not have here: the result is what it reads for O, and typed as such for the caller.
    return /** @type {ReturnType<typeof parseArgs<{ options: O; allowPositionals: P; strict: true }>>} */ (parsed);
  } catch (error) {
    // Anything the checks above let through (parseArgs has the last word).
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
}
