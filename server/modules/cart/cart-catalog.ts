import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  BundleOptionTable,
  BundleSelectionTable,
  Database,
  DownloadableLinkTable,
  ProductOptionTable,
  ProductOptionValueTable,
  ProductTable,
} from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** What the cart needs of a product: its row, its name in the store view, and its categories with ancestors. */
export type CartProduct = Selectable<ProductTable> & { name: string; categoryIds: number[] };

export interface ProductOptions {
  customOptions: Selectable<ProductOptionTable>[];
  customValues: Selectable<ProductOptionValueTable>[];
  bundleOptions: Selectable<BundleOptionTable>[];
  bundleSelections: Selectable<BundleSelectionTable>[];
  links: Selectable<DownloadableLinkTable>[];
  /** attribute_option id → its attribute code and labels, for configurable choices. */
  attributeOptions: Map<number, { code: string; label: string; valueLabel: string }>;
  configurableAttributes: { product_id: number; attribute_code: string; position: number }[];
  variants: { parent_id: number; child_id: number }[];
  variantValues: { product_id: number; attribute_code: string; option_id: number | null }[];
  groupedMembers: { product_id: number; linked_product_id: number; qty: string; position: number }[];
}

export async function loadCartProducts(db: Db, ids: readonly number[], storeId: number): Promise<Map<number, CartProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('product as p')
    .leftJoin('product_text as t', (join) => join.onRef('t.product_id', '=', 'p.product_id').on('t.store_id', '=', storeId))
    .selectAll('p')
    .select('t.name')
    .where('p.product_id', 'in', unique)
    .execute();
  const categories = await db
    .selectFrom('product_category as pc')
    .innerJoin('category as c', 'c.category_id', 'pc.category_id')
    .select(['pc.product_id', 'c.path'])
    .where('pc.product_id', 'in', unique)
    .execute();
  const byProduct = new Map<number, Set<number>>();
  for (const { product_id, path } of categories) {
    const set = byProduct.get(product_id) ?? new Set<number>();
    // A rule or fee on a parent category ("Chilled") covers products filed under its children.
    for (const id of path.split('/')) if (id !== '') set.add(Number(id));
    byProduct.set(product_id, set);
  }
  return new Map(rows.map((row) => [row.product_id, { ...row, name: row.name ?? row.sku, categoryIds: [...(byProduct.get(row.product_id) ?? [])] }]));
}

export async function loadProductBySku(db: Db, sku: string, storeId: number): Promise<CartProduct | null> {
  const row = await db.selectFrom('product').select('product_id').where('sku', '=', sku).executeTakeFirst();
  if (!row) return null;
  return (await loadCartProducts(db, [row.product_id], storeId)).get(row.product_id) ?? null;
}

/** Every option table row the given products need, in one round of queries. */
export async function loadProductOptions(db: Db, productIds: readonly number[], lang: 'th' | 'en'): Promise<ProductOptions> {
  const ids = [...new Set(productIds)];
  const empty: ProductOptions = {
    customOptions: [],
    customValues: [],
    bundleOptions: [],
    bundleSelections: [],
    links: [],
    attributeOptions: new Map(),
    configurableAttributes: [],
    variants: [],
    variantValues: [],
    groupedMembers: [],
  };
  if (ids.length === 0) return empty;
  const [customOptions, bundleOptions, links, configurableAttributes, variants, groupedMembers] = await Promise.all([
    db.selectFrom('product_option').selectAll().where('product_id', 'in', ids).orderBy('sort_order').orderBy('option_id').execute(),
    db.selectFrom('bundle_option').selectAll().where('product_id', 'in', ids).orderBy('position').orderBy('option_id').execute(),
    db.selectFrom('downloadable_link').selectAll().where('product_id', 'in', ids).orderBy('sort_order').execute(),
    db.selectFrom('configurable_attribute').selectAll().where('product_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('configurable_variant').selectAll().where('parent_id', 'in', ids).execute(),
    db
      .selectFrom('product_link')
      .select(['product_id', 'linked_product_id', 'qty', 'position'])
      .where('product_id', 'in', ids)
      .where('link_type', '=', 'associated')
      .orderBy('position')
      .execute(),
  ]);
  const optionIds = customOptions.map((o) => o.option_id);
  const bundleOptionIds = bundleOptions.map((o) => o.option_id);
  const childIds = variants.map((v) => v.child_id);
  const codes = [...new Set(configurableAttributes.map((a) => a.attribute_code))];
  const [customValues, bundleSelections, variantValues, attributeRows] = await Promise.all([
    optionIds.length ? db.selectFrom('product_option_value').selectAll().where('option_id', 'in', optionIds).orderBy('sort_order').execute() : [],
    bundleOptionIds.length
      ? db.selectFrom('bundle_selection').selectAll().where('option_id', 'in', bundleOptionIds).orderBy('position').execute()
      : [],
    childIds.length && codes.length
      ? db
          .selectFrom('product_attribute_value')
          .select(['product_id', 'attribute_code', 'option_id'])
          .where('product_id', 'in', childIds)
          .where('attribute_code', 'in', codes)
          .execute()
      : [],
    codes.length
      ? db
          .selectFrom('attribute_option as o')
          .innerJoin('attribute as a', 'a.code', 'o.attribute_code')
          .select(['o.option_id', 'o.attribute_code', 'o.label_th', 'o.label_en', 'a.label_th as attr_th', 'a.label_en as attr_en'])
          .where('o.attribute_code', 'in', codes)
          .execute()
      : [],
  ]);
  const attributeOptions = new Map(
    attributeRows.map((r) => [
      r.option_id,
      { code: r.attribute_code, label: lang === 'th' ? r.attr_th : r.attr_en, valueLabel: lang === 'th' ? r.label_th : r.label_en },
    ]),
  );
  return { customOptions, customValues, bundleOptions, bundleSelections, links, attributeOptions, configurableAttributes, variants, variantValues, groupedMembers };
}
