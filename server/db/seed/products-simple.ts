import { COUNTRIES, PACKAGING } from './attributes';
import { brandsFor, type SeededBrand } from './brands';
import { bilingualText, productImage, SHIPPING, shelfPrice, skuFor, uniqueUrlKey, type Catalogue, type ProductDraft } from './product-draft';
import { LEAF_WORDS, PRODUCT_LEAVES, type LeafWords, type Noun, type PackSize } from './product-words';
import { Random } from './prng';
import { DAY_MS, isoDate, type Bilingual } from './seed-context';

interface Combination {
  nounIndex: number;
  noun: Noun;
  variety: Bilingual;
  varietyIndex: number;
  sizeIndex: number;
  size: PackSize;
  brand: SeededBrand;
}

const VARIETY_FACTOR = [1, 1.15, 1.2, 1.3];
// The brand list is the same on every seed, so the shuffled order can be kept per leaf for the process.
const combinationCache = new Map<string, Combination[]>();

/** Every noun × variety × size × brand of a leaf, in a fixed shuffled order (the k-th product takes the k-th). */
function combinations(catalogue: Catalogue, leafKey: string, words: LeafWords): Combination[] {
  const cached = combinationCache.get(leafKey);
  if (cached) return cached;
  const category = catalogue.byKey.get(leafKey);
  if (!category) throw new Error(`Unknown leaf category ${leafKey}`);
  const keys = [leafKey, category.topKey, ...category.urlPath.split('/')];
  const brands = brandsFor(catalogue.brands, keys).slice(0, 4);
  const all: Combination[] = [];
  words.nouns.forEach((noun, nounIndex) =>
    words.varieties.forEach((variety, varietyIndex) =>
      words.sizes.forEach((size, sizeIndex) => brands.forEach((brand) => all.push({ nounIndex, noun, variety, varietyIndex, sizeIndex, size, brand }))),
    ),
  );
  const shuffled = Random.for('combinations', hashKey(leafKey)).sample(all, all.length);
  combinationCache.set(leafKey, shuffled);
  return shuffled;
}

function hashKey(key: string): number {
  return [...key].reduce((sum, c) => sum + c.charCodeAt(0), 0);
}

/**
 * The simple product with this id: its leaf is chosen round-robin and its name from the leaf's shuffled
 * combinations, so product N is the same on every run and a top-up continues where the seed stopped.
 */
export function buildSimpleProduct(catalogue: Catalogue, id: number): ProductDraft {
  const leafKey = PRODUCT_LEAVES[(id - 1) % PRODUCT_LEAVES.length]!;
  const words = LEAF_WORDS[leafKey]!;
  const category = catalogue.byKey.get(leafKey)!;
  const k = Math.floor((id - 1) / PRODUCT_LEAVES.length);
  const all = combinations(catalogue, leafKey, words);
  const combo = all[k % all.length]!;
  const rng = Random.for('simple', id);
  const { noun, variety, size, brand } = combo;

  const name = {
    th: [noun.th, variety.th, `ตรา${brand.label.th}`, size.th].filter(Boolean).join(' '),
    en: [brand.label.en, variety.en, noun.en, size.en].filter(Boolean).join(' '),
  };
  const countryCode = words.countries[k % words.countries.length]!;
  const country = COUNTRIES.find((c) => c.code === countryCode)!;
  const packagingCode = words.packaging[Math.min(combo.sizeIndex, words.packaging.length - 1)]!;
  const packaging = PACKAGING.find((p) => p.code === packagingCode)!;

  const firstSize = words.sizes[0]!;
  const baht = noun.price * Math.pow(size.amount / firstSize.amount, 0.9) * (VARIETY_FACTOR[combo.varietyIndex] ?? 1) * (0.9 + rng.next() * 0.25);
  const price = shelfPrice(baht, rng.chance(0.2));

  const special = specialPrice(rng, price, catalogue.now);
  const outOfStock = rng.chance(0.07);
  const preorder = !words.weighed && !outOfStock && rng.chance(0.03);
  const bulk = combo.sizeIndex === words.sizes.length - 1 && words.sizes.length > 1;
  const price1type = words.b2b || (bulk && rng.chance(0.15)) ? '2' : '1';
  const shipping = [SHIPPING.standard, words.chilled ? SHIPPING.cold_chain : SHIPPING.same_day, ...(rng.chance(0.3) ? [SHIPPING.pickup] : [])];

  const storage = words.chilled
    ? { th: 'เก็บรักษาในตู้เย็นที่อุณหภูมิ 0-4 องศาเซลเซียส', en: 'Keep refrigerated at 0-4 °C.' }
    : { th: 'เก็บในที่แห้งและเย็น หลีกเลี่ยงแสงแดด', en: 'Store in a cool, dry place away from sunlight.' };
  const unit = words.weighed ? { th: 'ราคาต่อกิโลกรัม ชั่งน้ำหนักจริงก่อนจัดส่ง', en: 'Priced per kilogram; weighed before delivery.' } : { th: `บรรจุ${packaging.th} ขนาด ${size.th}`, en: `Packed in a ${packaging.en.toLowerCase()}, ${size.en}.` };
  const description = {
    th: `<p>${name.th} คัดสรรคุณภาพจาก${brand.label.th} แหล่งผลิต${country.th} เหมาะสำหรับร้านอาหาร โรงแรม และครัวเรือน</p><ul><li>${unit.th}</li><li>${storage.th}</li></ul>`,
    en: `<p>${name.en}, selected by ${brand.label.en} from ${country.en}. Made for restaurants, hotels and home kitchens.</p><ul><li>${unit.en}</li><li>${storage.en}</li></ul>`,
  };
  const short = { th: `<p>${noun.th}${variety.th ? ` ${variety.th}` : ''} ${size.th} จาก${brand.label.th}</p>`, en: `<p>${[variety.en, noun.en].filter(Boolean).join(' ')}, ${size.en}, from ${brand.label.en}.</p>` };

  const image = productImage(catalogue, `${leafKey}-${combo.nounIndex}`, noun.en, category.name.en, (category.hue + combo.nounIndex * 14) % 360, noun.shape ?? words.shape);

  return {
    row: {
      product_id: id,
      sku: skuFor(id),
      type_id: 'simple',
      url_key: uniqueUrlKey(catalogue, name.en, id),
      status: 1,
      visibility: 4,
      brand_id: brand.id,
      tax_class: words.exempt ? 'exempt' : 'taxable',
      price,
      ...special,
      stock_status: outOfStock ? 'OUT_OF_STOCK' : 'IN_STOCK',
      qty: outOfStock ? 0 : words.weighed ? rng.int(20, 300) + 0.5 : rng.int(10, 800),
      min_sale_qty: words.weighed ? 0.5 : 1,
      max_sale_qty: words.weighed ? 50 : 9999,
      qty_increments: words.weighed ? 0.5 : 1,
      is_preorder: preorder,
      preorder_release_date: preorder ? isoDate(catalogue.now, rng.int(14, 60)) : null,
      is_weighing: Boolean(words.weighed),
      is_free: false,
      price1type,
      weight: size.weightKg,
      price_view: null,
      bundle_price_type: null,
      shipping_services: JSON.stringify(shipping),
      created_at: new Date(catalogue.now.getTime() - rng.int(1, 365) * DAY_MS),
      updated_at: catalogue.now,
    },
    text: bilingualText(name, description, short),
    brand,
    categories: [{ category, position: k + 1 }],
    attributes: [
      { code: 'brand', optionId: catalogue.attributes.brand.get(brand.id)! },
      { code: 'packaging', optionId: catalogue.attributes.packaging.get(packaging.code)! },
      { code: 'country_of_manufacture', optionId: catalogue.attributes.country_of_manufacture.get(country.code)! },
    ],
    images: [image],
  };
}

/**
 * About one product in five is on special: most without a window, some as flash sales running now, a few
 * scheduled for next week or already over (so date checks are exercised).
 */
function specialPrice(rng: Random, price: number, now: Date): { special_price: number | null; special_from: Date | null; special_to: Date | null } {
  if (!rng.chance(0.2)) return { special_price: null, special_from: null, special_to: null };
  const special = Math.max(100, Math.round((price * (0.7 + rng.next() * 0.22)) / 100) * 100);
  const roll = rng.next();
  if (roll < 0.5) return { special_price: special, special_from: null, special_to: null };
  if (roll < 0.85) return { special_price: special, special_from: new Date(now.getTime() - rng.int(1, 2) * DAY_MS), special_to: new Date(now.getTime() + rng.int(2, 7) * DAY_MS) };
  if (roll < 0.93) return { special_price: special, special_from: new Date(now.getTime() + 7 * DAY_MS), special_to: new Date(now.getTime() + 14 * DAY_MS) };
  return { special_price: special, special_from: new Date(now.getTime() - 14 * DAY_MS), special_to: new Date(now.getTime() - 7 * DAY_MS) };
}
