/**
 * The API against its own OpenAPI document (issue 22): the document is valid OpenAPI 3.1, every call's
 * real answers (successes and each documented error) match the schema the document gives for their
 * status, no call answers a status the document does not list, and the open-data headers hold: CORS for
 * any origin, an ETag that turns a repeat request into a 304. The /api page renders the document.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, FRAMEWORK_SCRIPTS, test } from "./fixtures";

interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: { "application/json": { schema: object } } }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** The API has no layout: one project's run is enough. */
const desktopOnly = (testInfo: TestInfo) => test.skip(testInfo.project.name !== "desktop", "no layout involved");

async function loadDocument(request: APIRequestContext): Promise<OpenApi> {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  return (await response.json()) as OpenApi;
}

/** Checks an answer against the document's schema for its path, method and status. */
function answerChecker(document: OpenApi) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "openapi.json", components: document.components });
  return (path: string, method: string, status: number, body: unknown) => {
    const operation = document.paths[path]?.[method];
    expect(operation, `${method} ${path} is documented`).toBeTruthy();
    const documented = operation!.responses[String(status)];
    expect(documented, `${method.toUpperCase()} ${path}: status ${status} is documented`).toBeTruthy();
    const schema = documented!.content?.["application/json"]?.schema;
    if (!schema) return;
    // Component references are resolved against the document's components.
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));
    expect(validate(body) ? [] : validate.errors, `${method.toUpperCase()} ${path} (${status}) matches its schema`).toEqual([]);
  };
}

test.describe("the API and its OpenAPI document", () => {
  test("the document is valid OpenAPI 3.1 and covers every call", async ({ request }, testInfo) => {
    desktopOnly(testInfo);
    const document = await loadDocument(request);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? [], "the OpenAPI 3.1 schema finds no error").toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/api/hot-numbers",
        "/api/hot-numbers/{gameType}",
        "/api/next-draw",
        "/api/refresh-google-data",
        "/api/results/history",
        "/api/results/latest",
        "/api/results/{game}/{date}",
        "/api/statistics/{game}",
      ].sort(),
    );
  });

  test("every call's real answers, successes and errors, match the document", async ({ request }, testInfo) => {
    desktopOnly(testInfo);
    const document = await loadDocument(request);
    const check = answerChecker(document);
    const latest = (await (await request.get("/api/results/latest")).json()) as Record<string, { drawDate: string } | null>;
    const lottoDate = latest.lotto!.drawDate;
    const calls: [string, string, string, number, string?][] = [
      // [documented path, documented method, request, expected status, method sent if not the documented one]
      ["/api/results/latest", "get", "/api/results/latest", 200],
      ["/api/results/history", "get", "/api/results/history", 200],
      ["/api/results/history", "get", "/api/results/history?gameType=powerball&limit=3", 200],
      ["/api/results/history", "get", "/api/results/history?gameType=keno", 400],
      ["/api/results/history", "get", "/api/results/history?limit=501", 400],
      ["/api/results/{game}/{date}", "get", `/api/results/lotto/${lottoDate}`, 200],
      ["/api/results/{game}/{date}", "get", "/api/results/daily-lotto/2026-11-19", 200],
      ["/api/results/{game}/{date}", "get", "/api/results/lotto/2026-11-20", 404],
      ["/api/results/{game}/{date}", "get", "/api/results/lotto/2026-02-30", 400],
      ["/api/results/{game}/{date}", "get", "/api/results/keno/2026-11-18", 404],
      ["/api/next-draw", "get", "/api/next-draw", 200],
      ["/api/hot-numbers", "get", "/api/hot-numbers?gameType=lotto", 200],
      ["/api/hot-numbers", "get", "/api/hot-numbers", 400],
      ["/api/hot-numbers/{gameType}", "get", "/api/hot-numbers/powerball-plus", 200],
      ["/api/hot-numbers/{gameType}", "get", "/api/hot-numbers/keno", 404],
      ["/api/statistics/{game}", "get", "/api/statistics/lotto", 200],
      ["/api/statistics/{game}", "get", "/api/statistics/daily-lotto?window=era", 200],
      ["/api/statistics/{game}", "get", "/api/statistics/lotto?window=7", 400],
      ["/api/statistics/{game}", "get", "/api/statistics/keno", 404],
      ["/api/refresh-google-data", "post", "/api/refresh-google-data", 401],
      ["/api/refresh-google-data", "post", "/api/refresh-google-data", 405, "get"],
    ];
    for (const [path, method, url, status, sent = method] of calls) {
      const response = sent === "post" ? await request.post(url) : await request.get(url);
      expect(response.status(), `${method.toUpperCase()} ${url}`).toBe(status);
      check(path, method, status, await response.json());
    }
    // The draw's answer holds its whole prize table and its night.
    const draw = (await (await request.get("/api/results/lotto/2026-11-14")).json()) as {
      divisions: unknown[];
      sameNight: { gameType: string }[];
    };
    expect(draw.divisions).toHaveLength(8);
    expect(draw.sameNight.map((other) => other.gameType)).toEqual(["lotto-plus-1", "lotto-plus-2"]);
  });

  test("public answers are readable from any origin and answer 304 to a repeat with their ETag", async ({ request }, testInfo) => {
    desktopOnly(testInfo);
    for (const url of [
      "/api/results/latest",
      "/api/results/history?gameType=lotto&limit=2",
      "/api/statistics/lotto",
      "/api/openapi.json",
    ]) {
      const first = await request.get(url, { headers: { Origin: "https://example.org" } });
      expect(first.headers()["access-control-allow-origin"], url).toBe("*");
      const etag = first.headers().etag;
      expect(etag, url).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const repeat = await request.get(url, { headers: { "If-None-Match": etag! } });
      expect(repeat.status(), url).toBe(304);
      expect(await repeat.body(), url).toHaveLength(0);
      expect(repeat.headers().etag, url).toBe(etag);
      const other = await request.get(url, { headers: { "If-None-Match": 'W/"0-0"' } });
      expect(other.status(), url).toBe(200);
    }
    const error = await request.get("/api/hot-numbers/keno");
    expect(error.headers()["access-control-allow-origin"]).toBe("*");
  });

  test("the /api page renders every call with a real example answer, the downloads and the terms", async ({ page, request }, testInfo) => {
    desktopOnly(testInfo);
    const response = await page.goto("/api");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results API and data downloads");
    const document = await loadDocument(request);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods))
        await expect(page.getByRole("heading", { level: 3, name: `${method.toUpperCase()} ${path}`, exact: true })).toBeVisible();
    }
    // An example is the real answer: the page's latest-results example names the real latest Lotto draw.
    const latest = (await (await request.get("/api/results/latest")).json()) as Record<string, { drawDate: string }>;
    await expect(page.getByRole("region", { name: /Example answer of \/api\/results\/latest/ })).toContainText(
      `"drawDate": "${latest.lotto!.drawDate}"`,
    );
    for (const name of ["Lotto: Draws CSV", "Lotto: Divisions CSV", "Daily Lotto: JSON"]) {
      const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
      expect((await request.get(href!)).status(), name).toBe(200);
    }
    await expect(page.getByRole("link", { name: "CC BY 4.0" })).toBeVisible();
    // The widget: its snippet to copy, and the widget itself, live.
    await expect(page.getByRole("region", { name: "The widget's HTML snippet" })).toContainText(
      '<iframe src="https://www.salottoresults.co.za/embed/lotto"',
    );
    await expect(page.frameLocator('iframe[title="Latest Lotto results"]').getByRole("heading")).toContainText("Lotto");
    expect(await page.locator(FRAMEWORK_SCRIPTS).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
