/**
 * The fake results source's behaviour, free of Node APIs: answers like the official API and the
 * search API from a scenario that each test sets. Scenarios live per "tenant" (the first path segment
 * after /t/), so test files running side by side never see each other's draws.
 *
 *   PUT  /__control/<tenant>            body: Scenario         replace the scenario, clear the log
 *   GET  /__control/<tenant>/requests                          the requests received so far
 *   GET  /__control/<tenant>/headers                           their headers, in the same order
 *   POST /t/<tenant>/official/engine/draw/issueWinPoolInfoPageQuery
 *   POST /t/<tenant>/official/engine/draw/getIssueDrawResultDetail
 *   GET  /t/<tenant>/search/customsearch/v1?key=&cx=&q=
 *   GET  /t/<tenant>/search/brave/res/v1/web/search?q=&country=&freshness=   (X-Subscription-Token)
 *   GET  /t/<tenant>/resultsza/api/get_<game>_results?date=&api_key=   (ResultsZA, tests/fake-source/resultsza.ts)
 */
import { ok, poolKey, winNums } from "./payloads";
import { resultszaAnswer, type ResultszaScenario } from "./resultsza";

export type Endpoint = "list" | "detail" | "search" | "resultsza";

export interface Fault {
  endpoint: Endpoint;
  /** Only requests whose JSON body (or search query) has these values. */
  when?: Record<string, string | number>;
  /** How many requests it hits; then it is gone. Default: all. */
  times?: number;
  /** The answer instead of the normal one: a status, raw text or JSON, and/or a delay. */
  status?: number;
  text?: string;
  json?: unknown;
  /** Wait this long before answering (longer than the client's timeout = a hang). */
  delayMs?: number;
  /** Send the headers and half the body, then drop the connection (flaky TLS: "unexpected EOF" mid-body). */
  cutOff?: boolean;
}

export interface Scenario {
  /** List items per pool ("11101:100"), newest first, and detail data per draw number. */
  pools?: Record<string, { list: unknown[]; details?: Record<string, unknown> }>;
  /** Search answers: the first whose `match` occurs in the query. Otherwise no items. */
  search?: { match: string; answer: unknown }[];
  faults?: Fault[];
  /**
   * Every official request from a datacentre refused with HTTP 403 and an HTML page, as the API answers
   * datacentre addresses (sources.md 2c: GitHub's runners; a Worker is one too), while a South African
   * home connection is answered. Here every client is local, so the fake tells them apart by the path:
   * `/t/<tenant>/home/official/…` is the same API reached from a home connection (the collector's).
   */
  blocked?: boolean;
  /** The fake ResultsZA's key and draws (resultsza.ts); absent: every key is refused. */
  resultsza?: ResultszaScenario;
}

export interface LoggedRequest {
  endpoint: Endpoint | "unknown";
  body: Record<string, unknown>;
}

export interface FakeAnswer {
  status: number;
  text: string;
  delayMs: number;
  /** The server drops the connection halfway through the body. */
  cutOff?: boolean;
}

interface Tenant {
  scenario: Scenario;
  log: LoggedRequest[];
  /** Kept apart from `log`, whose entries tests compare whole. */
  headers: Record<string, string>[];
}

const json = (status: number, body: unknown, delayMs = 0): FakeAnswer => ({ status, text: JSON.stringify(body), delayMs });

export function createFakeHandler() {
  const tenants = new Map<string, Tenant>();
  const tenant = (id: string) => {
    let found = tenants.get(id);
    if (!found) {
      found = { scenario: {}, log: [], headers: [] };
      tenants.set(id, found);
    }
    return found;
  };

  function takeFault(t: Tenant, endpoint: Endpoint, body: Record<string, unknown>): Fault | undefined {
    const faults = t.scenario.faults ?? [];
    const fault = faults.find(
      (f) =>
        f.endpoint === endpoint &&
        (f.times === undefined || f.times > 0) &&
        Object.entries(f.when ?? {}).every(([k, v]) => String(body[k]) === String(v)),
    );
    if (fault && fault.times !== undefined) fault.times -= 1;
    return fault;
  }

  function official(t: Tenant, endpoint: "list" | "detail", body: Record<string, unknown>): FakeAnswer {
    const pools = t.scenario.pools ?? {};
    const pool = pools[poolKey(Number(body.gameId), Number(body.winPoolId ?? 100))] ?? { list: [] };
    if (endpoint === "list") {
      // Without winPoolId the real list holds every pool of the game (sources.md 2c), newest first.
      const everyPool = Object.entries(pools)
        .filter(([key]) => key.startsWith(`${Number(body.gameId)}:`))
        .flatMap(([, p]) => p.list)
        .sort((a, b) => String((b as { drawTime?: unknown }).drawTime).localeCompare(String((a as { drawTime?: unknown }).drawTime)));
      const listed = body.winPoolId === undefined ? everyPool : pool.list;
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      const list = listed.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return json(200, ok({ list, pageNum, pageSize, total: listed.length, pages: Math.max(1, Math.ceil(listed.length / pageSize)) }));
    }
    const issue = String(body.wagerIssue);
    const explicit = pool.details?.[issue];
    if (explicit) return json(200, ok(explicit));
    // No divisions published yet: the balls of the list item and no `winLevels` at all.
    const item = pool.list.find((i) => String((i as Record<string, unknown>).wagerIssue) === issue) as Record<string, unknown> | undefined;
    if (!item) return json(200, { code: 1004, msg: "issue not found", data: null });
    const balls = ((item.winNumList as string[] | null) ?? []).map(Number);
    const hasBonus = Number(body.gameId) !== 11001;
    const draw = { numbers: hasBonus ? balls.slice(0, -1) : balls, ...(hasBonus ? { bonus: balls[balls.length - 1] } : {}) };
    return json(
      200,
      ok({
        winNotice: { gameId: Number(body.gameId), issue, drawTime: item.drawTime, winNums: winNums(draw) },
        winPoolInfoVo: { winPoolId: Number(body.winPoolId ?? 100), winPoolName: item.winPoolName },
        isLatestIssue: item.isLatestIssue ?? false,
      }),
    );
  }

  /** Google's or Brave's answer (each engine's empty answer when nothing matches). */
  function search(t: Tenant, query: string, brave: boolean): FakeAnswer {
    const found = t.scenario.search?.find((s) => query.includes(s.match));
    if (found) return json(200, found.answer);
    return json(
      200,
      brave ? { type: "search", query: { original: query } } : { kind: "customsearch#search", searchInformation: { totalResults: "0" } },
    );
  }

  /** Answers one request: method, path with query string, body text, headers (names in lower case). */
  function handle(method: string, pathAndQuery: string, bodyText: string, headers: Record<string, string> = {}): FakeAnswer {
    const url = new URL(pathAndQuery, "http://fake.test");
    const control = /^\/__control\/([\w-]+)(\/requests|\/headers)?$/.exec(url.pathname);
    if (control) {
      const t = tenant(control[1]!);
      if (control[2]) return json(200, control[2] === "/requests" ? t.log : t.headers);
      if (method !== "PUT") return json(405, { error: "PUT a scenario" });
      t.scenario = JSON.parse(bodyText || "{}") as Scenario;
      t.log = [];
      t.headers = [];
      return json(200, { ok: true });
    }
    const resultsza = /^\/t\/([\w-]+)\/resultsza\/api\/get_(\w+)_results$/.exec(url.pathname);
    if (resultsza) {
      const t = tenant(resultsza[1]!);
      // The key is not logged: tests compare the log whole.
      t.log.push({ endpoint: "resultsza", body: { game: resultsza[2]!, date: url.searchParams.get("date") ?? "" } });
      t.headers.push(headers);
      const fault = takeFault(t, "resultsza", { game: resultsza[2]!, date: url.searchParams.get("date") ?? "" });
      if (fault)
        return {
          status: fault.status ?? 200,
          text: fault.text ?? JSON.stringify(fault.json ?? { status: "error" }),
          delayMs: fault.delayMs ?? 0,
        };
      const { status, body } = resultszaAnswer(t.scenario.resultsza, resultsza[2]!, url.searchParams);
      return json(status, body);
    }
    const route =
      /^\/t\/([\w-]+)\/((home\/)?official\/engine\/draw\/(issueWinPoolInfoPageQuery|getIssueDrawResultDetail)|search\/(customsearch\/v1|brave\/res\/v1\/web\/search))$/.exec(
        url.pathname,
      );
    if (!route) return json(404, { error: `no such path ${url.pathname}` });
    const t = tenant(route[1]!);
    const endpoint: Endpoint = route[4] === "issueWinPoolInfoPageQuery" ? "list" : route[4] ? "detail" : "search";
    const fromHome = route[3] !== undefined;
    let body: Record<string, unknown>;
    try {
      body = endpoint === "search" ? Object.fromEntries(url.searchParams) : (JSON.parse(bodyText) as Record<string, unknown>);
    } catch {
      return json(400, { code: 400, msg: "bad request body" });
    }
    t.log.push({ endpoint, body });
    t.headers.push(headers);
    if (t.scenario.blocked && endpoint !== "search" && !fromHome) {
      return { status: 403, text: "<html><head><title>403 Forbidden</title></head><body><h1>403 Forbidden</h1></body></html>", delayMs: 0 };
    }
    const fault = takeFault(t, endpoint, body);
    const brave = route[5] === "brave/res/v1/web/search";
    // Brave wants its key in a header (sources.md §4a): without one it refuses, as the real API does.
    if (brave && !headers["x-subscription-token"])
      return json(401, { type: "ErrorResponse", error: { code: "SUBSCRIPTION_TOKEN_INVALID" } });
    const normal = endpoint === "search" ? search(t, typeof body.q === "string" ? body.q : "", brave) : official(t, endpoint, body);
    if (!fault) return normal;
    const text =
      fault.text ??
      (fault.json !== undefined ? JSON.stringify(fault.json) : fault.status ? JSON.stringify({ error: "fault" }) : normal.text);
    return { status: fault.status ?? 200, text, delayMs: fault.delayMs ?? 0, ...(fault.cutOff ? { cutOff: true } : {}) };
  }

  return { handle };
}
