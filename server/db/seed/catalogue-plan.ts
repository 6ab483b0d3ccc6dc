import { planAttributes } from './attributes';
import { planBrands } from './brands';
import { planCategories } from './categories';
import type { ImageQueue } from './media-images';
import type { Catalogue } from './product-draft';

/** The catalogue skeleton (categories, brands, attribute options) with its deterministic ids. */
export function planCatalogue(now: Date, images: ImageQueue, usedUrlKeys: Set<string>) {
  const categories = planCategories(now, images);
  const brands = planBrands(images);
  const attributes = planAttributes(brands.seeded);
  const catalogue: Catalogue = {
    categories: categories.seeded,
    byKey: new Map(categories.seeded.map((c) => [c.key, c])),
    brands: brands.seeded,
    attributes: attributes.seeded,
    images,
    now,
    usedUrlKeys,
  };
  return { categories, brands, attributes, catalogue };
}
