// The measurement scripts' flags: `--name value` pairs and bare `--flag` switches.
const args = process.argv.slice(2);

/** The value after `--name`, or the fallback when the flag is absent. */
export function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
}

/** Whether the bare switch `--name` was given. */
export function flag(name) {
  return args.includes(`--${name}`);
}
