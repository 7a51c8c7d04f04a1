/** The Data Refresh card's answers and the spec's fixed messages (client-safe). */

/** What a refresh post answers: the page action, the JSON API and the browser's own network failure. */
export interface RefreshOutcome {
  intent: "refresh";
  ok: boolean;
  /** Empty when the server said nothing: the card then shows REFRESH_FAILED. */
  message: string;
  results?: Record<string, string | number>;
}

/** Spec section 8: a non-OK answer without a message. */
export const REFRESH_FAILED = "Refresh failed";
/** Spec section 8: the request never got an answer. */
export const NETWORK_ERROR = "Network error occurred while refreshing data.";
