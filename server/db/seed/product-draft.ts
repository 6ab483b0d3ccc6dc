import type { SeededAttributes } from './attributes';
import type { SeededBrand } from './brands';
import type { SeededCategory } from './categories';
import type { Row } from './insert-rows';
import type { ImageQueue, ImageShape } from './media-images';
import type { ShippingService } from '../types';
import type { Bilingual } from './seed-context';

/** Everything the product generators need from the seeded catalogue. */
export interface Catalogue {
  categories: SeededCategory[];
  byKey: Map<string, SeededCategory>;
  brands: SeededBrand[];
  attributes: SeededAttributes;
  images: ImageQueue;
  now: Date;
  /** url_keys taken so far (the column is unique). */
  usedUrlKeys: Set<string>;
}

export interface DraftText {
  name: string;
  description: string;
  short_description: string;
}

/** One product before it is written: its row plus the rows of the tables around it. */
export interface ProductDraft {
  row: Row<'product'>;
  text: { th: DraftText; en: DraftText };
  brand: SeededBrand | null;
  /** Categories the product is linked to (leaves), with its position there. */
  categories: { category: SeededCategory; position: number }[];
  attributes: { code: string; optionId: number }[];
  /** Media path as Magento stores it: /x/y/file.jpg under catalog/product. */
  images: string[];
}

/** English slug for url keys: "Golden Elephant 100% Jasmine Rice 5 kg" → golden-elephant-100-jasmine-rice-5-kg */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A url_key not used yet: the slug, or the slug with the product id when taken. */
export function uniqueUrlKey(catalogue: Catalogue, name: string, id: number): string {
  let key = slugify(name) || `product-${id}`;
  if (catalogue.usedUrlKeys.has(key)) key = `${key}-${id}`;
  catalogue.usedUrlKeys.add(key);
  return key;
}

export function skuFor(id: number): string {
  return `TL${String(id).padStart(6, '0')}`;
}

/**
 * Queues a shared product image and returns its Magento-style path (/j/a/jasmine-rice-0.jpg): files are
 * dispersed by the first two letters of the name, as Magento's media gallery does.
 */
export function productImage(catalogue: Catalogue, fileStem: string, caption: string, subtitle: string, hue: number, shape: ImageShape): string {
  const file = `${fileStem}.jpg`;
  const path = `/${file[0]}/${file[1]}/${file}`;
  catalogue.images.add({ kind: 'product', file: `catalog/product${path}`, title: caption, subtitle, hue, shape });
  return path;
}

export const SHIPPING: Record<'standard' | 'same_day' | 'cold_chain' | 'pickup' | 'digital', ShippingService> = {
  standard: { label: 'Standard delivery', value: 'standard', image_url: '/media/wysiwyg/shipping/standard.png' },
  same_day: { label: 'Same-day delivery', value: 'same_day', image_url: '/media/wysiwyg/shipping/same_day.png' },
  cold_chain: { label: 'Cold-chain delivery', value: 'cold_chain', image_url: '/media/wysiwyg/shipping/cold_chain.png' },
  pickup: { label: 'Store pickup', value: 'pickup', image_url: '/media/wysiwyg/shipping/pickup.png' },
  digital: { label: 'Instant download', value: 'digital', image_url: '/media/wysiwyg/shipping/digital.png' },
};

/** Queues the small icons the shipping services point at. */
export function queueShippingIcons(images: ImageQueue): void {
  Object.values(SHIPPING).forEach((service, index) => {
    images.add({ kind: 'icon', file: service.image_url!.replace('/media/', ''), title: service.label, hue: 180 + index * 30 });
  });
}

export function bilingualText(name: Bilingual, description: Bilingual, short: Bilingual): { th: DraftText; en: DraftText } {
  return {
    th: { name: name.th, description: description.th, short_description: short.th },
    en: { name: name.en, description: description.en, short_description: short.en },
  };
}

/** Whole baht, some ending in .50, as satang. */
export function shelfPrice(baht: number, halfBaht: boolean): number {
  const whole = Math.max(1, Math.round(baht));
  return whole * 100 + (halfBaht && whole < 1000 ? 50 : 0);
}
