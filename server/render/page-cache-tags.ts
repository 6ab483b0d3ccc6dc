// The cache tags of a shared page (Varnish xkey, Magento's X-Magento-Tags): a data change purges exactly the pages
// built from it. The headers leave before the body is rendered (the page streams), so a page is tagged with what
// its kind shows (the page table's `shows`), what every page shows (the menu's categories, the footer's blocks,
// the store's settings), and the fine tags of the queries that worked out its head: the product a URL resolved
// to is cat_p_12, so its stock moving purges its page. A listing's products are covered by the coarse cat_p
// (a catalogue change) and by the page's s-maxage (a stock level moved by an order).
import { ALL_TAG, STORE_CONFIG_TAG } from '../graphql/cache-tags';
import type { PageServing } from '../../src/pages/page-table';

/** Shown on every page: the header menu's categories and the footer's CMS blocks. */
const EVERY_PAGE_SHOWS = ['cat_c', 'cms_b'] as const;

export function pageCacheTags(entry: Pick<PageServing, 'shows'>, resolvedTags: readonly string[]): string[] {
  return [...new Set([ALL_TAG, STORE_CONFIG_TAG, ...EVERY_PAGE_SHOWS, ...entry.shows, ...resolvedTags])].sort();
}
