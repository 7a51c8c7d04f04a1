/**
 * The site script: the one script every page runs, inlined by the server at the end of <body>
 * (scripts/vite-site-script.ts builds it; app/edge/html-stream.server.ts places it; the CSP allows it
 * by its hash). The pages are complete HTML without it; it adds what HTML and CSS cannot give every page
 * (docs/decisions/009-low-data-pages.md): the dialogs and Go Back, listening on the document. The home
 * page's hero has a script of its own (hero-script.ts), so no other page carries its code.
 */
import { handleDialogClick } from "./dialogs";
import { handleHistoryBackClick } from "./history-back";

document.addEventListener("click", (event) => {
  handleDialogClick(event);
  handleHistoryBackClick(event);
});
