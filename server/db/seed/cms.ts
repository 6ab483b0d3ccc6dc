import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeededBrand } from './brands';
import type { SeededCategory } from './categories';
import { fallbackContent } from './cms-fallback-content';
import { insertRows, type Row } from './insert-rows';
import type { ImageQueue } from './media-images';
import { STORE_VIEWS, type Bilingual, type Lang, type SeedContext } from './seed-context';

/** Demo Page Builder content written by hand: <identifier>.th.html and <identifier>.en.html. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../tests/fixtures/page-builder/demo/', import.meta.url));

const PAGES: { identifier: string; title: Bilingual; layout: string }[] = [
  { identifier: 'home', title: { th: 'หน้าแรก', en: 'Home' }, layout: '1column' },
  { identifier: 'landing', title: { th: 'ยินดีต้อนรับสู่ตลาด', en: 'Welcome to talat' }, layout: '1column' },
  { identifier: 'about-us', title: { th: 'เกี่ยวกับเรา', en: 'About us' }, layout: '1column' },
  { identifier: 'delivery-policy', title: { th: 'นโยบายการจัดส่ง', en: 'Delivery policy' }, layout: '1column' },
  { identifier: 'privacy-policy', title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy policy' }, layout: '1column' },
  { identifier: 'no-route', title: { th: 'ไม่พบหน้า 404', en: '404 Not Found' }, layout: '1column' },
];

/** Brands whose pages show CMS blocks above and below their products. */
const BRANDS_WITH_BLOCKS = ['golden-elephant', 'andaman-catch', 'pack-pro'];

const BLOCKS: { identifier: string; title: Bilingual }[] = [
  { identifier: 'promo', title: { th: 'โปรโมชั่นส่วนหัว', en: 'Header promo' } },
  { identifier: 'footer-links', title: { th: 'ลิงก์ส่วนท้าย', en: 'Footer links' } },
  { identifier: 'mobile-menu', title: { th: 'เมนูมือถือ', en: 'Mobile menu' } },
  { identifier: 'shop-by-business', title: { th: 'เลือกซื้อตามประเภทธุรกิจ', en: 'Shop by business' } },
  { identifier: 'footer-contact', title: { th: 'ติดต่อเรา', en: 'Contact us' } },
  { identifier: 'footer-payment', title: { th: 'ช่องทางชำระเงิน', en: 'Payment methods' } },
  { identifier: 'category-fruits-vegetables', title: { th: 'แบนเนอร์ผักและผลไม้', en: 'Fruits & vegetables banner' } },
  { identifier: 'category-seafood', title: { th: 'แบนเนอร์อาหารทะเล', en: 'Seafood banner' } },
  // The slides of the landing page's banner-manager block (data-slider-id="1"; docs/decisions/content-banner-manager.md).
  { identifier: 'banner-slider-1', title: { th: 'แบนเนอร์สไลด์ 1', en: 'Banner slider 1' } },
  ...BRANDS_WITH_BLOCKS.flatMap((code) => [
    { identifier: `brand-${code}-top`, title: { th: `แบรนด์ ${code} ด้านบน`, en: `Brand ${code} top` } },
    { identifier: `brand-${code}-bottom`, title: { th: `แบรนด์ ${code} ด้านล่าง`, en: `Brand ${code} bottom` } },
  ]),
];

export interface SeededPage {
  pageId: number;
  identifier: string;
  storeId: number;
}

export async function seedCms(ctx: SeedContext, images: ImageQueue, byKey: Map<string, SeededCategory>, brands: readonly SeededBrand[], contentDir = DEFAULT_CONTENT_DIR): Promise<SeededPage[]> {
  const content = (identifier: string, lang: Lang): Promise<string> => cmsContent(contentDir, identifier, lang, byKey, images);

  const pages: Row<'cms_page'>[] = [];
  const seededPages: SeededPage[] = [];
  let pageId = 1;
  for (const page of PAGES) {
    for (const view of STORE_VIEWS) {
      const id = pageId++;
      const title = page.title[view.lang];
      pages.push({ page_id: id, identifier: page.identifier, store_id: view.storeId, title, content_heading: page.identifier === 'home' ? null : title, content: await content(page.identifier, view.lang), page_layout: page.layout, meta_title: title, meta_keywords: null, meta_description: null, is_active: true });
      seededPages.push({ pageId: id, identifier: page.identifier, storeId: view.storeId });
    }
  }

  const blocks: Row<'cms_block'>[] = [];
  const blockIds = new Map<string, number>();
  let blockId = 1;
  for (const block of BLOCKS) {
    for (const view of STORE_VIEWS) {
      const id = blockId++;
      if (view.storeId === 1) blockIds.set(block.identifier, id);
      blocks.push({ block_id: id, identifier: block.identifier, store_id: view.storeId, title: block.title[view.lang], content: await content(block.identifier, view.lang), is_active: true });
    }
  }
  await insertRows(ctx.db, 'cms_page', pages);
  await insertRows(ctx.db, 'cms_block', blocks);

  // Brand rows point at the th block; the en block has the same identifier (resolve per store by identifier).
  for (const code of BRANDS_WITH_BLOCKS) {
    const brand = brands.find((b) => b.code === code);
    if (!brand) continue;
    await ctx.db.updateTable('brand').set({ top_cms_block_id: blockIds.get(`brand-${code}-top`) ?? null, bottom_cms_block_id: blockIds.get(`brand-${code}-bottom`) ?? null }).where('brand_id', '=', brand.id).execute();
  }
  return seededPages;
}

/** A page's or block's content in one language, its images queued. */
async function cmsContent(contentDir: string, identifier: string, lang: Lang, byKey: Map<string, SeededCategory>, images: ImageQueue): Promise<string> {
  const fixture = await readFixture(contentDir, identifier, lang);
  const html = fixture ?? fallbackContent(identifier, lang, byKey);
  if (html === null) throw new Error(`No CMS content for ${identifier}`);
  for (const file of referencedMedia(html)) images.add({ kind: file.includes('icon') ? 'icon' : 'banner', file, title: titleFromFile(file), hue: hueFromFile(file) });
  return html;
}

/** Queues the images of every seeded page and block, as seedCms does, without writing (seeded-images.ts). */
export async function queueCmsImages(images: ImageQueue, byKey: Map<string, SeededCategory>, contentDir = DEFAULT_CONTENT_DIR): Promise<void> {
  for (const { identifier } of [...PAGES, ...BLOCKS]) {
    for (const view of STORE_VIEWS) await cmsContent(contentDir, identifier, view.lang, byKey, images);
  }
}

async function readFixture(dir: string, identifier: string, lang: Lang): Promise<string | null> {
  try {
    return await readFile(join(dir, `${identifier}.${lang}.html`), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Media paths the content points at, in either of Magento's forms: the {{media url=...}} directive (also
 * inside Page Builder's HTML-escaped data-background-images JSON) or a literal /media/... URL.
 */
export function referencedMedia(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/\{\{media url=(?:\\?&quot;|\\?["'])?([^"'}\s\\&]+)/g)) files.add(match[1]!);
  for (const match of html.matchAll(/\/media\/([A-Za-z0-9_\-./]+\.(?:jpe?g|png|webp))/gi)) files.add(match[1]!);
  return [...files].filter((file) => /\.(jpe?g|png|webp)$/i.test(file) && !file.includes('..'));
}

function titleFromFile(file: string): string {
  const stem = file.split('/').pop()!.replace(/\.[a-z]+$/i, '');
  return stem.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function hueFromFile(file: string): number {
  return [...file].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);
}
