/** The header's menu: one definition for the desktop bar and the mobile drawer. */
import { GAME_NAMES, type GameId } from "~/rules/game-names";
import { gamePath } from "~/site/draw-paths";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavItem extends NavLink {
  /** Paths that mark this item as the current section. */
  section: (path: string) => boolean;
  children?: NavLink[];
}

/**
 * The top-level items, in the order shown: the spec's five first, then the tools a player looks for from
 * any page (issue 33). One entry per item, so adding one is a one-line change.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Latest Results", href: "/", section: (p) => p === "/" },
  {
    label: "History",
    href: "/history",
    section: (p) => ["/history", "/lotto-history", "/powerball-history"].includes(p),
    children: [
      { label: "All Results", href: "/history" },
      { label: "Lotto History", href: "/lotto-history" },
      { label: "Powerball History", href: "/powerball-history" },
    ],
  },
  {
    label: "Tips & Predictions",
    href: "/tips",
    section: (p) => p === "/tips" || p === "/lotto-predictions",
    children: [
      { label: "General Tips", href: "/tips" },
      { label: "Lotto Predictions", href: "/lotto-predictions" },
    ],
  },
  { label: "How to Play", href: "/how-to-play", section: (p) => p === "/how-to-play" },
  { label: "Blog", href: "/blog", section: (p) => p === "/blog" || p.startsWith("/blog/") },
  { label: "Check My Numbers", href: "/check-numbers", section: (p) => p === "/check-numbers" },
  { label: "Statistics", href: "/statistics", section: (p) => p === "/statistics" || p.startsWith("/statistics/") },
  { label: "My Tickets", href: "/my-tickets", section: (p) => p === "/my-tickets" },
];

/** Each main game with its Plus games: the drawer's "Results by game" list. */
const GAME_GROUPS: readonly (readonly GameId[])[] = [
  ["lotto", "lotto-plus-1", "lotto-plus-2"],
  ["powerball", "powerball-plus"],
  ["daily-lotto"],
];

const GAME_LINKS: readonly NavLink[] = GAME_GROUPS.flat().map((game) => ({ label: GAME_NAMES[game].name, href: gamePath(game) }));

/** Below the drawer's menu: the game pages, then the page a worried player needs. */
export const DRAWER_EXTRAS: readonly { heading: string | null; links: readonly NavLink[] }[] = [
  { heading: "Results by game", links: GAME_LINKS },
  { heading: null, links: [{ label: "Responsible Gaming", href: "/responsible-gaming" }] },
];
