/**
 * vitest globalSetup of the workers tests (runs in Node): starts the fake results source and hands its
 * URL to the pool options (a binding, FAKE_SOURCE_URL) and to tests through `inject`.
 */
import type { TestProject } from "vitest/node";
import { startFakeSource } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    fakeSourceUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startFakeSource();
  project.provide("fakeSourceUrl", server.url);
  return () => server.close();
}
