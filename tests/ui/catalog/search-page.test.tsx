import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BuyOftenPage from '../../../src/ui/catalog/buy-often-page';
import SearchPage from '../../../src/ui/catalog/search-page';
import { aggregations, brandList, filterInputs, listItem, sortFields, storeConfig } from './catalog-fixtures';
import { fakeServer, renderPage, type Variables } from './catalog-test-kit';

function server(results: (v: Variables) => unknown[]) {
  return fakeServer({
    getStoreConfigData: () => storeConfig,
    getPageSize: () => storeConfig,
    getFilterInputsForSearch: () => filterInputs,
    getBrandList: () => brandList,
    productGroupRuleList: (v) => ({
      productGroupRuleList: (v.skus as string[]).includes('RICE-2') ? [{ sku: 'RICE-2', hide_cart: true, price_action: 2, price_content: { content: '<b>Members price</b>' } }] : [],
    }),
    productSearch: (v) => {
      const items = results(v);
      return {
        products: {
          items,
          page_info: { current_page: v.currentPage, total_pages: items.length ? 2 : 0 },
          total_count: items.length * 2,
          suggestions: [],
          aggregations,
          sort_fields: { ...sortFields, default: 'relevance', options: [{ label: 'Relevance', value: 'relevance' }, ...sortFields.options] },
        },
      };
    },
  });
}

const rice = [listItem({ sku: 'RICE-1', name: 'Jasmine rice', final: 120 }), listItem({ sku: 'RICE-2', name: 'Sticky rice', final: 90 })];

describe('search page', () => {
  it('shows results for the query with its filters, price rules, sort and pagination', async () => {
    const user = userEvent.setup();
    const s = server(() => rice);
    await renderPage(<SearchPage />, s, { path: '/search.html?query=rice', locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "rice"' })).toBeInTheDocument();
    expect(await screen.findByText('Jasmine rice')).toBeInTheDocument();
    expect(s.callsOf('productSearch').at(-1)).toMatchObject({ inputText: 'rice', currentPage: 1, pageSize: 12, filters: {} });
    // One request per search: the page, its filters and sort options come together.
    expect(s.callsOf('productSearch')).toHaveLength(1);
    expect(s.calls.map((call) => call.operation).filter((operation) => operation !== 'productSearch' && /search/i.test(operation))).toEqual(['getFilterInputsForSearch']);
    // price_action 2 replaces the price of RICE-2.
    const sticky = screen.getByRole('article', { name: 'Sticky rice' });
    expect(within(sticky).getByText('Members price')).toBeInTheDocument();
    expect(within(sticky).queryByText('฿90.00')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Siam Farm (1)' }));
    await waitFor(() => expect(s.callsOf('productSearch').at(-1)).toMatchObject({ inputText: 'rice', filters: { p_brandcode: { eq: '9' } } }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search.html?query=rice&p_brandcode%5Bfilter%5D=9');
    await screen.findByText('Jasmine rice');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(s.callsOf('productSearch').at(-1)).toMatchObject({ currentPage: 2 }));
    expect(screen.getByTestId('location')).toHaveTextContent('query=rice&p_brandcode%5Bfilter%5D=9&page=2');
  });

  it('says so when nothing matches', async () => {
    await renderPage(<SearchPage />, server(() => []), { path: '/search.html?query=durian', locale: 'en-US' });
    expect(await screen.findByText('Your search returned no results.')).toBeInTheDocument();
  });

  it('names its controls in Thai and in English', async () => {
    for (const [locale, names] of [
      ['th-TH', { filters: 'ตัวกรอง', pages: 'การแบ่งหน้า', next: 'หน้าถัดไป', layout: 'แสดงแบบ', sort: 'เรียงตาม', empty: 'ไม่พบผลลัพธ์สำหรับการค้นหาของคุณ' }],
      ['en-US', { filters: 'Filters', pages: 'Pagination', next: 'Next page', layout: 'View as', sort: 'Sort by', empty: 'Your search returned no results.' }],
    ] as const) {
      const { unmount } = await renderPage(<SearchPage />, server(() => rice), { path: '/search.html?query=rice', locale });
      await screen.findByText('Jasmine rice');
      expect(screen.getByRole('complementary', { name: names.filters })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: names.pages })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: names.next })).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: names.layout })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: new RegExp(names.sort) })).toBeInTheDocument();
      unmount();
      const empty = await renderPage(<SearchPage />, server(() => []), { path: '/search.html?query=x', locale });
      expect(await screen.findByText(names.empty)).toBeInTheDocument();
      empty.unmount();
    }
  });
});

describe('buy-often page', () => {
  it('sends guests to sign-in with the page as destination', async () => {
    await renderPage(<BuyOftenPage />, server(() => []), { path: '/buy-often' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?return=%2Fbuy-often'));
  });

  it('shows signed-in customers the empty state (no frequently-bought query exists yet)', async () => {
    await renderPage(<BuyOftenPage />, server(() => []), { path: '/buy-often', signedIn: true, locale: 'en-US' });
    expect(screen.getByRole('heading', { name: 'Buy often' })).toBeInTheDocument();
    expect(screen.getByText('Products you buy often will appear here after your first orders.')).toBeInTheDocument();
  });
});
