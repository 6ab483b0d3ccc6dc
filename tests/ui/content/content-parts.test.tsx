// The app's content parts with a fake /graphql: products blocks by sku and by category (real cards with prices),
// buy often for guests and customers, wishlist, brands and the banner manager.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGraphQLClient } from '../../../src/api/graphql-client';
import { DEFAULT_CAROUSEL } from '../../../src/ui/content/parse/carousel-settings';
import { carouselLayout, gridLayout } from '../../../src/ui/content/render/item-layouts';
import { contentParts } from '../../../src/ui/content-parts';
import { planProducts } from '../../../src/ui/content-parts/product-plan';
import { createShellData, ShellDataProvider } from '../../../src/ui/providers/shell-data';
import { brandList, filterInputs, listItem, sortFields } from '../catalog/catalog-fixtures';
import { fakeServer, renderPage, type FakeServer } from '../catalog/catalog-test-kit';

const encoded = (attribute: string, operator: string, value: string) =>
  `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`${operator}\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`${attribute}\`,\`value\`:\`${value}\`^]^]`;

describe('planProducts', () => {
  it('sku lists, category ids (as uids), url keys and the category rich type', () => {
    expect(planProducts({ source: 'condition', conditionOption: 'sku', conditionValue: 'TL1, TL2 ,TL1', count: 8, sortOrder: 'position_by_sku' })).toEqual({
      base: { sku: { in: ['TL1', 'TL2'] } },
      pageSize: 8,
      sort: null,
      skuOrder: ['TL1', 'TL2'],
    });
    expect(planProducts({ source: 'condition', conditionOption: 'category_ids', conditionValue: '3', count: 10, sortOrder: 'price_high_to_low' })).toEqual({
      base: { category_uid: { eq: 'Mw==' } },
      pageSize: 10,
      sort: { field: 'price', direction: 'DESC' },
    });
    expect(planProducts({ source: 'url-keys', urlKeys: ['a', 'b'] })).toMatchObject({ base: { url_key: { in: ['a', 'b'] } }, pageSize: 2 });
    expect(planProducts({ source: 'category', categoryId: '19', limit: 12 })).toEqual({ base: { category_uid: { eq: 'MTk=' } }, pageSize: 12, sort: null });
  });

  it('reads sku and category rules from conditions_encoded and refuses what it cannot evaluate', () => {
    const request = (conditionsEncoded: string) =>
      ({ source: 'condition', conditionOption: 'condition', conditionValue: '', count: 5, sortOrder: 'name_ascending', conditionsEncoded }) as const;
    expect(planProducts(request(encoded('category_ids', '==', '12')))).toEqual({
      base: { category_uid: { eq: 'MTI=' } },
      pageSize: 5,
      sort: { field: 'name', direction: 'ASC' },
    });
    expect(planProducts(request(encoded('sku', '()', 'A, B')))?.base).toEqual({ sku: { in: ['A', 'B'] } });
    expect(planProducts(request(encoded('color', '==', 'red')))).toBeNull();
    expect(planProducts(request(encoded('sku', '!=', 'A')))).toBeNull();
    expect(planProducts(request('not json'))).toBeNull();
    expect(planProducts({ source: 'condition', conditionOption: 'category_ids', conditionValue: 'x', count: 5, sortOrder: 'position' })).toBeNull();
    expect(planProducts({ source: 'wishlist', limit: 4 })).toBeNull();
  });
});

function catalogueServer(extra: Record<string, (v: Record<string, unknown>) => unknown> = {}): FakeServer {
  return fakeServer({
    getFilterInputsForSearch: () => ({ __type: { inputFields: [...filterInputs.__type.inputFields, { name: 'sku', type: { name: 'FilterEqualTypeInput' } }] } }),
    getBrandList: () => brandList,
    productGroupRuleList: () => ({ productGroupRuleList: [] }),
    getProductList: () => ({
      products: {
        total_count: 3,
        page_info: { total_pages: 1, current_page: 1, page_size: 8 },
        // The server answers in its own order; the block asked for position_by_sku.
        items: [
          listItem({ sku: 'TL000002', name: 'มะม่วงน้ำดอกไม้', final: 89, regular: 120, brand: '7' }),
          listItem({ sku: 'TL000001', name: 'ข้าวหอมมะลิ 5 กก.', final: 245 }),
          listItem({ sku: 'TL000003', name: 'น้ำปลาแท้', final: 35 }),
        ],
        aggregations: [],
        sort_fields: sortFields,
      },
    }),
    ...extra,
  });
}

describe('products parts', () => {
  it('a products grid by sku: real names and prices, in the entered order, cut to the count', async () => {
    const server = catalogueServer();
    const request = { source: 'condition', conditionOption: 'sku', conditionValue: 'TL000001, TL000002', count: 2, sortOrder: 'position_by_sku' } as const;
    await renderPage(<>{contentParts.renderProducts?.(request, gridLayout(4))}</>, server);
    const names = await screen.findAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(['ข้าวหอมมะลิ 5 กก.', 'มะม่วงน้ำดอกไม้']);
    expect(server.callsOf('getProductList')[0]).toMatchObject({ filter: { sku: { in: ['TL000001', 'TL000002'] } }, pageSize: 2 });
    const mango = screen.getByRole('article', { name: 'มะม่วงน้ำดอกไม้' });
    expect(within(mango).getByText('฿89.00')).toBeInTheDocument();
    expect(within(mango).getByText('Makro Fresh')).toBeInTheDocument();
    expect(within(mango).getByRole('link', { name: 'มะม่วงน้ำดอกไม้' })).toHaveAttribute('href', '/tl000002.html');
  });

  it('a category slider: products of the category id in the carousel', async () => {
    const server = catalogueServer();
    const settings = { ...DEFAULT_CAROUSEL, slidesToShow: 2 };
    await renderPage(<>{contentParts.renderProducts?.({ source: 'category', categoryId: '19', limit: 12 }, carouselLayout(settings))}</>, server);
    const region = await screen.findByRole('region', { name: 'ภาพสไลด์' });
    expect(within(region).getAllByRole('article', { hidden: true })).toHaveLength(3);
    expect(server.callsOf('getProductList')[0]).toMatchObject({ filter: { category_uid: { eq: 'MTk=' } }, pageSize: 12 });
  });

  it('buy often: a sign-in link for guests, the empty state for customers, never made-up products', async () => {
    const server = catalogueServer();
    const guest = await renderPage(<>{contentParts.renderProducts?.({ source: 'buyoften', limit: 10 }, gridLayout(4))}</>, server);
    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบเพื่อดูสินค้าที่คุณซื้อบ่อย' })).toHaveAttribute('href', '/sign-in?return=%2Fbuy-often');
    guest.unmount();
    await renderPage(<>{contentParts.renderProducts?.({ source: 'buyoften', limit: 10 }, gridLayout(4))}</>, server, { signedIn: true });
    expect(await screen.findByText(/สินค้าที่คุณซื้อบ่อย|Products you buy often/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(server.callsOf('getProductList')).toHaveLength(0);
  });

  it('wishlist: nothing without the shopping lists (a guest, or views outside the accounts area)', async () => {
    const server = catalogueServer();
    const { container } = await renderPage(<div data-testid="wishlist">{contentParts.renderProducts?.({ source: 'wishlist', limit: 4 }, gridLayout(4))}</div>, server);
    await screen.findByTestId('wishlist');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('article')).toBeNull();
    expect(server.callsOf('getProductList')).toHaveLength(0);
  });
});

describe('brands and banner manager', () => {
  it('brands: featured brands from ambrandslider, linking to their pages, cut to the limit', async () => {
    const server = fakeServer({ getBrandSlider: () => ({ ambrandslider: brandList.ambrandlist }) });
    await renderPage(<>{contentParts.renderBrands?.({ limit: 1 }, gridLayout(6))}</>, server);
    const nav = await screen.findByRole('navigation', { name: 'แบรนด์' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/brands/makro-fresh']);
    expect(server.callsOf('getBrandSlider')[0]).toMatchObject({ displayZero: false });
  });

  it('banner manager: each banner of the banner-slider-<id> CMS block is one slide', async () => {
    const banner = (text: string) =>
      `<div data-content-type="banner" data-appearance="poster" data-show-button="never" data-show-overlay="never_show" data-element="main"><div data-element="empty_link"><div class="pagebuilder-banner-wrapper" data-background-images="{}" data-element="wrapper"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-element="overlay"><div class="pagebuilder-poster-content"><div data-element="content"><p>${text}</p></div></div></div></div></div></div>`;
    const content = `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">${banner('ลดราคาผลไม้')}${banner('ส่งฟรีวันนี้')}</div></div>`;
    const server = fakeServer({ getCmsBlocks: (v) => ({ cmsBlocks: { items: (v.identifiers as string[]).includes('banner-slider-7') ? [{ identifier: 'banner-slider-7', title: 'Promo', content }] : [] } }) });
    const client = createGraphQLClient({ fetch: server.fetch, session: () => ({ storeCode: 'th', currency: null, token: null, pathname: '/' }), isOnline: () => true, sleep: () => Promise.resolve(), random: () => 0 });
    await renderPage(
      <ShellDataProvider value={createShellData(client, () => null)}>{contentParts.renderBannerManager?.({ sliderId: '7' }, carouselLayout(DEFAULT_CAROUSEL))}</ShellDataProvider>,
      server,
    );
    const region = await screen.findByRole('region', { name: 'ภาพสไลด์' });
    const slides = within(region).getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(slides).toHaveLength(2);
    expect(await within(slides[0] as HTMLElement).findByText('ลดราคาผลไม้')).toBeInTheDocument();
    expect(within(slides[1] as HTMLElement).getByText('ส่งฟรีวันนี้')).toBeInTheDocument();
  });
});
