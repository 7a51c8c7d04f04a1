/**
 * The web app manifest (`/manifest.webmanifest`): installed, the site opens on the latest results, as most
 * players expect of a results site, with My Tickets one press away (a launcher shortcut); standalone, in the
 * site's colours (the `theme-color` of app/root.tsx and the page background). The icons are those the
 * service worker keeps (APP_ICONS), drawn from the favicon by scripts/make-icons.mjs; the maskable one
 * keeps the mark inside the safe zone so a launcher may crop it to any shape.
 */
import { APP_ICONS } from "./app-icons";

export const THEME_COLOUR = "#084b25";
const BACKGROUND_COLOUR = "#f8fafc";

export function webAppManifest(siteName: string) {
  return {
    name: siteName,
    short_name: "SA Lotto",
    description: "South African lottery results, and your tickets kept on this device and checked against every draw.",
    // The app's identity since it first installed on My Tickets: kept, so an installed copy updates rather
    // than becoming a second app.
    id: "/my-tickets",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en-ZA",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: APP_ICONS,
    shortcuts: [
      {
        name: "My Tickets",
        short_name: "My Tickets",
        description: "Your tickets, checked against every draw",
        url: "/my-tickets",
        icons: [APP_ICONS[0]],
      },
    ],
  };
}
