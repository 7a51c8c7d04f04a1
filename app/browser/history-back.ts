/** "Go Back" (the 404 page's `[data-history-back]` button) returns to the page the visitor came from. */
export function handleHistoryBackClick(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest("[data-history-back]")) history.back();
}
