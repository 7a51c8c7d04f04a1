/**
 * The results widget (/embed/{game}) through the whole Worker: each game's newest draw in a page of a
 * few KB without any script, the only answer other sites may frame (its own CSP, allowing its one inline
 * stylesheet by hash), served from the edge cache unchanged, and the honest answers for an unknown game
 * and a game without draws. Also the snippet other sites paste (app/api/embed.ts).
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { EMBED_PATHS, embedSnippet } from "~/api/embed";
import { embedPath } from "~/site/draw-paths";
import { purgeResults } from "~/edge/edge-cache.server";
import { GAME_IDS, type GameId } from "~/rules/games";
import { clearDraws, testDraw, writeDraws } from "./seed";
import { env } from "./test-env";

const SITE_URL = env.SITE_URL.replace(/\/+$/, "");
const get = (path: string) => SELF.fetch(`https://embed.test${path}`);
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The newest draw of each game (lotto has an older one too), with invented figures. */
const NEWEST: Record<GameId, { date: string; label: string; numbers: number[]; bonus: number | null; words: string | null }> = {
  lotto: { date: "2026-11-18", label: "Wed 18 Nov 2026", numbers: [2, 10, 16, 24, 32, 41], bonus: 33, words: "Bonus Ball 33" },
  "lotto-plus-1": {
    date: "2026-11-18",
    label: "Wed 18 Nov 2026",
    numbers: [8, 22, 26, 34, 40, 52],
    bonus: 38,
    words: "Bonus Ball 38",
  },
  "lotto-plus-2": {
    date: "2026-11-14",
    label: "Sat 14 Nov 2026",
    numbers: [23, 27, 30, 32, 44, 46],
    bonus: 18,
    words: "Bonus Ball 18",
  },
  powerball: { date: "2026-11-17", label: "Tue 17 Nov 2026", numbers: [6, 7, 10, 42, 44], bonus: 2, words: "PowerBall 2" },
  "powerball-plus": { date: "2026-11-13", label: "Fri 13 Nov 2026", numbers: [9, 16, 32, 33, 40], bonus: 16, words: "PowerBall 16" },
  "daily-lotto": { date: "2026-11-19", label: "Thu 19 Nov 2026", numbers: [8, 17, 23, 26, 36], bonus: null, words: null },
};

async function seedAll() {
  await clearDraws();
  await writeDraws([
    testDraw({
      game: "lotto",
      drawDate: "2026-11-14",
      drawNumber: 2738,
      numbers: [1, 5, 11, 12, 23, 24],
      bonus: 49,
      jackpot: 7_000_000,
      rollover: true,
    }),
    testDraw({
      game: "lotto",
      drawDate: "2026-11-18",
      drawNumber: 2739,
      numbers: NEWEST.lotto.numbers,
      bonus: 33,
      jackpot: 8_000_000,
      nextJackpot: 9_500_000,
      rollover: true,
    }),
    ...GAME_IDS.filter((game) => game !== "lotto").map((game) =>
      testDraw({ game, drawDate: NEWEST[game].date, numbers: NEWEST[game].numbers, bonus: NEWEST[game].bonus }),
    ),
  ]);
  await purgeResults(SITE_URL, EMBED_PATHS);
}

/** What the browser hashes: the text of the one <style> element. */
async function styleHash(html: string): Promise<string> {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  expect(styles).toHaveLength(1);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(styles[0])));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The headers every widget answer carries, whatever its status. */
async function expectWidgetHeaders(res: Response, html: string) {
  expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp.split("; ")).toEqual([
    "default-src 'none'",
    `style-src ${await styleHash(html)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors *",
  ]);
  expect(res.headers.has("X-Frame-Options")).toBe(false);
  expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}/);
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
}

/** Nothing that runs or loads: no script, no stylesheet or image from elsewhere, no inline handler. */
function expectSelfContained(html: string) {
  expect(html).not.toMatch(/<script\b/i);
  expect(html).not.toMatch(/<link\b/i);
  expect(html).not.toMatch(/<(img|iframe|object|embed|form)\b/i);
  expect(html).not.toMatch(/\son\w+=/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(bytes(html)).toBeLessThan(10 * 1024);
}

describe("/embed/{game}", () => {
  beforeAll(seedAll);

  it.each(GAME_IDS)("%s: 200 with the newest draw, the balls named, a link back, no script, under 10 KB", async (game) => {
    const res = await get(embedPath(game));
    const html = await res.text();
    expect(res.status).toBe(200);
    await expectWidgetHeaders(res, html);
    expectSelfContained(html);
    const want = NEWEST[game];
    expect(html).toContain(`<body data-game="${game}"><main>`);
    expect(html).toMatch(/<h1>[^<]+/);
    expect(html).toContain(`<time datetime="${want.date}">${want.label}</time>`);
    const balls = [...html.matchAll(/<span class="ball( bonus)?"[^>]*>(\d+)<\/span>/g)].map((m) => [Number(m[2]), Boolean(m[1])]);
    expect(balls).toEqual([...want.numbers.map((n) => [n, false]), ...(want.bonus === null ? [] : [[want.bonus, true]])]);
    const label = `Winning numbers: ${want.numbers.join(", ")}${want.words ? `, ${want.words}` : ""}`;
    expect(html).toContain(`role="img" aria-label="${label}"`);
    expect(html).toContain(`<a href="${SITE_URL}/results/${game}/${want.date}" target="_blank" rel="noopener">`);
    expect(html).toContain("(opens in a new tab)");
  });

  it("shows the newest draw of the game, its draw number and the jackpot figures we hold", async () => {
    const html = await (await get("/embed/lotto")).text();
    expect(html).toContain("<h1>Lotto</h1>");
    expect(html).toContain("Wed 18 Nov 2026</time> · Draw 2739");
    expect(html).not.toContain("2026-11-14");
    expect(html).toContain("<dt>Jackpot</dt> <dd>R 8,000,000 · rolled over</dd>");
    expect(html).toContain("<dt>Next jackpot</dt> <dd>R 9,500,000</dd>");
    // No jackpot known: no figures, and no empty list.
    const daily = await (await get("/embed/daily-lotto")).text();
    expect(daily).not.toContain("<dl");
    // The operator's current name where it changed.
    expect(await (await get("/embed/powerball-plus")).text()).toContain("<h1>PowerBall Plus <small>(PowerBall XTRA)</small></h1>");
  });

  it("paints the balls in the game's colour from the site's stylesheet, the bonus ball and PowerBall in theirs", async () => {
    const style = async (game: GameId) => /<style>([\s\S]*?)<\/style>/.exec(await (await get(embedPath(game))).text())![1]!;
    const lotto = await style("lotto");
    expect(lotto).toContain("--ball:#047857");
    expect(lotto).toContain("--name:#065f46");
    expect(lotto).toMatch(/prefers-color-scheme:dark\)\{:root\{--name:#6ee7b7/);
    expect(lotto).toContain("background:#fbbf24");
    const powerball = await style("powerball");
    expect(powerball).toContain("--ball:#1e40af");
    expect(powerball).toContain("background:#b91c1c");
    const colours = await Promise.all(GAME_IDS.map(async (game) => /--ball:([^;]+);/.exec(await style(game))![1]));
    expect(new Set(colours).size).toBe(GAME_IDS.length);
  });

  it("is stored in the edge cache and served from it byte for byte, with the same policy (no nonce to rewrite)", async () => {
    await purgeResults(SITE_URL, ["/embed/powerball"]);
    const first = await get("/embed/powerball");
    expect(first.headers.get("X-Edge-Cache")).toBe("MISS");
    const html = await first.text();
    const second = await get("/embed/powerball");
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await second.text()).toBe(html);
    expect(second.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    expect(second.headers.get("Content-Security-Policy")).not.toContain("nonce");
    await expectWidgetHeaders(second, html);
    // A purge of the widget's path drops it.
    await purgeResults(SITE_URL, [embedPath("powerball")]);
    expect((await get("/embed/powerball")).headers.get("X-Edge-Cache")).toBe("MISS");
  });

  it("answers an unknown game with a tiny 404 page of its own", async () => {
    for (const path of ["/embed/keno", "/embed/results"]) {
      const res = await get(path);
      const html = await res.text();
      expect(res.status).toBe(404);
      await expectWidgetHeaders(res, html);
      expectSelfContained(html);
      expect(html).toContain("<h1>Unknown game</h1>");
      expect(res.headers.get("X-Edge-Cache")).toBe("BYPASS");
    }
  });
});

describe("framing: only the widget", () => {
  beforeAll(seedAll);

  it.each(["/", "/results/lotto", "/results/lotto/2026-11-18", "/embed", "/embed/lotto/2026"])("%s may not be framed", async (path) => {
    const res = await get(path);
    await res.arrayBuffer();
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("the widget may be framed by any site", async () => {
    const res = await get("/embed/lotto");
    await res.arrayBuffer();
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    expect(res.headers.get("Content-Security-Policy")).not.toContain("frame-ancestors 'none'");
    expect(res.headers.has("X-Frame-Options")).toBe(false);
  });
});

describe("a game without draws", () => {
  beforeAll(async () => {
    await clearDraws();
    await purgeResults(SITE_URL, EMBED_PATHS);
  });

  it("says so, and links to the game's page", async () => {
    const res = await get("/embed/daily-lotto");
    const html = await res.text();
    expect(res.status).toBe(200);
    await expectWidgetHeaders(res, html);
    expectSelfContained(html);
    expect(html).toContain("We hold no Daily Lotto draws yet.");
    expect(html).not.toContain('class="ball');
    expect(html).toContain(`<a href="${SITE_URL}/results/daily-lotto" target="_blank" rel="noopener">`);
  });
});

describe("the snippet for other sites", () => {
  it("is an iframe with the absolute address, a title, the size and lazy loading, and no style", () => {
    expect(embedSnippet("https://www.salottoresults.co.za/", "lotto-plus-2")).toBe(
      '<iframe src="https://www.salottoresults.co.za/embed/lotto-plus-2" title="Latest Lotto Plus 2 results" width="360" height="180"' +
        ' loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>',
    );
    for (const game of GAME_IDS) expect(embedSnippet(SITE_URL, game)).toContain(`src="${SITE_URL}/embed/${game}"`);
  });
});
