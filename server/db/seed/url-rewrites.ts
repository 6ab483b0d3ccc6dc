import type { SeededCategory } from './categories';
import type { SeededPage } from './cms';
import { insertRows, type Row } from './insert-rows';
import type { ProductDraft } from './product-draft';
import { STORE_VIEWS, type SeedContext } from './seed-context';

/**
 * Category and CMS page rewrites for both store views (product ones are written with the products), plus a
 * few 301s from old paths so redirects can be exercised. Like Magento, a redirect's target_path is the
 * request path to go to.
 */
export async function seedUrlRewrites(ctx: SeedContext, categories: readonly SeededCategory[], pages: readonly SeededPage[], simples: readonly ProductDraft[]): Promise<void> {
  const rows: Row<'url_rewrite'>[] = [];
  for (const view of STORE_VIEWS) {
    for (const category of categories) {
      rows.push({ store_id: view.storeId, request_path: `${category.urlPath}.html`, target_path: `catalog/category/view/id/${category.id}`, entity_type: 'CATEGORY', entity_id: category.id, redirect_type: 0 });
    }
    for (const page of pages.filter((p) => p.storeId === view.storeId)) {
      rows.push({ store_id: view.storeId, request_path: page.identifier, target_path: `cms/page/view/page_id/${page.pageId}`, entity_type: 'CMS_PAGE', entity_id: page.pageId, redirect_type: 0 });
    }

    // Old category paths from before the tree got its top level.
    for (const key of ['rice', 'vegetables', 'coffee-tea']) {
      const category = categories.find((c) => c.key === key);
      if (category) rows.push({ store_id: view.storeId, request_path: `${key}.html`, target_path: `${category.urlPath}.html`, entity_type: 'CATEGORY', entity_id: category.id, redirect_type: 301 });
    }
    for (const [from, to] of [['about', 'about-us'], ['shipping-policy', 'delivery-policy']] as const) {
      const page = pages.find((p) => p.identifier === to && p.storeId === view.storeId);
      if (page) rows.push({ store_id: view.storeId, request_path: from, target_path: to, entity_type: 'CMS_PAGE', entity_id: page.pageId, redirect_type: 301 });
    }
    // Renamed products and category-path product URLs (catalog/seo/product_use_categories was on once).
    for (const draft of simples.filter((d) => d.row.visibility === 4).slice(0, 3)) {
      const id = draft.row.product_id;
      const target = `${draft.row.url_key}.html`;
      rows.push({ store_id: view.storeId, request_path: `old-${draft.row.url_key}.html`, target_path: target, entity_type: 'PRODUCT', entity_id: id, redirect_type: 301 });
      const category = draft.categories[0]?.category;
      if (category) rows.push({ store_id: view.storeId, request_path: `${category.urlPath}/${target}`, target_path: target, entity_type: 'PRODUCT', entity_id: id, redirect_type: 301 });
    }
  }
  await insertRows(ctx.db, 'url_rewrite', rows);
}
