import { COLORS, FLAVOURS, SIZES } from './attributes';
import { bilingualText, productImage, SHIPPING, shelfPrice, uniqueUrlKey, type Catalogue, type ProductDraft } from './product-draft';
import { LEAF_WORDS } from './product-words';
import type { Row } from './insert-rows';
import { Random } from './prng';
import type { Bilingual } from './seed-context';

type Axis = 'size' | 'flavour' | 'color';
const AXIS_OPTIONS = { size: SIZES, flavour: FLAVOURS, color: COLORS };

interface ConfigurableSpec {
  leaf: string;
  brand: string;
  name: Bilingual;
  /** Baht for the first variant. */
  price: number;
  axes: Partial<Record<Axis, string[]>>;
  /** How much each step along the size axis multiplies the price. */
  sizeFactor?: number[];
}

const SPECS: ConfigurableSpec[] = [
  { leaf: 'jasmine-rice', brand: 'golden-elephant', name: { th: 'ข้าวหอมมะลิ 100% ตราช้างทอง', en: 'Golden Elephant 100% Jasmine Rice' }, price: 52, axes: { size: ['1kg', '2kg', '5kg'] }, sizeFactor: [1, 1.9, 4.5] },
  { leaf: 'glutinous-rice', brand: 'na-thong', name: { th: 'ข้าวเหนียวเขี้ยวงู ตรานาทอง', en: 'Na Thong Khiao Ngu Sticky Rice' }, price: 58, axes: { size: ['1kg', '2kg', '5kg'] }, sizeFactor: [1, 1.9, 4.5] },
  { leaf: 'coffee', brand: 'lanna-brew', name: { th: 'เมล็ดกาแฟดอยช้าง คั่วกลาง ตราล้านนาบริว', en: 'Lanna Brew Doi Chang Medium Roast Beans' }, price: 190, axes: { size: ['250g', '500g', '1kg'] }, sizeFactor: [1, 1.85, 3.5] },
  { leaf: 'tea', brand: 'chao-doi', name: { th: 'ชาไทยปรุงสำเร็จ ตราชาวดอย', en: 'Hill Folk Thai Tea Mix' }, price: 75, axes: { size: ['250g', '500g', '1kg'] }, sizeFactor: [1, 1.85, 3.4] },
  { leaf: 'sugar-salt', brand: 'siam-harvest', name: { th: 'น้ำตาลมะพร้าวแท้ ตราสยามฮาร์เวสต์', en: 'Siam Harvest Pure Coconut Sugar' }, price: 65, axes: { size: ['500g', '1kg', '2kg'] }, sizeFactor: [1, 1.9, 3.6] },
  { leaf: 'curry-pastes', brand: 'krua-mae', name: { th: 'พริกแกงเขียวหวาน ตราครัวแม่', en: "Mother's Kitchen Green Curry Paste" }, price: 45, axes: { size: ['250g', '500g', '1kg'] }, sizeFactor: [1, 1.8, 3.2] },
  { leaf: 'snacks', brand: 'sabai-snack', name: { th: 'ข้าวเกรียบกุ้ง ตราสบายสแน็ค', en: 'Sabai Snacks Prawn Crackers' }, price: 25, axes: { flavour: ['original', 'spicy', 'tom-yum', 'seaweed'] } },
  { leaf: 'snacks', brand: 'sabai-snack', name: { th: 'มันฝรั่งแผ่นทอดกรอบ ตราสบายสแน็ค', en: 'Sabai Snacks Potato Chips' }, price: 29, axes: { flavour: ['original', 'bbq', 'salted-egg', 'spicy'] } },
  { leaf: 'dried-food', brand: 'krua-mae', name: { th: 'ปลาหมึกอบกรอบ ตราครัวแม่', en: "Mother's Kitchen Crispy Squid" }, price: 59, axes: { flavour: ['original', 'spicy', 'bbq'] } },
  { leaf: 'food-containers', brand: 'pack-pro', name: { th: 'กล่องอาหารพลาสติก PP ตราแพ็คโปร (50 ใบ)', en: 'PackPro PP Food Container (50 pcs)' }, price: 95, axes: { color: ['white', 'black', 'clear'], size: ['s', 'm', 'l'] }, sizeFactor: [1, 1.25, 1.5] },
  { leaf: 'bags-wraps', brand: 'green-box', name: { th: 'ถุงกระดาษใส่อาหาร ตรากรีนบ็อกซ์ (100 ใบ)', en: 'Green Box Paper Food Bags (100 pcs)' }, price: 120, axes: { color: ['white', 'kraft'], size: ['s', 'm', 'l'] }, sizeFactor: [1, 1.3, 1.6] },
  { leaf: 'kitchen-tools', brand: 'krua-pro', name: { th: 'ผ้ากันเปื้อนเชฟ ตราครัวโปร', en: 'KruaPro Chef Apron' }, price: 190, axes: { color: ['white', 'black'], size: ['m', 'l'] }, sizeFactor: [1, 1.1] },
];

export interface ConfigurableSeed {
  drafts: ProductDraft[];
  attributes: Row<'configurable_attribute'>[];
  variants: Row<'configurable_variant'>[];
}

/** Parents (visibility 4) with variant children (visibility 1) that carry their own option, price and stock. */
export function buildConfigurables(catalogue: Catalogue, nextId: () => number): ConfigurableSeed {
  const seed: ConfigurableSeed = { drafts: [], attributes: [], variants: [] };
  SPECS.forEach((spec, specIndex) => {
    const rng = Random.for('configurable', specIndex);
    const category = catalogue.byKey.get(spec.leaf)!;
    const brand = catalogue.brands.find((b) => b.code === spec.brand)!;
    const words = LEAF_WORDS[spec.leaf]!;
    const parentId = nextId();
    const parentSku = `TLC${String(specIndex + 1).padStart(3, '0')}`;
    const image = productImage(catalogue, `${spec.leaf}-config-${specIndex}`, spec.name.en.replace(`${brand.label.en} `, ''), brand.label.en, (category.hue + 200) % 360, words.shape);
    const axes = (Object.keys(spec.axes) as Axis[]).map((axis) => ({ axis, codes: spec.axes[axis]! }));
    const base = {
      brand_id: brand.id, tax_class: words.exempt ? ('exempt' as const) : ('taxable' as const), status: 1, special_price: null, special_from: null, special_to: null,
      min_sale_qty: 1, max_sale_qty: 9999, qty_increments: 1, is_preorder: false, preorder_release_date: null, is_weighing: false, is_free: false,
      price1type: words.b2b ? '2' : '1', price_view: null, bundle_price_type: null,
      shipping_services: JSON.stringify([SHIPPING.standard, SHIPPING.same_day]), created_at: catalogue.now, updated_at: catalogue.now,
    };
    const brandValue = { code: 'brand', optionId: catalogue.attributes.brand.get(brand.id)! };

    // Every combination of the axes' options is one child.
    let combos: { axis: Axis; code: string; index: number }[][] = [[]];
    for (const { axis, codes } of axes) combos = combos.flatMap((combo) => codes.map((code, index) => [...combo, { axis, code, index }]));
    const children: ProductDraft[] = combos.map((combo, childIndex) => {
      const id = nextId();
      const labels = combo.map(({ axis, code }) => AXIS_OPTIONS[axis].find((o) => o.code === code)!);
      const sizeStep = combo.find((c) => c.axis === 'size')?.index ?? 0;
      const price = shelfPrice(spec.price * (spec.sizeFactor?.[sizeStep] ?? 1) * (1 + childIndex * 0.01), false);
      const outOfStock = childIndex > 0 && rng.chance(0.15);
      const suffix = { th: labels.map((l) => l.th).join(' '), en: labels.map((l) => l.en).join(' ') };
      const name = { th: `${spec.name.th} - ${suffix.th}`, en: `${spec.name.en} - ${suffix.en}` };
      return {
        row: {
          ...base, product_id: id, sku: `${parentSku}-${combo.map((c) => c.code).join('-')}`, type_id: 'simple', url_key: uniqueUrlKey(catalogue, name.en, id), visibility: 1,
          price, stock_status: outOfStock ? 'OUT_OF_STOCK' : 'IN_STOCK', qty: outOfStock ? 0 : rng.int(20, 400), weight: 1,
        },
        text: bilingualText(name, { th: `<p>${name.th}</p>`, en: `<p>${name.en}</p>` }, { th: `<p>${suffix.th}</p>`, en: `<p>${suffix.en}</p>` }),
        brand,
        categories: [],
        attributes: [brandValue, ...combo.map(({ axis, code }) => ({ code: axis, optionId: catalogue.attributes[axis].get(code)! }))],
        images: [image],
      };
    });
    const minPrice = Math.min(...children.map((c) => c.row.price ?? 0));
    const parent: ProductDraft = {
      row: { ...base, product_id: parentId, sku: parentSku, type_id: 'configurable', url_key: uniqueUrlKey(catalogue, spec.name.en, parentId), visibility: 4, price: minPrice, stock_status: 'IN_STOCK', qty: 0, weight: null },
      text: bilingualText(
        spec.name,
        { th: `<p>${spec.name.th} เลือก${axes.map((a) => (a.axis === 'size' ? 'ขนาด' : a.axis === 'flavour' ? 'รสชาติ' : 'สี')).join('และ')}ได้ตามต้องการ</p>`, en: `<p>${spec.name.en}: choose the ${axes.map((a) => (a.axis === 'color' ? 'colour' : a.axis)).join(' and ')} you need.</p>` },
        { th: `<p>${spec.name.th}</p>`, en: `<p>${spec.name.en}</p>` },
      ),
      brand,
      categories: [{ category, position: 0 }],
      attributes: [brandValue],
      images: [image],
    };
    seed.drafts.push(parent, ...children);
    axes.forEach(({ axis }, position) => seed.attributes.push({ product_id: parentId, attribute_code: axis, position }));
    for (const child of children) seed.variants.push({ parent_id: parentId, child_id: child.row.product_id });
  });
  return seed;
}
