import type { Row } from './insert-rows';
import { bilingualText, productImage, SHIPPING, shelfPrice, uniqueUrlKey, type Catalogue, type ProductDraft } from './product-draft';
import { Random } from './prng';
import type { Bilingual } from './seed-context';

type BundleOptionType = 'select' | 'radio' | 'checkbox' | 'multi';

interface BundleSpec {
  name: Bilingual;
  hue: number;
  /** FIXED bundles carry their own price; DYNAMIC ones add up the chosen selections. */
  fixedPrice?: number;
  options: { title: Bilingual; type: BundleOptionType; leaf: string; required: boolean; nameMatch?: RegExp }[];
}

const BUNDLES: BundleSpec[] = [
  { name: { th: 'ชุดต้มยำกุ้ง', en: 'Tom Yum Kung Kit' }, hue: 20, options: [
    { title: { th: 'กุ้ง', en: 'Shrimp' }, type: 'radio', leaf: 'shrimp-shellfish', required: true, nameMatch: /shrimp|prawn/i },
    { title: { th: 'สมุนไพร', en: 'Herbs' }, type: 'checkbox', leaf: 'thai-herbs', required: true },
    { title: { th: 'น้ำพริกต้มยำ', en: 'Tom Yum Paste' }, type: 'select', leaf: 'curry-pastes', required: true },
    { title: { th: 'เห็ด', en: 'Mushrooms' }, type: 'multi', leaf: 'mushrooms', required: false },
  ] },
  { name: { th: 'ชุดแกงเขียวหวานไก่', en: 'Green Curry Chicken Kit' }, hue: 110, options: [
    { title: { th: 'ไก่', en: 'Chicken' }, type: 'radio', leaf: 'chicken', required: true },
    { title: { th: 'พริกแกง', en: 'Curry Paste' }, type: 'select', leaf: 'curry-pastes', required: true },
    { title: { th: 'กะทิ', en: 'Coconut Milk' }, type: 'select', leaf: 'canned-food', required: true },
    { title: { th: 'สมุนไพร', en: 'Herbs' }, type: 'checkbox', leaf: 'thai-herbs', required: false },
  ] },
  { name: { th: 'ชุดอาหารเช้าร้านกาแฟ', en: 'Cafe Breakfast Set' }, hue: 30, options: [
    { title: { th: 'กาแฟ', en: 'Coffee' }, type: 'radio', leaf: 'coffee', required: true },
    { title: { th: 'นม', en: 'Milk' }, type: 'select', leaf: 'milk-dairy', required: true },
    { title: { th: 'น้ำผลไม้', en: 'Juice' }, type: 'checkbox', leaf: 'juices', required: false },
  ] },
  { name: { th: 'ชุดบรรจุภัณฑ์เปิดร้านใหม่', en: 'New Restaurant Packaging Pack' }, hue: 230, fixedPrice: 1290, options: [
    { title: { th: 'กล่องอาหาร', en: 'Food Boxes' }, type: 'select', leaf: 'food-containers', required: true },
    { title: { th: 'ถุง', en: 'Bags' }, type: 'select', leaf: 'bags-wraps', required: true },
    { title: { th: 'น้ำยาทำความสะอาด', en: 'Cleaning' }, type: 'checkbox', leaf: 'cleaning', required: false },
  ] },
  { name: { th: 'ชุดข้าวและเครื่องปรุงครัวไทย', en: 'Thai Pantry Rice & Sauce Set' }, hue: 45, options: [
    { title: { th: 'ข้าว', en: 'Rice' }, type: 'radio', leaf: 'jasmine-rice', required: true },
    { title: { th: 'น้ำปลา', en: 'Fish Sauce' }, type: 'select', leaf: 'fish-sauce', required: true },
    { title: { th: 'ซอส', en: 'Sauce' }, type: 'select', leaf: 'soy-sauce', required: true },
    { title: { th: 'น้ำมัน', en: 'Oil' }, type: 'radio', leaf: 'cooking-oils', required: false },
  ] },
  { name: { th: 'กล่องขนมปาร์ตี้', en: 'Snack Party Box' }, hue: 330, fixedPrice: 590, options: [
    { title: { th: 'ขนม', en: 'Snacks' }, type: 'multi', leaf: 'snacks', required: true },
    { title: { th: 'เครื่องดื่ม', en: 'Drinks' }, type: 'checkbox', leaf: 'water-soft-drinks', required: true },
  ] },
];

interface GroupedSpec {
  name: Bilingual;
  hue: number;
  leaves: string[];
}

const GROUPED: GroupedSpec[] = [
  { name: { th: 'ชุดกล่องอาหารสำหรับร้านเดลิเวอรี่', en: 'Delivery Packaging Set' }, hue: 220, leaves: ['food-containers', 'food-containers', 'bags-wraps'] },
  { name: { th: 'ชุดเครื่องปรุงไทยครบสูตร', en: 'Thai Seasoning Collection' }, hue: 15, leaves: ['fish-sauce', 'soy-sauce', 'chili-sauce', 'sugar-salt'] },
  { name: { th: 'ชุดร้านก๋วยเตี๋ยว', en: 'Noodle Shop Essentials' }, hue: 50, leaves: ['noodles', 'noodles', 'noodles', 'fish-sauce'] },
  { name: { th: 'ชุดร้านกาแฟ', en: 'Coffee Shop Essentials' }, hue: 28, leaves: ['coffee', 'coffee', 'milk-dairy', 'sugar-salt'] },
  { name: { th: 'กระเช้าผลไม้ไทย', en: 'Thai Fruit Basket' }, hue: 90, leaves: ['thai-fruits', 'thai-fruits', 'thai-fruits'] },
  { name: { th: 'ชุดทำความสะอาดครัว', en: 'Kitchen Cleaning Set' }, hue: 260, leaves: ['cleaning', 'cleaning', 'cleaning'] },
];

export interface CompositeSeed {
  drafts: ProductDraft[];
  bundleOptions: Row<'bundle_option'>[];
  bundleSelections: Row<'bundle_selection'>[];
  links: Row<'product_link'>[];
}

/** Simple, visible, sellable products of a leaf (pre-orders are left out: a kit ships whole, now). */
function sellableIn(simples: readonly ProductDraft[], leaf: string): ProductDraft[] {
  return simples.filter((d) => d.categories[0]?.category.key === leaf && d.row.stock_status === 'IN_STOCK' && !d.row.is_preorder);
}

/** Grouped sets take members in the shopper's own quantities, so weighed items (0.5 kg steps) stay out. */
export function membersOf(simples: readonly ProductDraft[], leaf: string): ProductDraft[] {
  return sellableIn(simples, leaf).filter((d) => !d.row.is_weighing);
}

/**
 * Bundle selections: weighed items are allowed at a fixed 1 kg (a whole multiple of their 0.5 kg step),
 * since meat and seafood leaves hold nothing else and a kit option without selections cannot be bought.
 */
export function bundleMembersOf(simples: readonly ProductDraft[], leaf: string, nameMatch?: RegExp): ProductDraft[] {
  const all = sellableIn(simples, leaf);
  return nameMatch ? all.filter((d) => nameMatch.test(d.text.en.name)) : all;
}

export function buildComposites(catalogue: Catalogue, simples: readonly ProductDraft[], nextId: () => number): CompositeSeed {
  const seed: CompositeSeed = { drafts: [], bundleOptions: [], bundleSelections: [], links: [] };
  const giftSets = catalogue.byKey.get('gift-sets')!;
  let optionId = 1;
  let selectionId = 1;

  BUNDLES.forEach((spec, index) => {
    const rng = Random.for('bundle', index);
    const id = nextId();
    seed.drafts.push(compositeDraft(catalogue, id, `TLB${String(index + 1).padStart(3, '0')}`, 'bundle', spec.name, spec.hue, spec.fixedPrice, index));
    seed.drafts.at(-1)!.row.bundle_price_type = spec.fixedPrice ? 'FIXED' : 'DYNAMIC';
    seed.drafts.at(-1)!.row.price_view = spec.fixedPrice ? 'AS_LOW_AS' : 'PRICE_RANGE';
    spec.options.forEach((option, position) => {
      const oid = optionId++;
      seed.bundleOptions.push({ option_id: oid, product_id: id, type: option.type, required: option.required, position: position + 1, title_th: option.title.th, title_en: option.title.en });
      const members = bundleMembersOf(simples, option.leaf, option.nameMatch);
      if (members.length === 0) throw new Error(`Bundle option "${option.title.en}" has nothing to sell in ${option.leaf}`);
      rng.sample(members, 3).forEach((member, selPosition) => {
        // A weighed selection stays at its 1 kg: a whole-number quantity box cannot express its steps.
        const canChangeQty = !member.row.is_weighing && (option.type === 'radio' || option.type === 'select');
        seed.bundleSelections.push({ selection_id: selectionId++, option_id: oid, product_id: member.row.product_id, qty: 1, can_change_qty: canChangeQty, is_default: selPosition === 0, position: selPosition + 1 });
      });
    });
  });

  GROUPED.forEach((spec, index) => {
    const rng = Random.for('grouped', index);
    const id = nextId();
    seed.drafts.push(compositeDraft(catalogue, id, `TLG${String(index + 1).padStart(3, '0')}`, 'grouped', spec.name, spec.hue, undefined, index));
    const used = new Set<number>();
    spec.leaves.forEach((leaf, position) => {
      const member = rng.sample(membersOf(simples, leaf).filter((m) => !used.has(m.row.product_id)), 1)[0];
      if (!member) return;
      used.add(member.row.product_id);
      seed.links.push({ product_id: id, linked_product_id: member.row.product_id, link_type: 'associated', position: position + 1, qty: position === 0 ? 2 : 1 });
    });
  });

  for (const draft of seed.drafts) draft.categories = [{ category: giftSets, position: draft.row.product_id }];
  return seed;
}

function compositeDraft(catalogue: Catalogue, id: number, sku: string, type: 'bundle' | 'grouped', name: Bilingual, hue: number, fixedPrice: number | undefined, index: number): ProductDraft {
  const image = productImage(catalogue, `${type}-${index}`, name.en, type === 'bundle' ? 'Kit' : 'Set', hue, 'box');
  const what = type === 'bundle' ? { th: 'เลือกส่วนประกอบได้เองในแต่ละตัวเลือก', en: 'Pick what goes in for each option.' } : { th: 'สินค้าหลายรายการในชุดเดียว สั่งแต่ละรายการตามจำนวนที่ต้องการ', en: 'Several products in one set; order each in the quantity you need.' };
  return {
    row: {
      product_id: id, sku, type_id: type, url_key: uniqueUrlKey(catalogue, name.en, id), status: 1, visibility: 4, brand_id: null, tax_class: 'taxable',
      price: fixedPrice ? shelfPrice(fixedPrice, false) : 0, special_price: null, special_from: null, special_to: null, stock_status: 'IN_STOCK', qty: 0,
      min_sale_qty: 1, max_sale_qty: 9999, qty_increments: 1, is_preorder: false, preorder_release_date: null, is_weighing: false, is_free: false,
      price1type: '1', weight: null, price_view: null, bundle_price_type: null, shipping_services: JSON.stringify([SHIPPING.standard]),
      created_at: catalogue.now, updated_at: catalogue.now,
    },
    text: bilingualText(name, { th: `<p>${name.th} ${what.th}</p>`, en: `<p>${name.en}. ${what.en}</p>` }, { th: `<p>${name.th}</p>`, en: `<p>${name.en}</p>` }),
    brand: null,
    categories: [],
    attributes: [],
    images: [image],
  };
}
