import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { buildSearchText, seedDatabase } from '../../server/db/seed/index';
import type { Database } from '../../server/db/types';

// One seeded in-memory database for the whole file; seeding is the slow part.
const NOW = new Date('2026-03-15T03:00:00Z');
let handle: DatabaseHandle;
let db: Kysely<Database>;
let mediaDir: string;
let contentDir: string;

const FIXTURE_HOME_TH = '<div data-content-type="row" data-appearance="contained" data-element="main"><figure data-content-type="image" data-appearance="full-width" data-element="main"><img src="{{media url=wysiwyg/demo-test/hero-th.jpg}}" alt="" data-element="desktop_image"></figure></div>';

async function count(table: keyof Database): Promise<number> {
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'talat-seed-media-'));
  contentDir = await mkdtemp(join(tmpdir(), 'talat-seed-content-'));
  await writeFile(join(contentDir, 'home.th.html'), FIXTURE_HOME_TH);
  handle = await openDatabase({});
  db = handle.db;
  await migrateToLatest(db);
  const result = await seedDatabase(db, { mediaDir, contentDir, now: NOW });
  expect(result.seeded).toBe(true);
});

afterAll(async () => {
  await handle?.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(contentDir, { recursive: true, force: true });
});

describe('stores and config', () => {
  it('has the th (default) and en store views in THB with Magento group codes', async () => {
    const stores = await db.selectFrom('store').selectAll().orderBy('store_id').execute();
    expect(stores.map((s) => [s.store_id, s.code, s.name, s.locale, s.is_default, s.default_display_currency])).toEqual([
      [1, 'th', 'TH', 'th_TH', true, 'THB'],
      [2, 'en', 'EN', 'en_US', false, 'THB'],
    ]);
    expect(new Set(stores.map((s) => s.group_code))).toEqual(new Set(['main_website_store']));
  });

  it('stores the settings the storefront reads, with per-store texts', async () => {
    const rows = await db.selectFrom('config').selectAll().execute();
    const value = (path: string, scope = 0) => rows.find((r) => r.path === path && r.scope_id === scope)?.value;
    expect(value('catalog/seo/product_url_suffix')).toBe('.html');
    expect(value('catalog/seo/category_url_suffix')).toBe('.html');
    expect(value('catalog/category/root_id')).toBe('2');
    expect(value('web/default/cms_home_page')).toBe('home');
    expect(value('web/default/show_cms_breadcrumbs')).toBe('1');
    expect(value('newsletter/general/active')).toBe('1');
    expect(value('talat/general/pre_launch')).toBe('0');
    expect(value('currency/options/allow')).toBe('THB,USD,JPY');
    // storeConfig.secure_pay_library is a URL read from this path: the demo's is the KBank sandbox script.
    expect(rows.filter((r) => r.path.startsWith('talat/general/secure_pay_library')).map((r) => r.value)).toEqual(['/payment-sandbox/assets/secure-pay.js']);
    expect(value('design/footer/copyright', 2)).toMatch(/All rights reserved/);
    expect(value('design/footer/copyright')).toMatch(/สงวนลิขสิทธิ์/);
    const rates = await db.selectFrom('currency_rate').selectAll().orderBy('target').execute();
    expect(rates.map((r) => [r.target, Number(r.rate) > 0])).toEqual([['JPY', true], ['THB', true], ['USD', true]]);
  });
});

describe('catalogue', () => {
  it('has a category tree of at least 40 categories, four levels below the root, some hidden from menus', async () => {
    const categories = await db.selectFrom('category').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(40);
    expect(new Set(categories.map((c) => c.level))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(categories.find((c) => c.category_id === 2)?.level).toBe(1);
    expect(categories.filter((c) => !c.include_in_menu && c.level >= 2).length).toBeGreaterThan(0);
    const byParent = new Map<number, number[]>();
    for (const c of categories.filter((c) => c.parent_id !== null)) byParent.set(c.parent_id!, [...(byParent.get(c.parent_id!) ?? []), c.position]);
    for (const positions of byParent.values()) expect(new Set(positions).size).toBe(positions.length);
    const texts = await count('category_text');
    expect(texts).toBe(categories.length * 2);
    const seafood = categories.find((c) => c.url_key === 'fish')!;
    expect(seafood.url_path).toBe('seafood/fish');
  });

  it('has at least 20 brands with logos on disk', async () => {
    const brands = await db.selectFrom('brand').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(20);
    for (const brand of brands) expect(existsSync(join(mediaDir, brand.image!))).toBe(true);
  });

  it('has at least 500 products of every type with the promotional and stock mixes', async () => {
    const products = await db.selectFrom('product').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(500);
    expect(new Set(products.map((p) => p.type_id))).toEqual(new Set(['simple', 'virtual', 'downloadable', 'bundle', 'grouped', 'configurable']));
    const gifts = products.filter((p) => p.is_free);
    expect(gifts.length).toBeGreaterThan(0);
    expect(gifts.every((p) => p.price === 0)).toBe(true);
    expect(products.some((p) => p.is_preorder && p.preorder_release_date! > NOW.toISOString().slice(0, 10))).toBe(true);
    expect(products.some((p) => p.is_weighing && Number(p.qty_increments) === 0.5)).toBe(true);
    expect(products.some((p) => p.price1type === '2')).toBe(true);
    expect(products.some((p) => p.stock_status === 'OUT_OF_STOCK')).toBe(true);
    expect(products.some((p) => p.tax_class === 'exempt') && products.some((p) => p.tax_class === 'taxable')).toBe(true);
    const specials = products.filter((p) => p.special_price !== null);
    expect(specials.some((p) => p.special_from === null)).toBe(true);
    const flashNow = specials.filter((p) => p.special_from && p.special_to && p.special_from <= NOW && p.special_to >= NOW);
    expect(flashNow.length).toBeGreaterThan(0);
    expect(specials.every((p) => p.special_price! < p.price)).toBe(true);
    const chilled = products.find((p) => p.shipping_services.some((s) => s.value === 'cold_chain'));
    expect(chilled?.shipping_services[0]).toMatchObject({ value: 'standard', label: 'Standard delivery' });
  });

  it('gives configurables variant children with their own option, price and stock', async () => {
    const parents = await db.selectFrom('product').select('product_id').where('type_id', '=', 'configurable').execute();
    expect(parents.length).toBeGreaterThanOrEqual(10);
    for (const { product_id } of parents) {
      const axes = await db.selectFrom('configurable_attribute').select('attribute_code').where('product_id', '=', product_id).execute();
      const children = await db
        .selectFrom('configurable_variant')
        .innerJoin('product', 'product.product_id', 'configurable_variant.child_id')
        .select(['product.product_id', 'product.visibility', 'product.price'])
        .where('parent_id', '=', product_id)
        .execute();
      expect(axes.length).toBeGreaterThan(0);
      expect(children.length).toBeGreaterThan(1);
      expect(children.every((c) => c.visibility === 1 && c.price > 0)).toBe(true);
      for (const child of children) {
        const values = await db.selectFrom('product_attribute_value').select('attribute_code').where('product_id', '=', child.product_id).execute();
        for (const axis of axes) expect(values.map((v) => v.attribute_code)).toContain(axis.attribute_code);
      }
    }
  });

  it('gives bundles options with selections, grouped products members and e-books download links', async () => {
    const selectionsPerBundle = await sql<{ n: number }>`select count(s.selection_id)::int as n from product p join bundle_option o on o.product_id = p.product_id join bundle_selection s on s.option_id = o.option_id where p.type_id = 'bundle' group by p.product_id`.execute(db);
    expect(selectionsPerBundle.rows.length).toBeGreaterThan(0);
    expect(selectionsPerBundle.rows.every((r) => r.n > 0)).toBe(true);
    const linkTypes = await db.selectFrom('product_link').select('link_type').distinct().execute();
    expect(new Set(linkTypes.map((l) => l.link_type))).toEqual(new Set(['associated', 'crosssell', 'related', 'upsell']));
    const ebooks = await db.selectFrom('product').select('product_id').where('type_id', '=', 'downloadable').execute();
    const linked = new Set((await db.selectFrom('downloadable_link').select('product_id').execute()).map((l) => l.product_id));
    expect(ebooks.length).toBeGreaterThan(0);
    for (const { product_id } of ebooks) expect(linked.has(product_id)).toBe(true);
    const optionTypes = await db.selectFrom('product_option_value').select('price_type').distinct().execute();
    expect(new Set(optionTypes.map((o) => o.price_type))).toEqual(new Set(['FIXED', 'PERCENT']));
    const rules = await db.selectFrom('product_group_rule').select('price_action').distinct().execute();
    expect(new Set(rules.map((r) => r.price_action))).toEqual(new Set([0, 1, 2]));
  });

  it('gives every bundle option, required ones included, a selection that can be bought in its quantity', async () => {
    const options = await db.selectFrom('bundle_option').select(['option_id', 'title_en', 'required']).execute();
    const selections = await db
      .selectFrom('bundle_selection as s')
      .innerJoin('product as p', 'p.product_id', 's.product_id')
      .select(['s.option_id', 's.qty', 'p.status', 'p.stock_status', 'p.is_preorder', 'p.min_sale_qty', 'p.qty_increments', 'p.qty as stock'])
      .execute();
    expect(options.filter((o) => o.required).length).toBeGreaterThan(0);
    for (const option of options) {
      const buyable = selections.filter((s) => {
        const qty = Number(s.qty);
        const step = Number(s.qty_increments);
        return s.option_id === option.option_id && s.status === 1 && s.stock_status === 'IN_STOCK' && !s.is_preorder
          && qty >= Number(s.min_sale_qty) && (step === 0 || Number.isInteger(qty / step)) && Number(s.stock) >= qty;
      });
      expect(buyable.length, `bundle option ${option.option_id} "${option.title_en}"`).toBeGreaterThan(0);
    }
  });

  it('has Thai and English texts for every product, and every visible one sits in a category', async () => {
    const products = await count('product');
    const texts = await db.selectFrom('product_text').select(['product_id', 'store_id', 'name', 'search_text']).execute();
    expect(texts.length).toBe(products * 2);
    for (const text of texts) {
      expect(text.name.length).toBeGreaterThan(0);
      expect(text.search_text.length).toBeGreaterThan(0);
      if (text.store_id === 1) expect(text.name).toMatch(/[\u0E00-\u0E7F]/);
    }
    const uncategorised = await sql<{ n: number }>`select count(*)::int as n from product p where p.visibility <> 1 and not exists (select 1 from product_category pc where pc.product_id = p.product_id)`.execute(db);
    expect(uncategorised.rows[0]!.n).toBe(0);
  });

  it('has an image file on disk for every product, category and the header logo', async () => {
    const media = await db.selectFrom('product_media').select(['product_id', 'file']).execute();
    expect(new Set(media.map((m) => m.product_id)).size).toBe(await count('product'));
    for (const file of new Set(media.map((m) => m.file))) {
      expect(file).toMatch(/^\/[a-z0-9]\/[a-z0-9-]\/[^/]+\.jpg$/);
      expect(existsSync(join(mediaDir, 'catalog/product', file))).toBe(true);
    }
    const categories = await db.selectFrom('category').select(['image', 'menu_icon']).where('level', '>=', 2).execute();
    for (const c of categories) {
      expect(existsSync(join(mediaDir, 'catalog/category', c.image!))).toBe(true);
      if (c.menu_icon) expect(existsSync(join(mediaDir, 'catalog/category', c.menu_icon))).toBe(true);
    }
    const logo = await db.selectFrom('config').select('value').where('path', '=', 'design/header/logo_src').executeTakeFirstOrThrow();
    expect(existsSync(join(mediaDir, 'logo', logo.value!))).toBe(true);
  });

  it('segments Thai product names into words for search text', async () => {
    expect(buildSearchText(['ข้าวหอมมะลิ 100% ตราช้างทอง 5 กก.'])).toBe('ข้าว หอม มะลิ 100 ตรา ช้าง ทอง 5 กก');
    expect(buildSearchText(['Golden Elephant', 'TL000001', null])).toBe('golden elephant tl000001');
    const rice = await db
      .selectFrom('product_text')
      .innerJoin('product', 'product.product_id', 'product_text.product_id')
      .select(['product_text.search_text', 'product.sku'])
      .where('product_text.store_id', '=', 1)
      .where('product_text.name', 'like', 'ข้าวหอมมะลิ%')
      .executeTakeFirstOrThrow();
    expect(rice.search_text).toMatch(/^ข้าว หอม มะลิ /);
    expect(rice.search_text).toContain(rice.sku.toLowerCase());
    expect(rice.search_text).toContain('ข้าว และ ธัญพืช');
  });
});

describe('content and routing', () => {
  it('stores every page and block per store view, loading demo fixtures when present', async () => {
    const pages = await db.selectFrom('cms_page').select(['identifier', 'store_id', 'content']).execute();
    for (const identifier of ['home', 'landing', 'about-us', 'delivery-policy', 'privacy-policy', 'no-route']) {
      expect(pages.filter((p) => p.identifier === identifier).map((p) => p.store_id).sort()).toEqual([1, 2]);
    }
    expect(pages.find((p) => p.identifier === 'home' && p.store_id === 1)?.content).toBe(FIXTURE_HOME_TH);
    expect(pages.find((p) => p.identifier === 'home' && p.store_id === 2)?.content).toContain('data-content-type="row"');
    expect(existsSync(join(mediaDir, 'wysiwyg/demo-test/hero-th.jpg'))).toBe(true);
    const blocks = await db.selectFrom('cms_block').select(['identifier', 'store_id']).execute();
    for (const identifier of ['promo', 'footer-links', 'mobile-menu', 'category-seafood', 'banner-slider-1']) {
      expect(blocks.filter((b) => b.identifier === identifier).length).toBe(2);
    }
    // about-us: the page title is the only level-1 heading; the content starts at h2.
    expect(pages.filter((p) => p.identifier === 'about-us').every((p) => !p.content.includes('<h1') && p.content.includes('<h2'))).toBe(true);
    const withBlocks = await db.selectFrom('brand').select('top_cms_block_id').where('top_cms_block_id', 'is not', null).execute();
    expect(withBlocks.length).toBeGreaterThan(0);
  });

  it('generates every image the CMS content references', async () => {
    const contents = [...(await db.selectFrom('cms_page').select('content').execute()), ...(await db.selectFrom('cms_block').select('content').execute())];
    const files = contents.flatMap((c) => [...c.content.matchAll(/\{\{media url=([^}\\&"']+)\}\}/g)].map((m) => m[1]!));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(existsSync(join(mediaDir, file))).toBe(true);
  });

  it('has URL rewrites that resolve for categories, products and pages in both stores', async () => {
    const rewrites = await db.selectFrom('url_rewrite').selectAll().execute();
    const direct = rewrites.filter((r) => r.redirect_type === 0);
    const products = new Set((await db.selectFrom('product').select('product_id').where('visibility', '<>', 1).execute()).map((p) => p.product_id));
    const categories = new Map((await db.selectFrom('category').select(['category_id', 'url_path']).execute()).map((c) => [c.category_id, c.url_path]));
    const pages = new Set((await db.selectFrom('cms_page').select('page_id').execute()).map((p) => p.page_id));
    for (const r of direct) {
      if (r.entity_type === 'PRODUCT') expect(products.has(r.entity_id)).toBe(true);
      if (r.entity_type === 'CATEGORY') expect(r.request_path).toBe(`${categories.get(r.entity_id)}.html`);
      if (r.entity_type === 'CMS_PAGE') expect(pages.has(r.entity_id)).toBe(true);
    }
    expect(direct.filter((r) => r.entity_type === 'PRODUCT').length).toBe(products.size * 2);
    const redirects = rewrites.filter((r) => r.redirect_type === 301);
    expect(redirects.length).toBeGreaterThan(0);
    for (const r of redirects) expect(direct.some((d) => d.store_id === r.store_id && d.request_path === r.target_path)).toBe(true);
    expect(rewrites.some((r) => r.request_path === 'seafood/fish.html' && r.store_id === 2)).toBe(true);
  });

  it('has delivery areas: Bangkok and neighbours active, a few other provinces inactive', async () => {
    const ladYao = await db.selectFrom('delivery_area').selectAll().where('location_th', 'like', 'ลาดยาว, จตุจักร, กรุงเทพมหานคร%').executeTakeFirstOrThrow();
    expect(ladYao).toMatchObject({ postcode: '10900', active: true, location_en: 'Lat Yao, Chatuchak, Bangkok 10900' });
    expect(ladYao.area_key).toMatch(/^10900-\d+$/);
    const areas = await db.selectFrom('delivery_area').select(['location_th', 'active']).execute();
    expect(areas.some((a) => a.active && a.location_th.includes('นนทบุรี'))).toBe(true);
    expect(areas.some((a) => a.active && a.location_th.includes('สมุทรปราการ'))).toBe(true);
    expect(areas.some((a) => !a.active && a.location_th.includes('ภูเก็ต'))).toBe(true);
    const version = await db.selectFrom('data_version').selectAll().where('scope', '=', 'catalog').executeTakeFirstOrThrow();
    expect(version.version).toBeGreaterThanOrEqual(1);
  });
});

describe('re-running', () => {
  it('does nothing on an already seeded database', async () => {
    const before = await count('product');
    const result = await seedDatabase(db, { mediaDir, contentDir, now: NOW });
    expect(result).toEqual({ seeded: false, productsAdded: 0 });
    expect(await count('product')).toBe(before);
  });

  it('tops up to a product count with generated products continuing the ids', async () => {
    const before = await count('product');
    const version = (await db.selectFrom('data_version').select('version').where('scope', '=', 'catalog').executeTakeFirstOrThrow()).version;
    const result = await seedDatabase(db, { mediaDir, contentDir, now: NOW, products: before + 40 });
    expect(result).toEqual({ seeded: false, productsAdded: 40 });
    expect(await count('product')).toBe(before + 40);
    const added = await db.selectFrom('product').innerJoin('product_text', 'product_text.product_id', 'product.product_id').select(['product.sku', 'product_text.search_text']).orderBy('product.product_id', 'desc').limit(80).execute();
    expect(added.every((p) => /^TL\d{6}$/.test(p.sku) && p.search_text.length > 0)).toBe(true);
    expect((await db.selectFrom('data_version').select('version').where('scope', '=', 'catalog').executeTakeFirstOrThrow()).version).toBeGreaterThan(version);
  });

  it('produces the same skus and names on a second seed', async () => {
    const other = await openDatabase({});
    try {
      await migrateToLatest(other.db);
      // Same media folder: the images exist already, so this seed only writes rows.
      await seedDatabase(other.db, { mediaDir, contentDir, now: new Date('2026-07-01T00:00:00Z') });
      const names = (d: Kysely<Database>) =>
        d.selectFrom('product').innerJoin('product_text', 'product_text.product_id', 'product.product_id').select(['product.product_id', 'product.sku', 'product.url_key', 'product_text.store_id', 'product_text.name']).where('product.product_id', '<=', 700).orderBy('product.product_id').orderBy('product_text.store_id').execute();
      const first = (await names(db)).filter((r) => r.product_id <= 576);
      const second = await names(other.db);
      expect(second.length).toBeGreaterThanOrEqual(1000);
      expect(second.slice(0, first.length)).toEqual(first);
    } finally {
      await other.close();
    }
  });
});
