// @ts-check
// Starting and stopping the local site for the scripts that measure it (lighthouse, load, bench).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * Resolves once `url` answers 2xx; throws after `timeoutMs` (wrangler dev takes a while to start).
 *
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * A process started by `startProcessGroup`: `stop()` ends it and everything it started.
 *
 * @typedef {{ child: import("node:child_process").ChildProcess; readonly stopped: boolean; stop(): void }} ProcessGroup
 */

/**
 * Runs `command` in its own process group (wrangler spawns workerd, the e2e server spawns wrangler and
 * the fake source), so `stop()` ends all of them at once.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv; stdio?: import("node:child_process").StdioOptions }} [options]
 * @returns {ProcessGroup}
 */
export function startProcessGroup(command, args, { env = process.env, stdio = ["ignore", "ignore", "inherit"] } = {}) {
  const child = spawn(command, args, { stdio, env, detached: true });
  let stopped = false;
  return {
    child,
    get stopped() {
      return stopped;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        // No pid: the process never started, so there is nothing to end.
        if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

/**
 * The built site with the test fixtures (scripts/e2e-server.mjs) on `port`, its fake results source on
 * port + 100, each with its own state; resolves once the site answers.
 *
 * @param {string | number} port
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<ProcessGroup>}
 */
export async function startE2eServer(port, extraEnv = {}) {
  const server = startProcessGroup("node", ["scripts/e2e-server.mjs"], {
    env: { ...process.env, E2E_PORT: String(port), E2E_FAKE_SOURCE_PORT: String(Number(port) + 100), ...extraEnv },
  });
  server.child.on("exit", (code) => {
    if (!server.stopped) console.error(`The e2e server stopped early (exit ${code}).`);
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/next-draw`, 180_000);
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}

/**
 * CPU time (user + system, ms) spent so far by the workerd processes of a process group: on Linux, from
 * /proc. `wrangler dev` runs the Worker in workerd, so the difference across N requests, divided by N, is
 * what one request costs the runtime here (JavaScript, the local D1 and Cache API emulation included).
 * Null where /proc is not there.
 *
 * @param {number} groupId the process group (`ProcessGroup.child.pid`)
 * @returns {number | null}
 */
export function workerdCpuMs(groupId) {
  if (!existsSync("/proc")) return null;
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) start at state: pgrp is the 3rd, utime the 12th, stime the 13th.
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (name !== "workerd" || Number(fields[2]) !== groupId) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}
