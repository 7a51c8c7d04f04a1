/**
 * Publication to screen (`npm run bench:publication -- --screen`, issue 42): how long after the source
 * publishes a draw do its numbers show in a game page left open in a browser, and what does the open page
 * cost in requests? Unlike the simulated nights, this runs on the real clock: the page's watch
 * (app/browser/watch-script.ts) asks every ~30 s of real time.
 *
 * What is real: Debian's Chromium with the game page open (`/results/<game>`), its watch, the built Worker
 * under `wrangler dev` with its edge cache, the collector's own code (collectAnswers + signedPush, as
 * `npm run collect` runs it) asking the fake official API and pushing signed answers once a minute, the
 * ResultsZA webhook with signed deliveries, the write, and the purge the pushes do (on main as of
 * 2026-12-07 a push purges the results answers; it does not warm them). What is arranged: the server's
 * history ends before the latest scheduled draws (data/ ends 9 Oct 2026), so every game's latest draw is
 * awaited, and RESULTS_WATCH_HOURS keeps it watched on the real clock; one night per game, since a draw
 * once held is not awaited again. The publication instant is drawn (seeded) within a collector minute.
 */
import { chromium, type Browser } from "@playwright/test";
import { collectAnswers } from "../../app/ingest/collector-record.server";
import { COLLECTOR_PUSH_PATH, signedPush } from "../../app/ingest/collector-answers.server";
import type { GameId } from "../../app/rules/games";
import { gamePath } from "../../app/site/draw-paths";
import type { PublishedDraw } from "../../tests/fake-source/control";
import { resultszaEntry, resultszaWebhookBody, resultszaWebhookSignature } from "../../tests/fake-source/resultsza";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { inventedDraw, issueOn } from "./invented-draw";

/** The e2e server's test-only secrets (scripts/e2e-server.mjs; the webhook's is passed by the bench). */
export const SCREEN_INGEST_SECRET = "e2e-ingest-secret-not-a-secret-0123456789";
export const SCREEN_WEBHOOK_SECRET = "bench-resultsza-webhook-secret-not-a-secret";

/** How a night's draw reaches the site. */
export type Path = "collector" | "webhook";

export interface ScreenNight {
  game: GameId;
  drawDate: string;
  path: Path;
  /** Seconds from the source publishing to the numbers showing in the open page. */
  seconds: number | null;
  /** The open page's questions to /api/results/latest while it waited, and how many were 304s. */
  requests: number;
  notModified: number;
  /** Seconds the page was open, from its load to the numbers showing. */
  openSeconds: number;
  problems: string[];
}

interface Source {
  homeOfficialUrl: string;
  publish(games: Partial<Record<GameId, PublishedDraw[]>>): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays one night per entry of `plan`, one after another, with a collector pushing every minute
 * throughout (its minute starts with the phase). `anchors`: where each game's numbering stands.
 */
export async function screenNights(options: {
  base: string;
  source: Source;
  plan: { game: GameId; path: Path }[];
  anchors: Map<GameId, { date: string; number: number }>;
  random: () => number;
  log: (line: string) => void;
}): Promise<ScreenNight[]> {
  const { base, source, random, log } = options;
  const published: Partial<Record<GameId, PublishedDraw[]>> = {};
  // The games whose draw only the collector brings (a webhook night's is measured without it).
  const collected = new Set<GameId>(options.plan.filter((night) => night.path === "collector").map((night) => night.game));
  // The collector: every minute from the start, as its timer runs it on draw nights.
  let collecting = true;
  let pushes = 0;
  const collector = (async () => {
    const started = Date.now();
    for (let minute = 1; collecting; minute++) {
      await sleep(Math.max(0, started + minute * 60_000 - Date.now()));
      if (!collecting) break;
      const games = (Object.keys(published) as GameId[]).filter((game) => collected.has(game));
      if (games.length === 0) continue;
      const answers = await collectAnswers({ baseUrl: source.homeOfficialUrl, games });
      if (answers.answers.length === 0) continue;
      const answer = await fetch(new URL(COLLECTOR_PUSH_PATH, base), signedPush(SCREEN_INGEST_SECRET, answers.answers));
      await answer.arrayBuffer();
      pushes++;
      if (!answer.ok) log(`  the collector's push answered ${answer.status}`);
    }
  })();

  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const nights: ScreenNight[] = [];
  try {
    for (const { game, path } of options.plan) {
      const page = await browser.newPage();
      let requests = 0;
      let notModified = 0;
      page.on("response", (response) => {
        if (new URL(response.url()).pathname !== "/api/results/latest") return;
        requests++;
        if (response.status() === 304) notModified++;
      });
      const opened = Date.now();
      await page.goto(`${base}${gamePath(game)}`);
      const watches = JSON.parse((await page.locator("[data-watch]").getAttribute("data-watch", { timeout: 5_000 })) ?? "[]") as {
        drawDate: string;
      }[];
      const night: ScreenNight = {
        game,
        drawDate: watches[0]?.drawDate ?? "",
        path,
        seconds: null,
        requests: 0,
        notModified: 0,
        openSeconds: 0,
        problems: [],
      };
      if (!watches[0]) {
        night.problems.push(`/results/${game} awaits no draw`);
        nights.push(night);
        await page.close();
        continue;
      }
      const draw = inventedDraw(game, night.drawDate, issueOn(game, night.drawDate, options.anchors.get(game)!), random);
      // The page has been open a while (it asks from the draw time): publication falls anywhere in a collector minute.
      await sleep(20_000 + random() * 60_000);
      published[game] = [draw];
      await source.publish(published);
      const at = Date.now();
      if (path === "webhook") {
        // ResultsZA posts the moment the result is out.
        const body = resultszaWebhookBody(game, resultszaEntry(game, draw));
        const answer = await fetch(`${base}/api/ingest/resultsza`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-ResultsZA-Signature": await resultszaWebhookSignature(SCREEN_WEBHOOK_SECRET, body),
          },
          body,
        });
        if (!answer.ok) night.problems.push(`the delivery answered ${answer.status}: ${await answer.text()}`);
      }
      try {
        await page.locator(`[data-watch-arrival="${game}"]`).first().waitFor({ state: "visible", timeout: 180_000 });
        night.seconds = Math.round((Date.now() - at) / 100) / 10;
      } catch {
        night.problems.push("the numbers did not show within 3 minutes");
      }
      night.openSeconds = Math.round((Date.now() - opened) / 1000);
      night.requests = requests;
      night.notModified = notModified;
      log(
        `${night.drawDate} ${game.padEnd(14)} by ${path.padEnd(9)} shown ${night.seconds ?? "NEVER"} s after publication; ` +
          `the page asked ${requests} times (${notModified} answered 304) in ${night.openSeconds} s open`,
      );
      for (const problem of night.problems) log(`  problem: ${problem}`);
      nights.push(night);
      await page.close();
    }
  } finally {
    collecting = false;
    await browser.close();
  }
  // Its last sleep ends on its own; the script exits before.
  void collector.catch(() => undefined);
  log(`The collector pushed ${pushes} times.`);
  return nights;
}
