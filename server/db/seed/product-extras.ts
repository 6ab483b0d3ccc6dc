import { insertRows, type Row } from './insert-rows';
import type { ProductDraft } from './product-draft';
import { Random } from './prng';
import type { SeedContext } from './seed-context';

/**
 * Customizable options (FIXED and PERCENT prices), cross-sell/related/up-sell links and per-sku price
 * display rules, on a handful of the generated simple products.
 */
export async function seedProductExtras(ctx: SeedContext, simples: readonly ProductDraft[]): Promise<void> {
  const inLeaf = (...leaves: string[]) => simples.filter((d) => leaves.includes(d.categories[0]?.category.key ?? '') && d.row.visibility === 4);
  const options: Row<'product_option'>[] = [];
  const values: Row<'product_option_value'>[] = [];
  let optionId = 1;
  let valueId = 1;

  // Butchery: how to cut (fixed surcharges) and vacuum packing (a percentage of the price).
  for (const draft of inLeaf('pork', 'thai-beef', 'fish').slice(0, 6)) {
    const cut = optionId++;
    options.push({ option_id: cut, product_id: draft.row.product_id, type: 'drop_down', required: true, sort_order: 1, title_th: 'วิธีหั่น', title_en: 'Cutting Style', price: null, price_type: null, sku: null, max_characters: null });
    values.push(
      { value_id: valueId++, option_id: cut, sort_order: 1, title_th: 'ทั้งชิ้น', title_en: 'Whole Piece', price: 0, price_type: 'FIXED', sku: 'cut-whole' },
      { value_id: valueId++, option_id: cut, sort_order: 2, title_th: 'หั่นเต๋า', title_en: 'Cubed', price: 2000, price_type: 'FIXED', sku: 'cut-cubed' },
      { value_id: valueId++, option_id: cut, sort_order: 3, title_th: 'สไลซ์บาง', title_en: 'Thin Slices', price: 3000, price_type: 'FIXED', sku: 'cut-sliced' },
    );
    const vacuum = optionId++;
    options.push({ option_id: vacuum, product_id: draft.row.product_id, type: 'checkbox', required: false, sort_order: 2, title_th: 'แพ็คสุญญากาศ', title_en: 'Vacuum Packing', price: null, price_type: null, sku: null, max_characters: null });
    values.push({ value_id: valueId++, option_id: vacuum, sort_order: 1, title_th: 'แพ็คสุญญากาศ', title_en: 'Vacuum pack', price: 5, price_type: 'PERCENT', sku: 'vacuum' });
  }
  // Kitchen tools: engraving (a text field with a fixed price) and gift wrapping (percentage).
  for (const draft of inLeaf('kitchen-tools').slice(0, 3)) {
    options.push({ option_id: optionId++, product_id: draft.row.product_id, type: 'field', required: false, sort_order: 1, title_th: 'สลักชื่อร้าน', title_en: 'Engraving', price: 5000, price_type: 'FIXED', sku: 'engrave', max_characters: 20 });
    options.push({ option_id: optionId++, product_id: draft.row.product_id, type: 'checkbox', required: false, sort_order: 2, title_th: 'ห่อของขวัญ', title_en: 'Gift Wrapping', price: null, price_type: null, sku: null, max_characters: null });
    values.push({ value_id: valueId++, option_id: optionId - 1, sort_order: 1, title_th: 'ห่อของขวัญ (+10%)', title_en: 'Gift wrap (+10%)', price: 10, price_type: 'PERCENT', sku: 'gift-wrap' });
  }
  // A free-text request on a couple of fresh items.
  for (const draft of inLeaf('thai-fruits').slice(0, 2)) {
    options.push({ option_id: optionId++, product_id: draft.row.product_id, type: 'area', required: false, sort_order: 1, title_th: 'คำขอพิเศษ', title_en: 'Special Request', price: 0, price_type: 'FIXED', sku: null, max_characters: 200 });
  }
  await insertRows(ctx.db, 'product_option', options);
  await insertRows(ctx.db, 'product_option_value', values);

  await insertRows(ctx.db, 'product_link', productLinks(simples));
  await insertRows(ctx.db, 'product_group_rule', groupRules(simples));
}

/** Related from the same leaf, cross-sells from the same top-level category, up-sells that cost more. */
function productLinks(simples: readonly ProductDraft[]): Row<'product_link'>[] {
  const visible = simples.filter((d) => d.row.visibility === 4);
  const byLeaf = new Map<string, ProductDraft[]>();
  const byTop = new Map<string, ProductDraft[]>();
  for (const d of visible) {
    const category = d.categories[0]?.category;
    if (!category) continue;
    byLeaf.set(category.key, [...(byLeaf.get(category.key) ?? []), d]);
    byTop.set(category.topKey, [...(byTop.get(category.topKey) ?? []), d]);
  }
  const rows: Row<'product_link'>[] = [];
  visible.slice(0, 160).forEach((draft, index) => {
    const rng = Random.for('links', index);
    const id = draft.row.product_id;
    const category = draft.categories[0]!.category;
    const others = (list: ProductDraft[] | undefined) => (list ?? []).filter((d) => d.row.product_id !== id);
    const add = (type: 'crosssell' | 'related' | 'upsell', picks: ProductDraft[]) =>
      picks.forEach((p, position) => rows.push({ product_id: id, linked_product_id: p.row.product_id, link_type: type, position: position + 1, qty: 1 }));
    add('related', rng.sample(others(byLeaf.get(category.key)), 4));
    add('crosssell', rng.sample(others(byTop.get(category.topKey)).filter((d) => d.categories[0]!.category.key !== category.key), 3));
    add('upsell', rng.sample(others(byLeaf.get(category.key)).filter((d) => (d.row.price ?? 0) > (draft.row.price ?? 0)), 2));
  });
  return rows;
}

/** Price display rules: 0 show, 1 hide price, 2 replace it with text; hide_cart removes add-to-cart. */
function groupRules(simples: readonly ProductDraft[]): Row<'product_group_rule'>[] {
  const pick = (leaf: string, count: number) => simples.filter((d) => d.categories[0]?.category.key === leaf && d.row.visibility === 4).slice(0, count);
  const rows: Row<'product_group_rule'>[] = [];
  let ruleId = 1;
  for (const d of pick('imported-beef', 2)) {
    rows.push({ rule_id: ruleId++, sku: d.row.sku, mode: 'default', hide_cart: true, price_action: 2, price_content_th: '<p>ติดต่อฝ่ายขายเพื่อรับราคาพิเศษ</p>', price_content_en: '<p>Contact our sales team for a trade price</p>' });
  }
  for (const d of pick('thai-fruits', 2)) {
    rows.push({ rule_id: ruleId++, sku: d.row.sku, mode: 'default', hide_cart: true, price_action: 1, price_content_th: null, price_content_en: null });
  }
  for (const d of pick('coffee', 2)) {
    rows.push({ rule_id: ruleId++, sku: d.row.sku, mode: 'default', hide_cart: false, price_action: 0, price_content_th: null, price_content_en: null });
  }
  for (const d of pick('food-containers', 1)) {
    rows.push({ rule_id: ruleId++, sku: d.row.sku, mode: 'default', hide_cart: false, price_action: 2, price_content_th: '<p>ราคาขายส่งเมื่อสั่ง 10 ลังขึ้นไป</p>', price_content_en: '<p>Wholesale price from 10 cartons</p>' });
  }
  return rows;
}
