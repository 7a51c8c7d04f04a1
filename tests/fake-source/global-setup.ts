/**
 * vitest globalSetup of the workers tests (runs in Node): starts the fake results source and the fake
 * push service, and hands their addresses to the pool options (bindings FAKE_SOURCE_URL and
 * PUSH_TEST_ORIGINS) and to tests through `inject`.
 */
import type { TestProject } from "vitest/node";
import { startFakePush } from "../fake-push/server";
import { startFakeSource } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    fakeSourceUrl: string;
    fakePushOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startFakeSource();
  const push = await startFakePush();
  project.provide("fakeSourceUrl", server.url);
  project.provide("fakePushOrigin", push.origin);
  return async () => {
    await server.close();
    await push.close();
  };
}
