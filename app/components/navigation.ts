/** The header's menu: one definition for the desktop bar and the mobile drawer. */
export interface NavItem {
  label: string;
  href: string;
  /** Paths that mark this item as the current section. */
  section: (path: string) => boolean;
  children?: { label: string; href: string }[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Latest Results", href: "/", section: (p) => p === "/" },
  {
    label: "History",
    href: "/history",
    section: (p) => ["/history", "/lotto-history", "/powerball-history", "/check-numbers"].includes(p),
    children: [
      { label: "All Results", href: "/history" },
      { label: "Lotto History", href: "/lotto-history" },
      { label: "Powerball History", href: "/powerball-history" },
      { label: "Check My Numbers", href: "/check-numbers" },
    ],
  },
  {
    label: "Tips & Predictions",
    href: "/tips",
    section: (p) => p === "/tips" || p === "/lotto-predictions" || p.startsWith("/statistics/"),
    children: [
      { label: "General Tips", href: "/tips" },
      { label: "Lotto Predictions", href: "/lotto-predictions" },
      { label: "Statistics", href: "/statistics/lotto" },
    ],
  },
  { label: "My Tickets", href: "/my-tickets", section: (p) => p === "/my-tickets" },
  { label: "How to Play", href: "/how-to-play", section: (p) => p === "/how-to-play" },
  { label: "Blog", href: "/blog", section: (p) => p === "/blog" || p.startsWith("/blog/") },
];
