import type { Row } from './insert-rows';
import { bilingualText, productImage, SHIPPING, shelfPrice, uniqueUrlKey, type Catalogue, type ProductDraft } from './product-draft';
import type { Bilingual } from './seed-context';

/** Virtual products: delivery slots and services (nothing ships, no stock to count). */
const VIRTUAL: (Bilingual & { price: number })[] = [
  { th: 'รอบจัดส่งเช้า 08:00-12:00 น.', en: 'Morning Delivery Slot 08:00-12:00', price: 40 },
  { th: 'รอบจัดส่งบ่าย 13:00-17:00 น.', en: 'Afternoon Delivery Slot 13:00-17:00', price: 40 },
  { th: 'รอบจัดส่งเย็น 18:00-21:00 น.', en: 'Evening Delivery Slot 18:00-21:00', price: 60 },
  { th: 'จัดส่งด่วนภายใน 2 ชั่วโมง', en: 'Express 2-Hour Delivery', price: 150 },
  { th: 'จัดส่งประจำรายสัปดาห์ 4 สัปดาห์', en: 'Weekly Scheduled Delivery (4 Weeks)', price: 400 },
  { th: 'บริการให้คำปรึกษาสุขอนามัยครัว', en: 'Kitchen Hygiene Consultation', price: 2500 },
  { th: 'คลาสสอนทำอาหารไทย 3 ชั่วโมง', en: 'Thai Cooking Class (3 Hours)', price: 1800 },
  { th: 'เวิร์กช็อปคำนวณต้นทุนเมนู', en: 'Menu Costing Workshop', price: 2200 },
];

/** Downloadable recipe e-books, each with PDF and EPUB links. */
const EBOOKS: (Bilingual & { price: number; key: string })[] = [
  { key: 'street-food', th: 'อีบุ๊ก สูตรอาหารริมทางไทย', en: 'Thai Street Food Recipes E-book', price: 199 },
  { key: 'curry-pastes', th: 'อีบุ๊ก ตำพริกแกงเองจากครัวไทย', en: 'Curry Pastes from Scratch E-book', price: 159 },
  { key: 'seafood', th: 'อีบุ๊ก เมนูอาหารทะเลสำหรับร้านอาหาร', en: 'Seafood for Restaurants E-book', price: 249 },
  { key: 'desserts', th: 'อีบุ๊ก ขนมไทยโบราณ', en: 'Traditional Thai Desserts E-book', price: 179 },
  { key: 'vegetarian', th: 'อีบุ๊ก อาหารเจและมังสวิรัติ', en: 'Thai Vegetarian Cooking E-book', price: 149 },
  { key: 'noodle-shop', th: 'อีบุ๊ก คู่มือเปิดร้านก๋วยเตี๋ยว', en: 'Noodle Shop Handbook E-book', price: 299 },
  { key: 'food-cost', th: 'อีบุ๊ก ควบคุมต้นทุนอาหารร้านเล็ก', en: 'Food Cost Control for Small Restaurants E-book', price: 269 },
  { key: 'isan', th: 'อีบุ๊ก อาหารอีสานแซ่บ', en: 'Isan Cooking E-book', price: 169 },
];

/** Free gifts: flagged is_free at price 0, not visible on their own (they come with promotions). */
const GIFTS: Bilingual[] = [
  { th: 'ถุงผ้าตลาด', en: 'Talat Tote Bag' },
  { th: 'แก้วเก็บความเย็นตลาด', en: 'Talat Insulated Tumbler' },
  { th: 'ชุดซองเครื่องปรุงทดลอง', en: 'Seasoning Sampler Sachets' },
  { th: 'ผ้ากันเปื้อนตลาด', en: 'Talat Apron' },
  { th: 'กาแฟทดลอง 50 ก.', en: 'Coffee Sample 50 g' },
  { th: 'ที่เปิดขวด', en: 'Bottle Opener' },
  { th: 'กล่องถนอมอาหาร', en: 'Food Storage Box' },
  { th: 'สมุดจดสูตรอาหาร', en: 'Recipe Notebook' },
];

export interface ServicesSeed {
  drafts: ProductDraft[];
  downloadableLinks: Row<'downloadable_link'>[];
}

export function buildServicesAndGifts(catalogue: Catalogue, nextId: () => number): ServicesSeed {
  const seed: ServicesSeed = { drafts: [], downloadableLinks: [] };
  const services = catalogue.byKey.get('delivery-services')!;
  const ebooks = catalogue.byKey.get('recipe-ebooks')!;
  const gifts = catalogue.byKey.get('free-gifts')!;
  let linkId = 1;

  VIRTUAL.forEach((spec, index) => {
    const id = nextId();
    const draft = baseDraft(catalogue, id, `TLV${String(index + 1).padStart(3, '0')}`, 'virtual', spec, shelfPrice(spec.price, false), productImage(catalogue, `virtual-service-${index % 4}`, index < 5 ? 'Delivery Slot' : 'Service', services.name.en, 190, 'box'));
    draft.text = bilingualText(spec, { th: `<p>${spec.th} สำหรับคำสั่งซื้อของคุณ ไม่มีการจัดส่งสินค้า</p>`, en: `<p>${spec.en} for your order. Nothing is shipped.</p>` }, { th: `<p>${spec.th}</p>`, en: `<p>${spec.en}</p>` });
    draft.categories = [{ category: services, position: index + 1 }];
    seed.drafts.push(draft);
  });

  EBOOKS.forEach((spec, index) => {
    const id = nextId();
    const cover = productImage(catalogue, `ebook-${spec.key}`, spec.en.replace(' E-book', ''), 'Recipe E-book', (index * 45) % 360, 'box');
    const draft = baseDraft(catalogue, id, `TLD${String(index + 1).padStart(3, '0')}`, 'downloadable', spec, shelfPrice(spec.price, false), cover);
    draft.row.shipping_services = JSON.stringify([SHIPPING.digital]);
    draft.text = bilingualText(spec, { th: `<p>${spec.th} รวมสูตรพร้อมภาพประกอบ ดาวน์โหลดได้ทันทีหลังชำระเงิน</p>`, en: `<p>${spec.en}: illustrated recipes, ready to download right after payment.</p>` }, { th: `<p>PDF และ EPUB</p>`, en: `<p>PDF and EPUB</p>` });
    draft.categories = [{ category: ebooks, position: index + 1 }];
    seed.drafts.push(draft);
    const sample = `/media/catalog/product${cover}`;
    seed.downloadableLinks.push(
      { link_id: linkId++, product_id: id, title_th: `${spec.th} (PDF)`, title_en: `${spec.en} (PDF)`, price: 0, number_of_downloads: 5, sort_order: 1, sample_url: sample },
      { link_id: linkId++, product_id: id, title_th: `${spec.th} (EPUB)`, title_en: `${spec.en} (EPUB)`, price: 0, number_of_downloads: 5, sort_order: 2, sample_url: null },
    );
  });

  GIFTS.forEach((spec, index) => {
    const id = nextId();
    const draft = baseDraft(catalogue, id, `TLF${String(index + 1).padStart(3, '0')}`, 'simple', spec, 0, productImage(catalogue, `free-gift-${index}`, spec.en, 'Free Gift', (300 + index * 20) % 360, index % 2 ? 'bag' : 'box'));
    Object.assign(draft.row, { is_free: true, visibility: 1, qty: 500, stock_status: 'IN_STOCK', weight: 0.2, shipping_services: JSON.stringify([SHIPPING.standard]) });
    draft.text = bilingualText({ th: `ของแถม ${spec.th}`, en: `Free Gift: ${spec.en}` }, { th: `<p>${spec.th} ของแถมเมื่อสั่งซื้อครบตามเงื่อนไข</p>`, en: `<p>${spec.en}, free with qualifying orders.</p>` }, { th: `<p>${spec.th}</p>`, en: `<p>${spec.en}</p>` });
    draft.categories = [{ category: gifts, position: index + 1 }];
    seed.drafts.push(draft);
  });
  return seed;
}

function baseDraft(catalogue: Catalogue, id: number, sku: string, type: 'virtual' | 'downloadable' | 'simple', name: Bilingual, price: number, image: string): ProductDraft {
  return {
    row: {
      product_id: id, sku, type_id: type, url_key: uniqueUrlKey(catalogue, name.en, id), status: 1, visibility: 4, brand_id: null, tax_class: 'taxable', price,
      special_price: null, special_from: null, special_to: null, stock_status: 'IN_STOCK', qty: 9999, min_sale_qty: 1, max_sale_qty: 9999, qty_increments: 1,
      is_preorder: false, preorder_release_date: null, is_weighing: false, is_free: false, price1type: '1', weight: null, price_view: null, bundle_price_type: null,
      shipping_services: JSON.stringify([]), created_at: catalogue.now, updated_at: catalogue.now,
    },
    text: bilingualText(name, name, name),
    brand: null,
    categories: [],
    attributes: [],
    images: [image],
  };
}
