import { index, prefix, route, type RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

/**
 * The pages come from app/routes by the flat-routes convention. The public API and the endpoints the
 * machines call (ingest, push, the refresh hook) are declared here in one block under /api: the same
 * files, addresses and route ids as the convention gives them.
 */
const api = prefix("api", [
  index("routes/api._index.tsx", { id: "routes/api._index" }),
  route("openapi.json", "routes/api.openapi[.]json.ts"),
  route("results/latest", "routes/api.results.latest.ts"),
  route("results/history", "routes/api.results.history.ts"),
  route("results/:game/:date", "routes/api.results.$game.$date.ts"),
  route("wallet/:game/:date", "routes/api.wallet.$game.$date.ts"),
  route("statistics/:game", "routes/api.statistics.$game.ts"),
  route("hot-numbers", "routes/api.hot-numbers.ts", [route(":gameType", "routes/api.hot-numbers.$gameType.ts")]),
  route("next-draw", "routes/api.next-draw.ts"),
  route("push/key", "routes/api.push.key.ts"),
  route("push/subscriptions", "routes/api.push.subscriptions.ts"),
  route("ingest/official", "routes/api.ingest.official.ts"),
  route("ingest/resultsza", "routes/api.ingest.resultsza.ts"),
  route("ingest/draws-changed", "routes/api.ingest.draws-changed.ts"),
  route("refresh-google-data", "routes/api.refresh-google-data.ts"),
  // Any other /api address: a JSON 404, never the site's HTML page.
  route("*", "routes/api.$.ts"),
]);

export default [...(await flatRoutes({ ignoredRouteFiles: ["routes/api.*"] })), ...api] satisfies RouteConfig;
