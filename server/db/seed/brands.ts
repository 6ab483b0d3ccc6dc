import { insertRows, type Row } from './insert-rows';
import type { ImageQueue } from './media-images';
import type { Bilingual, SeedContext } from './seed-context';

/** Fictional brands. `for` lists the top-level or leaf category keys whose products may carry the brand. */
interface BrandSpec extends Bilingual {
  code: string;
  for: string[];
  featured?: boolean;
  hue: number;
}

const BRANDS: BrandSpec[] = [
  { code: 'golden-elephant', th: 'ช้างทอง', en: 'Golden Elephant', for: ['rice-grains'], featured: true, hue: 42 },
  { code: 'na-thong', th: 'นาทอง', en: 'Na Thong', for: ['rice', 'beans-grains'], hue: 50 },
  { code: 'siam-harvest', th: 'สยามฮาร์เวสต์', en: 'Siam Harvest', for: ['fruits-vegetables', 'dried-food'], featured: true, hue: 110 },
  { code: 'baan-suan', th: 'บ้านสวน', en: 'Baan Suan Farm', for: ['fruits-vegetables'], hue: 95 },
  { code: 'doi-fresh', th: 'ดอยเฟรช', en: 'Doi Fresh', for: ['fruits-vegetables', 'juices', 'tea'], hue: 140 },
  { code: 'moo-dee', th: 'หมูดี', en: 'Moo Dee', for: ['pork', 'sausages-ham'], featured: true, hue: 350 },
  { code: 'kai-thai', th: 'ไก่ไทย', en: 'Kai Thai Poultry', for: ['chicken', 'sausages-ham'], hue: 25 },
  { code: 'korat-cattle', th: 'โคราชแคทเทิล', en: 'Korat Cattle', for: ['beef'], hue: 5 },
  { code: 'andaman-catch', th: 'อันดามันแคช', en: 'Andaman Catch', for: ['seafood'], featured: true, hue: 200 },
  { code: 'ao-siam', th: 'อ่าวสยาม', en: 'Gulf of Siam', for: ['seafood', 'canned-food'], hue: 215 },
  { code: 'pla-thong', th: 'ปลาทอง', en: 'Goldfish', for: ['fish-sauce', 'soy-sauce', 'canned-food'], hue: 30 },
  { code: 'phet-siam', th: 'เพชรสยาม', en: 'Siam Diamond', for: ['seasonings'], hue: 280 },
  { code: 'krua-mae', th: 'ครัวแม่', en: "Mother's Kitchen", for: ['seasonings', 'canned-food', 'dried-food'], featured: true, hue: 15 },
  { code: 'lanna-brew', th: 'ล้านนาบริว', en: 'Lanna Brew', for: ['coffee', 'tea'], hue: 28 },
  { code: 'chao-doi', th: 'ชาวดอย', en: 'Hill Folk', for: ['coffee-tea', 'beans-grains'], hue: 60 },
  { code: 'sai-nam', th: 'สายน้ำ', en: 'Clear Stream', for: ['water-soft-drinks', 'juices'], hue: 190 },
  { code: 'nom-sod-farm', th: 'นมสดฟาร์ม', en: 'Fresh Milk Farm', for: ['milk-dairy'], hue: 205 },
  { code: 'pack-pro', th: 'แพ็คโปร', en: 'PackPro', for: ['food-containers', 'bags-wraps'], featured: true, hue: 230 },
  { code: 'green-box', th: 'กรีนบ็อกซ์', en: 'Green Box', for: ['food-containers', 'bags-wraps'], hue: 125 },
  { code: 'krua-pro', th: 'ครัวโปร', en: 'KruaPro', for: ['kitchen-tools', 'cleaning'], hue: 260 },
  { code: 'sabai-snack', th: 'สบายสแน็ค', en: 'Sabai Snacks', for: ['snacks'], hue: 330 },
  { code: 'tong-tem', th: 'ท้องเต็ม', en: 'Full Belly', for: ['canned-food', 'dried-food', 'noodles', 'flour'], hue: 10 },
  { code: 'sen-thai', th: 'เส้นไทย', en: 'Sen Thai', for: ['noodles', 'flour'], hue: 45 },
  { code: 'talat-select', th: 'ตลาดซีเล็คท์', en: 'Talat Select', for: ['*'], featured: true, hue: 160 },
];

export interface SeededBrand {
  id: number;
  code: string;
  label: Bilingual;
  /** Category keys the brand makes products for ('*' for the house brand). */
  for: readonly string[];
}

export async function seedBrands(ctx: SeedContext, images: ImageQueue): Promise<SeededBrand[]> {
  const plan = planBrands(images);
  await insertRows(ctx.db, 'brand', plan.brands);
  await insertRows(ctx.db, 'brand_text', plan.texts);
  return plan.seeded;
}

export function planBrands(images: ImageQueue): { brands: Row<'brand'>[]; texts: Row<'brand_text'>[]; seeded: SeededBrand[] } {
  const brands: Row<'brand'>[] = [];
  const texts: Row<'brand_text'>[] = [];
  const seeded: SeededBrand[] = [];
  BRANDS.forEach((spec, index) => {
    const id = index + 1;
    const image = `brand/${spec.code}.png`;
    images.add({ kind: 'brand', file: image, title: spec.en, hue: spec.hue });
    brands.push({ brand_id: id, code: spec.code, url_key: spec.code, image, sort_order: index, is_featured: Boolean(spec.featured), top_cms_block_id: null, bottom_cms_block_id: null });
    texts.push(
      { brand_id: id, store_id: 1, label: spec.th, description: `<p>${spec.th} คัดสรรวัตถุดิบคุณภาพสำหรับร้านอาหารและครัวเรือนไทย</p>`, short_description: `สินค้าคุณภาพจาก${spec.th}`, meta_title: `${spec.th} | ตลาด` },
      { brand_id: id, store_id: 2, label: spec.en, description: `<p>${spec.en} selects quality ingredients for Thai restaurants and home kitchens.</p>`, short_description: `Quality products from ${spec.en}`, meta_title: `${spec.en} | talat` },
    );
    seeded.push({ id, code: spec.code, label: { th: spec.th, en: spec.en }, for: spec.for });
  });
  return { brands, texts, seeded };
}

/** Brands allowed for a product in a category, most specific first; the house brand as the fallback. */
export function brandsFor(brands: readonly SeededBrand[], categoryKeys: readonly string[]): SeededBrand[] {
  const specific = brands.filter((b) => b.for.some((key) => categoryKeys.includes(key)));
  const house = brands.filter((b) => b.for.includes('*'));
  return specific.length ? [...specific, ...house] : house;
}
