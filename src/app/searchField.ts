/** The id of the nav's search field, which the "/" and Ctrl+K shortcuts focus. */
export const SEARCH_FIELD_ID = "demo-search"
