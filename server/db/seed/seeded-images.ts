import { planCatalogue } from './catalogue-plan';
import { DEFAULT_CONTENT_DIR, queueCmsImages } from './cms';
import { DEMO_SIMPLE_PRODUCTS, queueFixedImages } from './index';
import { ImageQueue } from './media-images';
import type { ProductDraft } from './product-draft';
import { buildComposites } from './products-composite';
import { buildConfigurables } from './products-configurable';
import { buildServicesAndGifts } from './products-services';
import { buildSimpleProduct } from './products-simple';

/**
 * Every image the first seed draws, planned again without a database: the seed's images come from its plan
 * (catalogue nouns, categories, brands, CMS content), never from the rows it wrote. A node that did not seed
 * (several nodes on one PostgreSQL, each with its own media folder) draws a missing seeded image from this
 * plan when it is first asked for (server/media/seeded-media.ts). Products a top-up added reuse the per-noun
 * files planned here. Queued in the seed's order, so a path shared by two jobs gets the seed's one.
 */
export async function planSeededImages(mediaDir: string, contentDir = DEFAULT_CONTENT_DIR): Promise<ImageQueue> {
  const images = new ImageQueue(mediaDir);
  queueFixedImages(images);
  const { catalogue } = planCatalogue(new Date(), images, new Set());
  const simples: ProductDraft[] = Array.from({ length: DEMO_SIMPLE_PRODUCTS }, (_, i) => buildSimpleProduct(catalogue, i + 1));
  let nextId = DEMO_SIMPLE_PRODUCTS + 1;
  const allocate = () => nextId++;
  buildConfigurables(catalogue, allocate);
  buildComposites(catalogue, simples, allocate);
  buildServicesAndGifts(catalogue, allocate);
  await queueCmsImages(images, catalogue.byKey, contentDir);
  return images;
}
