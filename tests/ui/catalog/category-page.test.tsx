import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CategoryPage from '../../../src/ui/catalog/category-page';
import { aggregations, brandList, filterInputs, listItem, sortFields, storeConfig } from './catalog-fixtures';
import { fakeServer, renderPage, type Variables } from './catalog-test-kit';

const products = Array.from({ length: 12 }, (_, i) => listItem({ sku: `VEG-${i + 1}`, name: `Vegetable ${i + 1}`, final: 10 + i, brand: '7' }));

function categoryAnswer(variables: Variables) {
  const page = Number(variables.currentPage);
  return {
    categories: {
      items: [
        {
          uid: 'Mw==', id: 3, name: 'ผักสด', description: null, level: 3, path: '1/2/3', url_key: 'vegetables', url_path: 'fresh/vegetables', url_suffix: '.html',
          display_mode: 'PRODUCTS_AND_PAGE', default_sort_by: 'position', is_anchor: true, image: null, thumbnail: null, category_menu_icon: null, product_count: 30,
          meta_title: null, meta_keywords: null, meta_description: null,
          cms_block: { identifier: 'category-vegetables', title: 'Banner', content: '<p>Fresh every morning</p>' },
          breadcrumbs: [{ category_uid: 'Mg==', category_name: 'ของสด', category_level: 2, category_url_key: 'fresh', category_url_path: 'fresh' }],
        },
      ],
    },
    products: {
      total_count: 30,
      page_info: { current_page: page, page_size: 12, total_pages: 3 },
      items: products.map((p) => ({ ...p, name: `${p.name} p${page}` })),
      aggregations,
      sort_fields: sortFields,
    },
  };
}

function server(delay?: Promise<void>) {
  return fakeServer({
    getStoreConfigData: () => storeConfig,
    getPageSize: () => storeConfig,
    getFilterInputsForSearch: () => filterInputs,
    getBrandList: () => brandList,
    productGroupRuleList: () => ({ productGroupRuleList: [] }),
    getCategoryData: (v) => {
      if (delay) throw new Error('use the async variant');
      return categoryAnswer(v);
    },
  });
}

const lastCategoryCall = (s: ReturnType<typeof server>) => s.callsOf('getCategoryData').at(-1);

describe('category page', () => {
  it('shows 12 shimmer items while loading, then the category with breadcrumbs, cms block and products', async () => {
    const s = server();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const original = s.fetch;
    s.fetch = async (url, init) => {
      if (url.includes('getCategoryData')) await gate;
      return original(url, init);
    };
    await renderPage(<CategoryPage uid="Mw==" />, s, { path: '/fresh/vegetables.html' });
    await waitFor(() => expect(screen.getAllByTestId('shimmer-item')).toHaveLength(12));
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'ผักสด' })).toBeInTheDocument();
    expect(await screen.findByText('Fresh every morning')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'เส้นทางนำทาง' });
    expect(within(crumbs).getByRole('link', { name: 'ของสด' })).toHaveAttribute('href', '/fresh.html');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // Brand name from the brand list, image at 192 px high with two widths.
    const firstCard = screen.getAllByRole('article')[0]!;
    expect(within(firstCard).getByText('Makro Fresh')).toBeInTheDocument();
    const img = firstCard.querySelector('img')!;
    expect(img).toHaveAttribute('height', '192');
    expect(img.getAttribute('srcset')).toMatch(/auto=webp.*width=160.*160w, .*width=320.*320w/);
    // Page size from config; the first page; the category's own uid as the filter.
    expect(lastCategoryCall(s)).toMatchObject({ uid: 'Mw==', pageSize: 12, currentPage: 1, filter: { category_uid: { eq: 'Mw==' } } });
  });

  it('filters, sorts and pages through the UI, with the URL following', async () => {
    const user = userEvent.setup();
    const s = server();
    await renderPage(<CategoryPage uid="Mw==" />, s, { path: '/fresh/vegetables.html' });
    await screen.findByText('Vegetable 1 p1');
    // Only aggregations the schema accepts as filters are offered.
    expect(screen.queryByText(/Hidden/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Makro Fresh (3)' }));
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ filter: { category_uid: { eq: 'Mw==' }, p_brandcode: { eq: '7' } }, currentPage: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fresh/vegetables.html?p_brandcode%5Bfilter%5D=7');

    await user.click(await screen.findByRole('checkbox', { name: '0-100 (3)' }));
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ filter: { price: { from: '0', to: '100' } } }));
    // A price bucket is a single choice: the second replaces the first.
    await user.click(await screen.findByRole('checkbox', { name: '100-200 (2)' }));
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ filter: { price: { from: '100', to: '200' } } }));

    await user.click(screen.getByRole('button', { name: /เรียงตาม/ }));
    await user.click(await screen.findByRole('option', { name: 'ราคา: สูงไปต่ำ' }));
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ sort: { price: 'DESC' }, currentPage: 1 }));

    await screen.findByText('Vegetable 1 p1');
    await user.click(screen.getByRole('button', { name: 'หน้า 2' }));
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ currentPage: 2 }));
    expect(await screen.findByText('Vegetable 1 p2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('sort=price&dir=DESC&page=2');
    expect(screen.getByRole('button', { name: 'หน้า 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'ล้างทั้งหมด' }));
    await waitFor(() => expect(lastCategoryCall(s)).toEqual(expect.objectContaining({ filter: { category_uid: { eq: 'Mw==' } }, currentPage: 1 })));
  });

  it('filters from the keyboard and applies a typed price range (native checkboxes and form)', async () => {
    const user = userEvent.setup();
    const s = server();
    await renderPage(<CategoryPage uid="Mw==" />, s, { path: '/fresh/vegetables.html' });
    await screen.findByText('Vegetable 1 p1');
    screen.getByRole('checkbox', { name: 'Makro Fresh (3)' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ filter: { p_brandcode: { eq: '7' } } }));
    expect(screen.getByRole('checkbox', { name: 'Makro Fresh (3)' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'ราคาต่ำสุด' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'ราคาสูงสุด' }), '150{Enter}');
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ filter: { p_brandcode: { eq: '7' }, price: { from: '50', to: '150' } } }));
  });

  it('starts from the filters, sort and page in the URL and follows back/forward', async () => {
    const s = server();
    const { router } = await renderPage(<CategoryPage uid="Mw==" />, s, { path: '/c.html?p_brandcode%5Bfilter%5D=9&sort=name&dir=ASC&page=3' });
    await screen.findByText('Vegetable 1 p3');
    expect(lastCategoryCall(s)).toMatchObject({ filter: { p_brandcode: { eq: '9' } }, sort: { name: 'ASC' }, currentPage: 3 });
    act(() => router.navigate('/c.html?page=2'));
    await waitFor(() => expect(lastCategoryCall(s)).toMatchObject({ filter: { category_uid: { eq: 'Mw==' } }, currentPage: 2 }));
    expect(lastCategoryCall(s)).not.toHaveProperty('sort');
  });

  it('switches between grid and list', async () => {
    const user = userEvent.setup();
    await renderPage(<CategoryPage uid="Mw==" />, server());
    await screen.findByText('Vegetable 1 p1');
    expect(document.querySelector('.product-list--grid')).not.toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'แสดงแบบ' });
    await user.click(within(group).getByRole('radio', { name: 'รายการ' }));
    expect(document.querySelector('.product-list--list')).not.toBeNull();
    expect(within(group).getByRole('radio', { name: 'รายการ' })).toBeChecked();
  });

  it('shows the 404 view for an unknown category', async () => {
    const s = fakeServer({
      getStoreConfigData: () => storeConfig,
      getPageSize: () => storeConfig,
      getFilterInputsForSearch: () => filterInputs,
      getBrandList: () => brandList,
      productGroupRuleList: () => ({ productGroupRuleList: [] }),
      getCategoryData: () => ({ categories: { items: [] }, products: { total_count: 0, page_info: null, items: [], aggregations: [], sort_fields: null } }),
    });
    await renderPage(<CategoryPage uid="nope" />, s);
    expect(await screen.findByRole('link', { name: 'กลับสู่หน้าแรก' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'ขออภัย ไม่พบหน้าที่คุณกำลังค้นหา' })).toBeInTheDocument();
  });

  describe('on a phone (mobile layout, max-width 48rem)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('folds the filters behind a toggle that counts the chosen ones', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(max-width: 48rem)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const user = userEvent.setup();
      await renderPage(<CategoryPage uid="Mw==" />, server(), { path: '/fresh/vegetables.html' });
      await screen.findByText('Vegetable 1 p1');
      const toggle = screen.getByRole('button', { name: 'เลือกซื้อตาม' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('checkbox', { name: 'Makro Fresh (3)' })).toBeNull();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('checkbox', { name: 'Makro Fresh (3)' }));
      expect(await screen.findByRole('button', { name: 'เลือกซื้อตาม (เลือกแล้ว 1)' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'เลือกซื้อตาม (เลือกแล้ว 1)' })).toBeInTheDocument();
    });
  });
});
