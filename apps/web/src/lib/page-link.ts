/**
 * A page of the menu this user may open. app/ builds the list from the menu (filtered by the user's
 * abilities) and hands it to the navbar's features: the search offers them, a bookmark is named after one.
 */
export interface PageLink {
  id: string;
  /** Translation key in the common namespace. */
  labelKey: string;
  to: string;
}
