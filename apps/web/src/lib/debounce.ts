/** How long typing in a list's search field pauses before one request is sent (not one per key). */
export const SEARCH_DEBOUNCE_MS = 300;
