/**
 * The results widget's HTML (`/embed/{game}`, app/routes/embed.$game.ts): one game's newest draw in a
 * page of a few KB that other sites frame (snippet: app/api/embed.ts). No framework and no script: the
 * page is written here as a string, with a small stylesheet of its own instead of the site's (30+ KB).
 * It is laid out for a frame of about 320-400 × 180 px, in light and dark (prefers-color-scheme).
 *
 * Colours are not written here: each game's comes from the site's stylesheet (app/tailwind.css, where
 * they are written once, read back from the compiled sheet), the bonus ball's and the PowerBall's from
 * NumberBall's classes, so the widget's balls are the site's.
 */
import { BALL_CLASSES, bonusBallType, type BallType } from "~/components/NumberBall";
import type { DrawRow } from "~/db/schema";
import { drawPath, gamePath } from "~/site/draw-paths";
import { formatDay } from "~/words/dates";
import { formatDrawNumber } from "~/words/numbers";
import { bonusName, GAME_NAMES, type GameId } from "~/rules/game-names";
import { prizeFigures } from "~/views/prize-details";
import css from "~/tailwind.css?inline";
import { embedSecurityHeaders } from "../http/security-headers.server";
import { memoizeResolved } from "../http/isolate-memo.server";
import { inlineHashSource } from "../http/hash-source.server";
import { xmlEscape as escape } from "../seo/xml";

interface GameColours {
  /** The main balls' fill (the same in both schemes). */
  ball: string;
  /** The game's name, light and dark. */
  text: string;
  darkText: string;
}

/** Outside any game (the 404 page), and should the site's sheet ever lose a game's rule: the brand green. */
const BRAND: GameColours = { ball: "#0b6331", text: "#084b25", darkText: "#a7ebc2" };

const coloursByGame = new Map<GameId, GameColours>();

/**
 * A game's colours from the compiled site stylesheet: its first `[data-game=…]` rule sets `--game-ball`
 * and `--game-text`, the one inside the dark-scheme media query (the last) `--game-text` again. The
 * compiled sheet writes `[data-game=lotto]{--game-ball:#047857;…}`, vite dev the source's spelling.
 */
function gameColours(game: GameId): GameColours {
  let colours = coloursByGame.get(game);
  if (colours) return colours;
  const rules = [...css.matchAll(new RegExp(String.raw`\[data-game=(["']?)${game}\1\]\s*\{([^}]*)\}`, "g"))].map((m) => m[2]!);
  const value = (rule: string | undefined, name: string) => rule && new RegExp(String.raw`${name}:\s*([^;}]+?)\s*(?:;|$)`).exec(rule)?.[1];
  const light = rules.find((rule) => rule.includes("--game-ball"));
  const dark = rules.length > 1 ? rules[rules.length - 1] : undefined;
  colours = {
    ball: value(light, "--game-ball") || BRAND.ball,
    text: value(light, "--game-text") || BRAND.text,
    darkText: value(dark, "--game-text") || value(light, "--game-text") || BRAND.darkText,
  };
  coloursByGame.set(game, colours);
  return colours;
}

/** `bg-[#fbbf24] text-[#020617] ring-2 ring-[#d97706]` → the colour of `bg`, `text` or `ring`. */
function classColour(classes: string, utility: "bg" | "text" | "ring", fallback: string): string {
  return new RegExp(String.raw`(?:^|\s)${utility}-\[(#[0-9a-fA-F]{3,8})\]`).exec(classes)?.[1] ?? fallback;
}

/**
 * The stylesheet, for one game's colours. Light is the default; the dark scheme mirrors the site's dark
 * palette (app/tailwind.css: the dark card colour, slate and brand mirrored). The balls keep their
 * colours in both; numbers are white by value on the game's colour (5.5:1 to 9:1, as on the site).
 */
function stylesheet(colours: GameColours, bonus: BallType): string {
  const bonusClasses = BALL_CLASSES[bonus];
  const mainText = classColour(BALL_CLASSES.lotto, "text", "#fff");
  return [
    `:root{color-scheme:light dark;--ball:${colours.ball};--name:${colours.text};--bg:#fff;--fg:#0f172a;--muted:#475569;--link:#0b6331}`,
    `@media (prefers-color-scheme:dark){:root{--name:${colours.darkText};--bg:oklch(24% .04 262);--fg:oklch(96.8% .007 248);--muted:oklch(70.4% .04 257);--link:#7ddea2}}`,
    "*{box-sizing:border-box;margin:0;padding:0}",
    "html,body,main{height:100%}",
    'body{background:var(--bg);color:var(--fg);font:14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
    "main{display:flex;flex-direction:column;gap:6px;padding:10px 12px}",
    "h1{font-size:17px;line-height:1.2;color:var(--name)}",
    "h1 small,.muted{color:var(--muted);font-size:13px;font-weight:400}",
    ".balls{display:flex;flex-wrap:wrap;align-items:center;gap:5px;margin:2px 0}",
    `.ball{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;font-size:15px;font-weight:700;font-variant-numeric:tabular-nums;background:var(--ball);color:${mainText}}`,
    `.bonus{margin-left:2px;background:${classColour(bonusClasses, "bg", "#fbbf24")};color:${classColour(bonusClasses, "text", "#020617")};box-shadow:0 0 0 2px ${classColour(bonusClasses, "ring", "#d97706")}}`,
    ".plus{font-weight:700;opacity:.6}",
    "dl{display:flex;flex-wrap:wrap;gap:0 14px;font-size:13px}",
    "dt,dd{display:inline}",
    "dt{color:var(--muted)}",
    "dd{font-weight:600}",
    "p.more{margin-top:auto}",
    "a{display:inline-flex;align-items:center;min-height:24px;color:var(--link);font-size:13px;font-weight:600}",
    ".sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}",
  ].join("\n");
}

/** The CSP source of each stylesheet served (one per game and the 404's), computed once per isolate. */
const hashOf = memoizeResolved(inlineHashSource);

export interface EmbedPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

interface Site {
  siteUrl: string;
  siteName: string;
}

async function page(site: Site, status: number, title: string, game: GameId | null, body: string): Promise<EmbedPage> {
  const sheet = stylesheet(game ? gameColours(game) : BRAND, game ? bonusBallType(game) : "bonus");
  const html =
    `<!doctype html>\n<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(`${title} · ${site.siteName}`)}</title>\n<style>${sheet}</style></head>\n` +
    `<body${game ? ` data-game="${game}"` : ""}><main>\n${body}\n</main></body></html>\n`;
  return { status, html, headers: embedSecurityHeaders(await hashOf(sheet)) };
}

/** A link to a page of ours: absolute, in a new tab, and saying so to screen readers. */
function siteLink(site: Site, path: string, text: string): string {
  return (
    `<p class="more"><a href="${escape(`${site.siteUrl}${path}`)}" target="_blank" rel="noopener">${escape(text)}` +
    `<span class="sr"> (opens in a new tab)</span>&nbsp;<span aria-hidden="true">↗</span></a></p>`
  );
}

/** "Lotto Plus 2 <small>(LOTTO 5 MAX)</small>": the name, and the operator's current name where it changed. */
function heading(game: GameId): string {
  const { name, currentName } = GAME_NAMES[game];
  return `<h1>${escape(name)}${currentName ? ` <small>(${escape(currentName.name)})</small>` : ""}</h1>`;
}

/** The balls: the main ones in the game's colour, then the bonus ball or PowerBall set apart and named. */
function balls(game: GameId, numbers: readonly number[], bonus: number | null): string {
  const label = `Winning numbers: ${numbers.join(", ")}${bonus !== null ? `, ${bonusName(game)} ${bonus}` : ""}`;
  const mains = numbers.map((n) => `<span class="ball">${n}</span>`).join("");
  const extra =
    bonus === null
      ? ""
      : `<span class="plus" aria-hidden="true">+</span><span class="ball bonus" title="${bonusName(game)}">${bonus}</span>`;
  return `<p class="balls" role="img" aria-label="${escape(label)}">${mains}${extra}</p>`;
}

/** The widget for a game's newest draw, or the honest line when we hold none yet. */
export function embedPage(site: Site, game: GameId, draw: DrawRow | undefined): Promise<EmbedPage> {
  const name = GAME_NAMES[game].name;
  if (!draw) {
    const body = [
      heading(game),
      `<p class="muted">We hold no ${escape(name)} draws yet. The latest result will show here after the first draw.</p>`,
      siteLink(site, gamePath(game), `${name} on ${site.siteName}`),
    ];
    return page(site, 200, `${name} results`, game, body.join("\n"));
  }
  const figures = prizeFigures(draw).map(([term, value]) => `<div><dt>${escape(term)}</dt> <dd>${escape(value)}</dd></div>`);
  const body = [
    heading(game),
    `<p class="muted"><time datetime="${draw.drawDate}">${formatDay(draw.drawDate)}</time>${draw.drawNumber !== null ? ` · Draw ${formatDrawNumber(draw.drawNumber)}` : ""}</p>`,
    balls(game, draw.numbers, draw.bonus),
    figures.length > 0 ? `<dl>${figures.join("")}</dl>` : "",
    siteLink(site, drawPath(game, draw.drawDate), `Full results on ${site.siteName}`),
  ];
  return page(site, 200, `${name} results, ${formatDay(draw.drawDate)}`, game, body.filter(Boolean).join("\n"));
}

/** The answer for a game we do not have: a tiny page, 404. */
export function unknownGamePage(site: Site): Promise<EmbedPage> {
  const body = [
    `<h1>Unknown game</h1>`,
    `<p class="muted">There is no results widget for this game.</p>`,
    siteLink(site, "/", site.siteName),
  ];
  return page(site, 404, "Unknown game", null, body.join("\n"));
}
