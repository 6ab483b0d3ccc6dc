import type { SeededBrand } from './brands';
import { insertRows, type Row } from './insert-rows';
import type { Bilingual, SeedContext } from './seed-context';

/** Select options by code, per attribute. */
export type OptionIds = Map<string, number>;

export interface SeededAttributes {
  brand: Map<number, number>;
  packaging: OptionIds;
  country_of_manufacture: OptionIds;
  size: OptionIds;
  flavour: OptionIds;
  color: OptionIds;
}

type OptionSpec = Bilingual & { code: string; swatch?: string };

export const PACKAGING: OptionSpec[] = [
  { code: 'bag', th: 'ถุง', en: 'Bag' },
  { code: 'box', th: 'กล่อง', en: 'Box' },
  { code: 'bottle', th: 'ขวด', en: 'Bottle' },
  { code: 'can', th: 'กระป๋อง', en: 'Can' },
  { code: 'tray', th: 'ถาด', en: 'Tray' },
  { code: 'pack', th: 'แพ็ค', en: 'Pack' },
  { code: 'sack', th: 'กระสอบ', en: 'Sack' },
  { code: 'carton', th: 'ลัง', en: 'Carton' },
  { code: 'jar', th: 'กระปุก', en: 'Jar' },
  { code: 'piece', th: 'ชิ้น', en: 'Piece' },
];

export const COUNTRIES: OptionSpec[] = [
  { code: 'TH', th: 'ไทย', en: 'Thailand' },
  { code: 'JP', th: 'ญี่ปุ่น', en: 'Japan' },
  { code: 'AU', th: 'ออสเตรเลีย', en: 'Australia' },
  { code: 'NZ', th: 'นิวซีแลนด์', en: 'New Zealand' },
  { code: 'US', th: 'สหรัฐอเมริกา', en: 'United States' },
  { code: 'NO', th: 'นอร์เวย์', en: 'Norway' },
  { code: 'VN', th: 'เวียดนาม', en: 'Vietnam' },
  { code: 'CN', th: 'จีน', en: 'China' },
  { code: 'KR', th: 'เกาหลีใต้', en: 'South Korea' },
];

/** Sizes used by configurable products (the variants' own size). */
export const SIZES: OptionSpec[] = [
  { code: '250g', th: '250 กรัม', en: '250 g' },
  { code: '500g', th: '500 กรัม', en: '500 g' },
  { code: '1kg', th: '1 กิโลกรัม', en: '1 kg' },
  { code: '2kg', th: '2 กิโลกรัม', en: '2 kg' },
  { code: '5kg', th: '5 กิโลกรัม', en: '5 kg' },
  { code: 's', th: 'เล็ก', en: 'Small' },
  { code: 'm', th: 'กลาง', en: 'Medium' },
  { code: 'l', th: 'ใหญ่', en: 'Large' },
];

/** Visual swatches: the colour stands for the flavour on the pack. */
export const FLAVOURS: OptionSpec[] = [
  { code: 'original', th: 'รสดั้งเดิม', en: 'Original', swatch: '#f2d16b' },
  { code: 'spicy', th: 'รสเผ็ด', en: 'Spicy', swatch: '#d7301f' },
  { code: 'tom-yum', th: 'รสต้มยำ', en: 'Tom Yum', swatch: '#f08c00' },
  { code: 'seaweed', th: 'รสสาหร่าย', en: 'Seaweed', swatch: '#2b8a3e' },
  { code: 'bbq', th: 'รสบาร์บีคิว', en: 'Barbecue', swatch: '#7f3b08' },
  { code: 'salted-egg', th: 'รสไข่เค็ม', en: 'Salted Egg', swatch: '#ffd43b' },
];

export const COLORS: OptionSpec[] = [
  { code: 'white', th: 'ขาว', en: 'White', swatch: '#ffffff' },
  { code: 'black', th: 'ดำ', en: 'Black', swatch: '#212529' },
  { code: 'clear', th: 'ใส', en: 'Clear', swatch: '#e7f5ff' },
  { code: 'kraft', th: 'น้ำตาลคราฟท์', en: 'Kraft Brown', swatch: '#b08150' },
];

export async function seedAttributes(ctx: SeedContext, brands: readonly SeededBrand[]): Promise<SeededAttributes> {
  const plan = planAttributes(brands);
  await insertRows(ctx.db, 'attribute', plan.attributes);
  await insertRows(ctx.db, 'attribute_option', plan.options);
  return plan.seeded;
}

/** Option ids are assigned in a fixed order, so a top-up can rebuild them without reading the database. */
export function planAttributes(brands: readonly SeededBrand[]): { attributes: Row<'attribute'>[]; options: Row<'attribute_option'>[]; seeded: SeededAttributes } {
  const attributes: Row<'attribute'>[] = [
    { code: 'brand', frontend_input: 'select', is_filterable: true, is_searchable: true, position: 1, label_th: 'แบรนด์', label_en: 'Brand' },
    { code: 'packaging', frontend_input: 'select', is_filterable: true, is_searchable: false, position: 2, label_th: 'บรรจุภัณฑ์', label_en: 'Packaging' },
    { code: 'country_of_manufacture', frontend_input: 'select', is_filterable: true, is_searchable: false, position: 3, label_th: 'ประเทศผู้ผลิต', label_en: 'Country of Manufacture' },
    { code: 'size', frontend_input: 'select', is_filterable: true, is_searchable: false, position: 4, label_th: 'ขนาด', label_en: 'Size' },
    { code: 'flavour', frontend_input: 'swatch_visual', is_filterable: true, is_searchable: false, position: 5, label_th: 'รสชาติ', label_en: 'Flavour' },
    { code: 'color', frontend_input: 'swatch_visual', is_filterable: true, is_searchable: false, position: 6, label_th: 'สี', label_en: 'Colour' },
  ];
  let nextOption = 1;
  const rows: Row<'attribute_option'>[] = [];
  const brandOptions = new Map<number, number>();
  brands.forEach((brand, index) => {
    const id = nextOption++;
    brandOptions.set(brand.id, id);
    rows.push({ option_id: id, attribute_code: 'brand', sort_order: index, label_th: brand.label.th, label_en: brand.label.en, swatch_value: null });
  });
  const options = (code: string, specs: OptionSpec[]): OptionIds => {
    const ids: OptionIds = new Map();
    specs.forEach((spec, index) => {
      const id = nextOption++;
      ids.set(spec.code, id);
      rows.push({ option_id: id, attribute_code: code, sort_order: index, label_th: spec.th, label_en: spec.en, swatch_value: spec.swatch ?? null });
    });
    return ids;
  };
  const seeded: SeededAttributes = {
    brand: brandOptions,
    packaging: options('packaging', PACKAGING),
    country_of_manufacture: options('country_of_manufacture', COUNTRIES),
    size: options('size', SIZES),
    flavour: options('flavour', FLAVOURS),
    color: options('color', COLORS),
  };
  return { attributes, options: rows, seeded };
}
