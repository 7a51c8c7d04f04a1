/**
 * The types of the server build, which the Worker imports as `#server-build` (package.json "imports":
 * these types for the type checker, `remix vite:build`'s build/server/index.js for wrangler and vitest).
 * The build is plain JS without types, and does not exist before the first build: this file says what it
 * exports, Remix's ServerBuild, with its entry module typed as app/entry.server.tsx itself, so the hooks
 * it re-exports for the Worker (`entry.module.worker`, app/edge/hooks.server.ts) are typed too and
 * workers/app.ts needs no cast. A build that exported less would fail the workers tests; an entry module
 * that stopped re-exporting the hooks fails the type check.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import type * as EntryServer from "../app/entry.server";

export declare const entry: { module: typeof EntryServer };
export declare const routes: ServerBuild["routes"];
export declare const assets: ServerBuild["assets"];
export declare const assetsBuildDirectory: ServerBuild["assetsBuildDirectory"];
export declare const basename: ServerBuild["basename"];
export declare const future: ServerBuild["future"];
export declare const isSpaMode: ServerBuild["isSpaMode"];
export declare const mode: ServerBuild["mode"];
export declare const publicPath: ServerBuild["publicPath"];
