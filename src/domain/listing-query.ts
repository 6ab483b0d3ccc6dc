// What one page of a product listing asks for, and its round trip through the URL query string, so back/forward
// and shared links reproduce the same filters, sort and page. Keys follow Magento PWA Studio's style:
//   ?page=2&sort=price&dir=ASC&size=24&brand[filter]=12&price[filter]=10_20   (search adds query=...)

export type SortDirection = 'ASC' | 'DESC';

export interface ListingSort {
  field: string;
  direction: SortDirection;
}

export interface ListingQuery {
  /** attribute code → chosen option values (price holds one "from_to" value). */
  filters: Record<string, string[]>;
  sort: ListingSort | null;
  page: number;
  /** null: the configured page size (storeConfig.grid_per_page). */
  pageSize: number | null;
}

export const EMPTY_QUERY: ListingQuery = { filters: {}, sort: null, page: 1, pageSize: null };

const FILTER_KEY = /^(.+)\[filter\]$/;

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const code = FILTER_KEY.exec(key)?.[1];
    if (!code || !value) continue;
    const values = (filters[code] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const field = params.get('sort');
  const dir = params.get('dir');
  return {
    filters,
    sort: field ? { field, direction: dir === 'DESC' ? 'DESC' : 'ASC' } : null,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: positiveInt(params.get('size')),
  };
}

/** The query string for a listing query; `keep` holds params owned by the page (search text). */
export function serializeListingQuery(query: ListingQuery, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  for (const code of Object.keys(query.filters).sort()) {
    for (const value of query.filters[code] ?? []) params.append(`${code}[filter]`, value);
  }
  if (query.sort) {
    params.set('sort', query.sort.field);
    params.set('dir', query.sort.direction);
  }
  if (query.pageSize !== null) params.set('size', String(query.pageSize));
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sameQuery(a: ListingQuery, b: ListingQuery): boolean {
  return serializeListingQuery(a) === serializeListingQuery(b);
}

/** "10_20" → { from: "10", to: "20" }; either side may be empty ("_20", "100_"). */
export function parseRange(value: string): { from: string; to: string } | null {
  const match = /^(\d*(?:\.\d+)?)_(\d*(?:\.\d+)?)$/.exec(value);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  return { from: match[1] ?? '', to: match[2] ?? '' };
}
