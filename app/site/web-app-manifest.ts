/**
 * The web app manifest (`/manifest.webmanifest`): installed, the site opens on My Tickets, standalone, in
 * the site's colours (the `theme-color` of app/root.tsx and the page background). The icons are those the
 * service worker keeps (APP_ICONS), drawn from the favicon by scripts/make-icons.mjs; the maskable one
 * keeps the mark inside the safe zone so a launcher may crop it to any shape.
 */
import { APP_ICONS } from "./app-icons";

export const THEME_COLOUR = "#084b25";
const BACKGROUND_COLOUR = "#f8fafc";

export function webAppManifest(siteName: string) {
  return {
    name: `${siteName}: My Tickets`,
    short_name: "My Tickets",
    description: "Your lottery tickets, kept on this device and checked against every draw.",
    id: "/my-tickets",
    start_url: "/my-tickets",
    scope: "/",
    display: "standalone",
    lang: "en-ZA",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS,
  };
}
