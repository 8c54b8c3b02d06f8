/** Which rows a list page shows (1-based, `first` 0 for an empty list) and how many pages there are. */
export function pageRange(total: number, page: number, perPage: number) {
  return {
    pages: Math.max(1, Math.ceil(total / perPage)),
    first: total === 0 ? 0 : (page - 1) * perPage + 1,
    last: Math.min(total, page * perPage),
  };
}
