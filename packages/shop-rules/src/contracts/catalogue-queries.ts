/**
 * The checkout's reads of the CMS's catalogue (docs/api.md "Query shapes", docs/decisions/092):
 * built here so the checkout's client sends them and the CMS's allow-list is tested against
 * exactly them. Each takes at most 100 ids (one page).
 */

/** A query string of `entries`, encoded as URLSearchParams does (this package has no DOM or Node types). */
function queryOf(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

/** `filters[id][$in][i]` for each id. */
const idsIn = (ids: readonly number[]) => ids.map((id, index) => [`filters[id][$in][${index}]`, String(id)] as const);

/** The product query of docs/api.md: every id in one call, only the image url populated. */
export function productsQuery(ids: readonly number[]): string {
  return queryOf([...idsIn(ids), ['populate[img][fields][0]', 'url'], ['pagination[pageSize]', '100']]);
}

/**
 * The Arabic texts' query (docs/decisions/048, 078): the same ids with `locale=ar`, which the CMS
 * answers with each product's Arabic title and weight over the English ones, and only those fields.
 */
export function arabicTextsQuery(ids: readonly number[]): string {
  const fields = ['title', 'weight', 'locale'].map((field, index) => [`fields[${index}]`, field] as const);
  return queryOf([...idsIn(ids), ...fields, ['locale', 'ar'], ['pagination[pageSize]', '100']]);
}
